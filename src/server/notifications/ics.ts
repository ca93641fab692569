/**
 * A small RFC 5545 writer: one VEVENT with its VTIMEZONE, so calendars show the event at the right
 * wall-clock time in the event's zone even across daylight-saving changes. The VTIMEZONE lists the
 * zone's actual transitions (from Intl) for the years around the event instead of US-only RRULEs.
 */
export interface IcsEvent {
  uid: string
  sequence: number
  start: Date
  durationMinutes: number
  timezone: string
  summary: string
  description?: string
  url?: string
  cancelled?: boolean
  stamp: Date
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>()

/** Minutes east of UTC in `tz` at instant `d`. */
export function tzOffsetMinutes(tz: string, d: Date): number {
  let f = offsetFormatters.get(tz)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' })
    offsetFormatters.set(tz, f)
  }
  const name = f.formatToParts(d).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name)
  if (!m) return 0
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0))
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0')

/** Wall-clock `YYYYMMDDTHHMMSS` of instant `d` shifted by `offset` minutes. */
function localStamp(d: Date, offset: number): string {
  const l = new Date(d.getTime() + offset * 60_000)
  return `${l.getUTCFullYear()}${pad(l.getUTCMonth() + 1)}${pad(l.getUTCDate())}T${pad(l.getUTCHours())}${pad(l.getUTCMinutes())}${pad(l.getUTCSeconds())}`
}
const utcStamp = (d: Date) => `${localStamp(d, 0)}Z`
const fmtOffset = (min: number) =>
  `${min < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(min) / 60))}${pad(Math.abs(min) % 60)}`

/** Instants in [from, to) where the zone's offset changes, found day by day then to the minute. */
function transitions(tz: string, from: Date, to: Date): { at: Date; before: number; after: number }[] {
  const out: { at: Date; before: number; after: number }[] = []
  const day = 86_400_000
  let prev = tzOffsetMinutes(tz, from)
  for (let t = from.getTime() + day; t <= to.getTime(); t += day) {
    const cur = tzOffsetMinutes(tz, new Date(t))
    if (cur === prev) continue
    let lo = t - day
    let hi = t
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 2 / 60_000) * 60_000
      if (tzOffsetMinutes(tz, new Date(mid)) === prev) lo = mid
      else hi = mid
    }
    out.push({ at: new Date(hi), before: prev, after: cur })
    prev = cur
  }
  return out
}

function vtimezone(tz: string, around: Date): string[] {
  const y = around.getUTCFullYear()
  const from = new Date(Date.UTC(y - 1, 0, 1))
  const list = transitions(tz, from, new Date(Date.UTC(y + 2, 0, 1)))
  const lines = ['BEGIN:VTIMEZONE', `TZID:${tz}`]
  if (!list.length) {
    const off = tzOffsetMinutes(tz, around)
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${fmtOffset(off)}`)
    lines.push(`TZOFFSETTO:${fmtOffset(off)}`, 'END:STANDARD')
  }
  for (const tr of list) {
    const kind = tr.after > tr.before ? 'DAYLIGHT' : 'STANDARD'
    lines.push(`BEGIN:${kind}`, `DTSTART:${localStamp(tr.at, tr.before)}`)
    lines.push(`TZOFFSETFROM:${fmtOffset(tr.before)}`, `TZOFFSETTO:${fmtOffset(tr.after)}`, `END:${kind}`)
  }
  lines.push('END:VTIMEZONE')
  return lines
}

const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets continue on the next line after CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let cur = ''
  let len = 0
  for (const ch of line) {
    const n = Buffer.byteLength(ch)
    if (len + n > (parts.length ? 74 : 75)) {
      parts.push(cur)
      cur = ''
      len = 0
    }
    cur += ch
    len += n
  }
  parts.push(cur)
  return parts.join('\r\n ')
}

export function buildIcs(e: IcsEvent): string {
  const end = new Date(e.start.getTime() + e.durationMinutes * 60_000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cradle//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone(e.timezone, e.start),
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART;TZID=${e.timezone}:${localStamp(e.start, tzOffsetMinutes(e.timezone, e.start))}`,
    `DTEND;TZID=${e.timezone}:${localStamp(end, tzOffsetMinutes(e.timezone, end))}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
