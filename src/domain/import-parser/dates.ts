import { TZDate } from '@date-fns/tz'

/** US timezone words people paste, mapped to IANA zones. */
export const TZ_WORDS: Record<string, string> = {
  et: 'America/New_York',
  est: 'America/New_York',
  edt: 'America/New_York',
  eastern: 'America/New_York',
  ct: 'America/Chicago',
  cst: 'America/Chicago',
  cdt: 'America/Chicago',
  central: 'America/Chicago',
  mt: 'America/Denver',
  mst: 'America/Denver',
  mdt: 'America/Denver',
  mountain: 'America/Denver',
  pt: 'America/Los_Angeles',
  pst: 'America/Los_Angeles',
  pdt: 'America/Los_Angeles',
  pacific: 'America/Los_Angeles',
  akt: 'America/Anchorage',
  akst: 'America/Anchorage',
  akdt: 'America/Anchorage',
  alaska: 'America/Anchorage',
  ht: 'Pacific/Honolulu',
  hst: 'Pacific/Honolulu',
  hawaii: 'Pacific/Honolulu',
}
export const TZ_PATTERN =
  /\b(ET|EST|EDT|CT|CST|CDT|MT|MST|MDT|PT|PST|PDT|AKT|AKST|AKDT|HT|HST|Eastern|Central|Mountain|Pacific|Alaska|Hawaii)(?:\s+(?:Standard\s+|Daylight\s+)?Time)?\b/

/** "CT", "Central Time", "America/Chicago" → IANA zone, else null. */
export function parseTimezone(s: string): string | null {
  const t = s.trim()
  if (/^[A-Za-z]+\/[A-Za-z_]+(?:\/[A-Za-z_]+)?$/.test(t)) return t
  const m = TZ_PATTERN.exec(t)
  return m ? (TZ_WORDS[m[1].toLowerCase()] ?? null) : null
}

type Ymd = { y: number; m: number; d: number }

/** The import's "today" as a calendar day in its timezone. */
export function todayIn(now: Date, tz: string): Ymd {
  const t = new TZDate(now.getTime(), tz)
  return { y: t.getFullYear(), m: t.getMonth() + 1, d: t.getDate() }
}

const pad = (n: number) => String(n).padStart(2, '0')
export const formatYmd = (d: Ymd) => `${d.y}-${pad(d.m)}-${pad(d.d)}`

/** "2026-03-03T18:30" in "America/Chicago" → the instant. */
export function localToInstant(local: string, tz: string): Date {
  const [d, t] = local.split('T')
  const [y, m, day] = d.split('-').map(Number)
  const [h, min] = t.split(':').map(Number)
  return new Date(new TZDate(y, m - 1, day, h, min, tz).getTime())
}
