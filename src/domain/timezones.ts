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

/**
 * The one rule for the timezone an account starts with: one of the listed zones, else the spec's default (§9).
 * Sign-up sends the browser's zone; anything else (Europe/London, garbage) must not refuse the sign-up.
 */
export function listedTimezoneOr(value: unknown, fallback: Timezone = DEFAULT_TIMEZONE): Timezone {
  return (TIMEZONE_VALUES as readonly unknown[]).includes(value) ? (value as Timezone) : fallback
}
