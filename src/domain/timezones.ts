import { DEFAULT_TIMEZONE } from './event-rules'

/** Spec §5: the six timezones a profile may choose. No zod here: the sign-in pages use these too. */
export const TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern Time (America/New_York)' },
  { value: 'America/Chicago', label: 'Central Time (America/Chicago)' },
  { value: 'America/Denver', label: 'Mountain Time (America/Denver)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (America/Los_Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska Time (America/Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (Pacific/Honolulu)' },
] as const
export type Timezone = (typeof TIMEZONES)[number]['value']
export const TIMEZONE_VALUES = TIMEZONES.map((t) => t.value) as [Timezone, ...Timezone[]]

/** A zone's UTC offsets in mid-January and mid-July of `year`: zones that agree on both keep the same clocks. */
function offsets(zone: string, year: number): string {
  return [0, 6]
    .map((month) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        timeZoneName: 'longOffset',
      }).formatToParts(Date.UTC(year, month, 15, 12))
      return parts.find((p) => p.type === 'timeZoneName')?.value ?? ''
    })
    .join(' ')
}

/**
 * The one rule for the timezone an account starts with: one of the listed zones; else the listed zone that keeps
 * the same clocks all year (a browser in America/Detroit or America/Boise says so, not America/New_York or
 * America/Denver); else the spec's default (§9). Sign-up sends the browser's zone; anything else (Europe/London,
 * garbage) must not refuse the sign-up.
 */
export function listedTimezoneOr(
  value: unknown,
  fallback: Timezone = DEFAULT_TIMEZONE,
  now: Date = new Date(),
): Timezone {
  if ((TIMEZONE_VALUES as readonly unknown[]).includes(value)) return value as Timezone
  if (typeof value !== 'string' || !value.includes('/')) return fallback
  try {
    const year = now.getUTCFullYear()
    const clocks = offsets(value, year)
    return TIMEZONE_VALUES.find((zone) => offsets(zone, year) === clocks) ?? fallback
  } catch {
    return fallback // not a zone this runtime knows
  }
}
