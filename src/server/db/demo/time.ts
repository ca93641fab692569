import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

const DAY_MS = 24 * 3600 * 1000

/** `day` days from today in `tz`, at local time `at` ('HH:mm'): the catalogue moves with the clock. */
export function localStart(now: Date, tz: string, day: number, at: string): Date {
  const today = new TZDate(now.getTime(), tz)
  const [h, m] = at.split(':').map(Number)
  const local = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + day, h, m, 0, 0, tz)
  return new Date(local.getTime())
}

export const localTime = (start: Date, tz: string, offsetMinutes: number) =>
  format(new TZDate(start.getTime() + offsetMinutes * 60_000, tz), 'h:mm a')

export const localDate = (now: Date, tz: string, day: number) =>
  format(new TZDate(now.getTime() + day * DAY_MS, tz), 'yyyy-MM-dd')

export const daysBefore = (d: Date, days: number) => new Date(d.getTime() - days * DAY_MS)

/** A small deterministic generator: the demo looks the same on every install (apart from dates). */
export function seededRandom(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
