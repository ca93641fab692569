import { TZDate, tzName } from '@date-fns/tz'
import { addDays, addMonths, addWeeks, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns'

/** Spec §9 formats. */
export const DATE_FORMAT = 'MMM d, yyyy'
export const TIME_FORMAT = 'h:mm a'

type Instant = string | Date
const inZone = (when: Instant, timeZone: string) => new TZDate(new Date(when).getTime(), timeZone)

/** A valid IANA zone, else the fallback (a bad profile value must not break every page). */
export function safeTimeZone(timeZone: string | null | undefined, fallback = 'UTC'): string {
  if (!timeZone) return fallback
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return fallback
  }
}

/** Any date-fns pattern, in the given zone. */
export const formatIn = (when: Instant, timeZone: string, pattern: string) =>
  format(inZone(when, timeZone), pattern)
/** "Mar 8, 2026" in the given zone. */
export const formatDateIn = (when: Instant, timeZone: string) => format(inZone(when, timeZone), DATE_FORMAT)
/** "3:30 AM" in the given zone. */
export const formatTimeIn = (when: Instant, timeZone: string) => format(inZone(when, timeZone), TIME_FORMAT)
/** "CDT", "EST" or "GMT+1": the zone's short name at that instant (it changes with daylight saving). */
export const zoneAbbreviation = (when: Instant, timeZone: string) => tzName(timeZone, new Date(when), 'short')
/**
 * "Eastern Time", "Pacific Time": the zone's name across daylight saving, for labels over a span of days
 * (a calendar month may straddle a change). Zones without such a name show their offset ("GMT+05:30"); UTC, "UTC".
 */
export const zoneName = (timeZone: string, at: Instant = new Date()) => {
  const name = tzName(timeZone, new Date(at), 'longGeneric')
  return name === 'GMT+00:00' || name === 'GMT' ? 'UTC' : name
}
/** "yyyy-MM-dd" of the instant's calendar day in the zone: groups events into calendar cells. */
export const dayKeyIn = (when: Instant, timeZone: string) => format(inZone(when, timeZone), 'yyyy-MM-dd')
/** "yyyy-MM" of the instant's month in the zone. */
export const monthKeyIn = (when: Instant, timeZone: string) => format(inZone(when, timeZone), 'yyyy-MM')

export interface CalendarDay {
  /** yyyy-MM-dd in the zone. */
  key: string
  /** The day's first instant in the zone. */
  start: Date
  dayOfMonth: number
  /** Whether the day belongs to the month being shown (month grid only). */
  inMonth: boolean
}

function dayOf(d: TZDate, monthIndex: number | null): CalendarDay {
  return {
    key: format(d, 'yyyy-MM-dd'),
    start: new Date(d.getTime()),
    dayOfMonth: d.getDate(),
    inMonth: monthIndex === null || d.getMonth() === monthIndex,
  }
}

/**
 * The month grid of spec §2: whole weeks starting Sunday covering the month "yyyy-MM", laid out in the zone,
 * with the half-open instant range [from, to) the calendar asks the server for.
 */
export function monthGrid(monthKey: string, timeZone: string): { days: CalendarDay[]; from: Date; to: Date } {
  const [y, m] = monthKey.split('-').map(Number)
  const first = new TZDate(y, m - 1, 1, timeZone)
  const gridStart = startOfWeek(first, { weekStartsOn: 0 })
  const nextMonth = startOfMonth(addMonths(first, 1))
  const days: CalendarDay[] = []
  for (let d = gridStart; d < nextMonth || days.length % 7 !== 0; d = startOfDay(addDays(d, 1))) {
    days.push(dayOf(d, m - 1))
  }
  const last = days[days.length - 1]
  const to = startOfDay(addDays(new TZDate(last.start.getTime(), timeZone), 1))
  return { days, from: days[0].start, to: new Date(to.getTime()) }
}

/** The week view of spec §2: 7 days starting Monday around the given day "yyyy-MM-dd", in the zone. */
export function weekDays(dayKey: string, timeZone: string): { days: CalendarDay[]; from: Date; to: Date } {
  const [y, m, d] = dayKey.split('-').map(Number)
  const monday = startOfWeek(new TZDate(y, m - 1, d, timeZone), { weekStartsOn: 1 })
  const days = Array.from({ length: 7 }, (_, i) => dayOf(startOfDay(addDays(monday, i)), null))
  return { days, from: days[0].start, to: new Date(startOfDay(addWeeks(monday, 1)).getTime()) }
}

/** Moves a "yyyy-MM" key by whole months. */
export function shiftMonth(monthKey: string, by: number): string {
  const [y, m] = monthKey.split('-').map(Number)
  const t = new Date(Date.UTC(y, m - 1 + by, 1))
  return `${t.getUTCFullYear()}-${String(t.getUTCMonth() + 1).padStart(2, '0')}`
}

/** Moves a "yyyy-MM-dd" key by whole days (calendar arithmetic, independent of any zone). */
export function shiftDay(dayKey: string, by: number): string {
  const [y, m, d] = dayKey.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + by)).toISOString().slice(0, 10)
}

/** "2026-02-30" has the shape of a date but names none: the digits must read back unchanged. */
export function isCalendarDate(ymd: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const t = new Date(Date.UTC(y, mo - 1, d))
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d
}

/** A local "YYYY-MM-DDTHH:mm" that exists on a calendar and a clock (no Feb 30, no 25:70). */
export function isLocalDateTime(v: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(v)
  return !!m && isCalendarDate(m[1]) && Number(m[2]) <= 23 && Number(m[3]) <= 59
}
