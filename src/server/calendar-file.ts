/**
 * RFC 5545 calendar files, written by hand: the `ics` package writes UTC or floating times only,
 * and an attendee's calendar should show the event in the event's own time zone with a VTIMEZONE.
 */
export interface CalendarEntry {
  uid: string
  sequence: number
  title: string
  description: string
  start: Date
  durationMinutes: number
  timezone: string
  url: string
  organizer: { name: string; email: string }
  cancelled: boolean
  stamp: Date
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0')
const formatters = new Map<string, Intl.DateTimeFormat>()

/** Minutes east of UTC for `tz` at `instant`. */
export function offsetMinutes(tz: string, instant: Date): number {
  let f = formatters.get(tz)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' })
    formatters.set(tz, f)
  }
  const name = f.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name)
  if (!m) return 0
  const v = Number(m[2]) * 60 + Number(m[3] ?? 0)
  return m[1] === '-' ? -v : v
}

const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
const localStamp = (instant: Date, offset: number) => utcStamp(new Date(instant.getTime() + offset * 60_000))
const offsetText = (m: number) =>
  `${m < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(m) / 60))}${pad(Math.abs(m) % 60)}`

/** Offset changes of `tz` from a year before to a year after `around` (found by day scan, then bisection). */
function transitions(tz: string, around: Date) {
  const year = around.getUTCFullYear()
  const out: { at: Date; from: number; to: number }[] = []
  let t = Date.UTC(year - 1, 0, 1)
  const end = Date.UTC(year + 2, 0, 1)
  let prev = offsetMinutes(tz, new Date(t))
  const day = 24 * 3600_000
  for (; t < end; t += day) {
    const next = offsetMinutes(tz, new Date(t + day))
    if (next !== prev) {
      let lo = t
      let hi = t + day
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 2 / 60_000) * 60_000
        if (offsetMinutes(tz, new Date(mid)) === prev) lo = mid
        else hi = mid
      }
      out.push({ at: new Date(hi), from: prev, to: next })
      prev = next
    }
  }
  return out
}

export function vtimezone(tz: string, around: Date): string[] {
  const changes = transitions(tz, around)
  const lines = ['BEGIN:VTIMEZONE', `TZID:${tz}`]
  if (!changes.length) {
    const o = offsetMinutes(tz, around)
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offsetText(o)}`,
      `TZOFFSETTO:${offsetText(o)}`,
      'END:STANDARD',
    )
  }
  for (const c of changes) {
    const kind = c.to > c.from ? 'DAYLIGHT' : 'STANDARD'
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(c.at, c.from)}`,
      `TZOFFSETFROM:${offsetText(c.from)}`,
      `TZOFFSETTO:${offsetText(c.to)}`,
      `END:${kind}`,
    )
  }
  lines.push('END:VTIMEZONE')
  return lines
}

const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8')
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += ch
    size += n
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function buildCalendar(e: CalendarEntry): string {
  const end = new Date(e.start.getTime() + e.durationMinutes * 60_000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cradle//Virtual Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone(e.timezone, e.start),
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.stamp)}Z`,
    `DTSTART;TZID=${e.timezone}:${localStamp(e.start, offsetMinutes(e.timezone, e.start))}`,
    `DTEND;TZID=${e.timezone}:${localStamp(end, offsetMinutes(e.timezone, end))}`,
    `SUMMARY:${escapeText(e.title)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `URL:${e.url}`,
    `LOCATION:${escapeText(e.url)}`,
    `ORGANIZER;CN=${escapeText(e.organizer.name)}:mailto:${e.organizer.email}`,
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/** "Cradle <hello@cradle.test>" → name and address. */
export function parseMailbox(from: string): { name: string; email: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return m ? { name: m[1] || 'Cradle', email: m[2] } : { name: 'Cradle', email: from.trim() }
}
