import { TZDate } from '@date-fns/tz'

/** US timezone words people paste, mapped to IANA zones. */
const TZ_WORDS: Record<string, string> = {
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

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']
const MONTH_RE =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?'
const WEEKDAY_RE =
  '(sun(?:day)?|mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?)\\.?'
const ORD = '(?:st|nd|rd|th)?'

type Ymd = { y: number; m: number; d: number }
/** `note`: what the admin should check (a guessed weekday, a weekday that contradicts the date). */
export type DateMatch = { ymd: Ymd; index: number; length: number; note?: string }
export type TimeMatch = { h: number; min: number; endMinutes: number | null; index: number; length: number }

const monthIndex = (s: string) => MONTHS.indexOf(s.slice(0, 3).toLowerCase()) + 1
const weekdayIndex = (s: string) => WEEKDAYS.indexOf(s.slice(0, 3).toLowerCase())
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

function addDays(ymd: Ymd, n: number): Ymd {
  const d = new Date(Date.UTC(ymd.y, ymd.m - 1, ymd.d + n))
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() }
}
const weekdayOf = (ymd: Ymd) => new Date(Date.UTC(ymd.y, ymd.m - 1, ymd.d)).getUTCDay()
const valid = (ymd: Ymd) => {
  const d = new Date(Date.UTC(ymd.y, ymd.m - 1, ymd.d))
  return d.getUTCMonth() === ymd.m - 1 && d.getUTCDate() === ymd.d
}

/** The import's "today" as a calendar day in its timezone. */
export function todayIn(now: Date, tz: string): Ymd {
  const t = new TZDate(now.getTime(), tz)
  return { y: t.getFullYear(), m: t.getMonth() + 1, d: t.getDate() }
}

/** A month/day without a year is its next occurrence on or after today. */
function inferYear(m: number, d: number, today: Ymd): number {
  const thisYear = { y: today.y, m, d }
  const before = m < today.m || (m === today.m && d < today.d)
  return before ? thisYear.y + 1 : thisYear.y
}
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y))

/** "Wed, Jan 12" where Jan 12 is a Tuesday: the date is kept, the admin is asked to check it. */
function weekdayClash(word: string | undefined, ymd: Ymd): string | undefined {
  if (!word || weekdayIndex(word) === weekdayOf(ymd)) return undefined
  return `The text says "${word}" but ${formatYmd(ymd)} is a ${WEEKDAY_NAMES[weekdayOf(ymd)]}: check the date.`
}

