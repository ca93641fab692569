import { TZDate } from '@date-fns/tz'
import { addDays, format } from 'date-fns'
import { TIME_FORMAT } from './datetime'

type Clock = { hour: number; minute: number }

/** "6:30 PM", "6 pm", "6:30p.m.", "18:30" → a clock time; anything else (free text) → null. */
function parseClock(text: string, meridiemIfMissing?: 'a' | 'p'): (Clock & { meridiem?: 'a' | 'p' }) | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text.trim())
  if (!m) return null
  let hour = Number(m[1])
  const minute = m[2] ? Number(m[2]) : 0
  const meridiem = (m[3]?.toLowerCase() as 'a' | 'p' | undefined) ?? meridiemIfMissing
  if (minute > 59) return null
  if (meridiem) {
    if (hour < 1 || hour > 12) return null
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0)
  } else if (!m[2] || hour > 23) return null // a bare "6" is not a time
  return { hour, minute, meridiem }
}

/**
 * The instant of a clock time written in the event's zone on the event's day; a time well before the start (an
 * agenda running past midnight) is the next day.
 */
function instantOf(clock: Clock, event: { date: string; timezone: string }): Date {
  const start = new TZDate(new Date(event.date).getTime(), event.timezone)
  const at = new TZDate(
    start.getFullYear(),
    start.getMonth(),
    start.getDate(),
    clock.hour,
    clock.minute,
    event.timezone,
  )
  return at.getTime() < start.getTime() - 6 * 3600_000 ? addDays(at, 1) : at
}

const inViewer = (at: Date, timeZone: string) => format(new TZDate(at.getTime(), timeZone), TIME_FORMAT)

/**
 * An agenda item's time as the viewer reads every other time on the page: admins type it in the event's own zone
 * ("6:30 PM" for a Chicago event), so a reader in New York sees "7:30 PM". A range ("6:30–6:45 PM") is converted
 * end to end; free text ("Welcome", "First 15 min") is shown as typed, as is every time when the zones agree.
 */
export function agendaTimeIn(
  time: string,
  event: { date: string; timezone: string },
  viewerZone: string,
): string {
  if (viewerZone === event.timezone) return time
  const range = time.split(/\s*[–—-]\s*/)
  if (range.length === 2) {
    const end = parseClock(range[1])
    const begin = end && parseClock(range[0], end.meridiem)
    if (begin && end) {
      return `${inViewer(instantOf(begin, event), viewerZone)} – ${inViewer(instantOf(end, event), viewerZone)}`
    }
    return time
  }
  const clock = parseClock(time)
  return clock ? inViewer(instantOf(clock, event), viewerZone) : time
}