const MONTH_WORD = new RegExp(`^${MONTH_RE}$`, 'i')
/** Words that introduce a person: a weekday-like word after them is a name ("with Thu Nguyen"). */
const PERSON_MARKER = /(?:\bwith|\bw\/|\bled by|\bby|\()\s*$/i
/**
 * A weekday word only stands for a date where a date can stand: "next Thu", "Thursday 7pm", "Thu, 7pm", at the end,
 * "Saturday Storytime 10am". It is a name after a word that introduces a person ("with Thu Nguyen"), and an
 * abbreviation followed by a capitalised word is a name too ("Sun Salutation Yoga"); an abbreviation must be
 * capitalised, since "sun", "sat" and "wed" are words.
 */
function weekdayStandsAsDate(s: string, m: RegExpExecArray): boolean {
  if (m[1]) return true
  const word = m[2]
  const abbreviation = word.length <= 4
  if (abbreviation && !/^[A-Z]/.test(word)) return false
  if (PERSON_MARKER.test(s.slice(0, m.index))) return false
  const next = /^\s+([\p{Lu}][\p{Ll}]+)/u.exec(s.slice(m.index + m[0].length))
  return !next || MONTH_WORD.test(next[1]) || !abbreviation
}

/**
 * Finds the calendar date in `s`. A written date (3/3, March 3, 2026-03-03) wins over a relative word (today,
 * tomorrow, a weekday), whatever comes first: "with Thu Nguyen - Tue Jan 12" is January 12.
 */
export function findDate(s: string, today: Ymd): DateMatch | null {
  const written: DateMatch[] = []
  const relative: DateMatch[] = []
  const push = (list: DateMatch[], ymd: Ymd, m: RegExpExecArray, note?: string) => {
    if (valid(ymd)) list.push({ ymd, index: m.index, length: m[0].length, ...(note ? { note } : {}) })
  }
  let m = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(s)
  if (m) push(written, { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) }, m)
  m = new RegExp(`\\b(?:${WEEKDAY_RE},?\\s*)?(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}|\\d{2}))?\\b`, 'i').exec(s)
  if (m) {
    const mo = Number(m[2])
    const d = Number(m[3])
    const ymd = { y: m[4] ? fullYear(m[4]) : inferYear(mo, d, today), m: mo, d }
    push(written, ymd, m, weekdayClash(m[1], ymd))
  }
  m = new RegExp(
    `\\b(?:${WEEKDAY_RE},?\\s*)?${MONTH_RE}\\s+(\\d{1,2})${ORD}\\b(?:,?\\s*(\\d{4}))?`,
    'i',
  ).exec(s)
  if (m) {
    const mo = monthIndex(m[2])
    const d = Number(m[3])
    const ymd = { y: m[4] ? Number(m[4]) : inferYear(mo, d, today), m: mo, d }
    push(written, ymd, m, weekdayClash(m[1], ymd))
  }
  m = new RegExp(
    `\\b(?:${WEEKDAY_RE},?\\s*)?(\\d{1,2})${ORD}\\s+(?:of\\s+)?${MONTH_RE}(?:,?\\s*(\\d{4}))?`,
    'i',
  ).exec(s)
  if (m) {
    const mo = monthIndex(m[3])
    const d = Number(m[2])
    const ymd = { y: m[4] ? Number(m[4]) : inferYear(mo, d, today), m: mo, d }
    push(written, ymd, m, weekdayClash(m[1], ymd))
  }
  m = /\b(today|tonight|tomorrow)\b/i.exec(s)
  if (m) push(relative, addDays(today, /tomorrow/i.test(m[1]) ? 1 : 0), m)
  const weekdays = new RegExp(`\\b(?:(next|this|on)\\s+)?${WEEKDAY_RE}(?=[\\s,.;:)]|$)`, 'gi')
  for (let w = weekdays.exec(s); w; w = weekdays.exec(s)) {
    if (!weekdayStandsAsDate(s, w)) continue
    let diff = (weekdayIndex(w[2]) - weekdayOf(today) + 7) % 7
    // "next Tuesday" on a Tuesday means a week later; a bare "Tuesday" can be today.
    if (w[1]?.toLowerCase() === 'next' && diff === 0) diff = 7
    const ymd = addDays(today, diff)
    const guessed = w[1] && w[1].toLowerCase() !== 'on' ? undefined : w[2]
    push(
      relative,
      ymd,
      w,
      guessed && `Only a weekday was given ("${guessed}"): read as ${formatYmd(ymd)}. Check the date.`,
    )
    break
  }
  const first = (list: DateMatch[]) => list.sort((a, b) => a.index - b.index || b.length - a.length)[0]
  return first(written) ?? first(relative) ?? null
}

function to24(h: number, ampm: string | undefined, assumePm: boolean): number {
  const a = ampm?.toLowerCase().replace(/\./g, '')
  if (a === 'pm' || a === 'p') return h === 12 ? 12 : h + 12
  if (a === 'am' || a === 'a') return h === 12 ? 0 : h
  // Classes without am/pm at 1–6 o'clock are afternoon/evening sessions.
  return assumePm && h >= 1 && h <= 6 ? h + 12 : h
}

const AMPM = '(a\\.?m\\.?|p\\.?m\\.?|a|p)(?![a-z])'
/** Finds a start time ("6:30pm", "18:30", "noon", "6:30–8pm") and the end of a range. */
export function findTime(s: string): TimeMatch | null {
  const noon = /\b(noon|midday|midnight)\b/i.exec(s)
  const range = new RegExp(
    `\\b(\\d{1,2})(?::(\\d{2}))?\\s*(?:${AMPM})?\\s*(?:-|–|—|to|until)\\s*(\\d{1,2})(?::(\\d{2}))?\\s*(?:${AMPM})?`,
    'i',
  ).exec(s)
  const single = new RegExp(`\\b(\\d{1,2})(?::(\\d{2}))?\\s*${AMPM}|\\b(\\d{1,2}):(\\d{2})\\b`, 'i').exec(s)
  if (range && (range[3] || range[6] || range[2]) && (!single || range.index <= single.index)) {
    const endAmpm = range[6]
    const startAmpm = range[3] ?? endAmpm
    const hasMarker = !!(range[3] || range[6])
    const h1 = Number(range[1])
    const h2 = Number(range[4])
    if (h1 <= 23 && h2 <= 23 && (hasMarker || range[2] || range[5])) {
      const start = to24(h1, startAmpm, true) * 60 + Number(range[2] ?? 0)
      let end = to24(h2, endAmpm, true) * 60 + Number(range[5] ?? 0)
      // "11:30-1pm": the start takes the morning when the end's marker would put it after the end.
      const fixedStart = start > end && !range[3] && start >= 12 * 60 ? start - 12 * 60 : start
      if (end <= fixedStart) end += 12 * 60
      return {
        h: Math.floor(fixedStart / 60),
        min: fixedStart % 60,
        endMinutes: end,
        index: range.index,
        length: range[0].length,
      }
    }
  }
  if (single && (!noon || single.index < noon.index)) {
    const h = Number(single[1] ?? single[4])
    const min = Number(single[2] ?? single[5] ?? 0)
    if (h <= 23 && min <= 59) {
      return {
        h: to24(h, single[3], true),
        min,
        endMinutes: null,
        index: single.index,
        length: single[0].length,
      }
    }
  }
  if (noon) {
    const h = noon[1].toLowerCase() === 'midnight' ? 0 : 12
    return { h, min: 0, endMinutes: null, index: noon.index, length: noon[0].length }
  }
  return null
}

const pad = (n: number) => String(n).padStart(2, '0')
export const formatYmd = (d: Ymd) => `${d.y}-${pad(d.m)}-${pad(d.d)}`

export type ParsedWhen = {
  /** "YYYY-MM-DDTHH:mm", "YYYY-MM-DD" when no time was given, or "" */
  date: string
  timezone: string | null
  /** Minutes between a time range's start and end. */
  rangeMinutes: number | null
  /** What was recognised, so callers can remove it from the rest of a line. */
  spans: { index: number; length: number }[]
  /** Something about the date the admin should check (see `DateMatch.note`). */
  note?: string
}

/**
 * Two-letter zones ("CT", "PT") only count right after a time ("6:30pm CT"): "PT" after a name is a
 * physical therapist. Longer forms ("EST", "Central Time") count anywhere.
 */
function findTimezone(s: string): RegExpExecArray | null {
  const re = new RegExp(TZ_PATTERN.source, 'g')
  for (let m = re.exec(s); m; m = re.exec(s)) {
    if (m[1].length > 2 || /(\d|am|pm|a\.m\.|p\.m\.|noon)\s*\(?$/i.test(s.slice(0, m.index))) return m
  }
  return null
}

/** Reads a date, time and timezone from free text; relative words resolve against `now` in `defaultTz`. */
export function parseWhen(s: string, now: Date, defaultTz: string): ParsedWhen {
  const tzMatch = findTimezone(s)
  const timezone = tzMatch ? (TZ_WORDS[tzMatch[1].toLowerCase()] ?? null) : null
  const today = todayIn(now, timezone ?? defaultTz)
  const spans: { index: number; length: number }[] = []
  let rest = s
  const blank = (m: { index: number; length: number }) => {
    spans.push(m)
    rest = rest.slice(0, m.index) + ' '.repeat(m.length) + rest.slice(m.index + m.length)
  }
  if (tzMatch) blank({ index: tzMatch.index, length: tzMatch[0].length })
  const date = findDate(rest, today)
  // Look for the time outside the date, so "3/3" is never read as a time.
  if (date) blank(date)
  const time = findTime(rest)
  if (time) spans.push({ index: time.index, length: time.length })
  const day = date ? formatYmd(date.ymd) : ''
  return {
    date: day && time ? `${day}T${pad(time.h)}:${pad(time.min)}` : day,
    timezone,
    rangeMinutes: time?.endMinutes != null ? time.endMinutes - (time.h * 60 + time.min) : null,
    spans,
    ...(date?.note ? { note: date.note } : {}),
  }
}

/** "2026-03-03T18:30" in "America/Chicago" → the instant. */
export function localToInstant(local: string, tz: string): Date {
  const [d, t] = local.split('T')
  const [y, m, day] = d.split('-').map(Number)
  const [h, min] = t.split(':').map(Number)
  return new Date(new TZDate(y, m - 1, day, h, min, tz).getTime())
}
