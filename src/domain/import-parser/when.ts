import * as chrono from 'chrono-node'
import { formatYmd, TZ_WORDS, todayIn } from './dates'

/**
 * Dates and times in free text, read by chrono-node (English and Spanish parsers): "Tue 3/10 7-8:30pm ET",
 * "Saturday, January 9, 2027 • 10:00 AM–11:00 AM CT", "martes 12 de enero, 6:30 p.m.", "noon PT". Around it, what
 * chrono does not do: shorthand people type ("10a", "6:30p", "3.13.27"), the year of a date written without one
 * (its next occurrence from the import day, in the import's zone), US zone words to IANA zones, and relative dates,
 * which are reported rather than resolved (issue 27: the admin enters those).
 */

type Ymd = { y: number; m: number; d: number }
export type Span = { index: number; length: number }
export type ParsedWhen = {
  /** "YYYY-MM-DDTHH:mm", "YYYY-MM-DD" when no time was given, or "" (none, or only a relative date). */
  date: string
  /** The parts: "YYYY-MM-DD" and "HH:mm", each "" when not given (a record may have them on different lines). */
  day: string
  time: string
  timezone: string | null
  /** Minutes between a time range's start and end. */
  rangeMinutes: number | null
  /** What was recognised, so callers can cut it from the rest of the line. */
  spans: Span[]
  /** A relative date as written ("next Thursday"): not turned into a date. */
  relative?: string
  /** Something about the date the admin should check. */
  note?: string
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const SPANISH_MONTH =
  /\b(enero|febrero|marzo|abril|mayo|junio|julio|agosto|sep?tiembre|octubre|noviembre|diciembre)\b/i
const MAYBE_WHEN =
  /\d|\b(noon|midday|midnight|today|tonight|tomorrow|mon|tue|wed|thu|fri|sat|sun|lunes|martes|miércoles|jueves|viernes|sábado|domingo)/i

/**
 * Shorthand chrono does not read, rewritten in place: "10a"/"6:30p" (Slack) → "10am"/"6:30pm", "3.13.27" → "3/13/27",
 * "@ 7pm" → "at 7pm". Callers work on the rewritten line.
 */
export function prepareWhenText(s: string): string {
  return s
    .replace(/\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})\b/g, '$1/$2/$3')
    .replace(/\b(\d{1,2}(?::\d{2})?)([ap])(?=$|[\s,;)–—-])/gi, '$1$2m')
    .replace(/\s@\s*(?=\d)/g, ' at ')
}

/** US zone words people paste ("CT", "Central Time", "Eastern", "hora del Este") → IANA. */
const ZONE_RE =
  /\b(?:(ET|EST|EDT|CT|CST|CDT|MT|MST|MDT|PT|PST|PDT|AKT|AKST|AKDT|HT|HST)|(Eastern|Central|Mountain|Pacific|Alaska|Hawaii)(?:\s+(?:Standard\s+|Daylight\s+)?Time)?|hora\s+del?\s+(este|centro|pac[ií]fico|monta[ñn]a))\b/gi
const SPANISH_ZONES: Record<string, string> = {
  este: 'eastern',
  centro: 'central',
  pacifico: 'pacific',
  pacífico: 'pacific',
  montaña: 'mountain',
  montana: 'mountain',
}

/**
 * The first zone in `s`. Two-letter zones ("CT", "PT") count only right after a time or a date, or in brackets, so
 * "Dana Kim, PT" stays a physical therapist; the spelled-out ones count anywhere.
 */
export function findZone(s: string): { zone: string; index: number; length: number } | null {
  const re = new RegExp(ZONE_RE.source, 'gi')
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const before = s.slice(0, m.index)
    const word = (m[1] ?? m[2] ?? SPANISH_ZONES[(m[3] ?? '').toLowerCase()] ?? '').toLowerCase()
    const zone = TZ_WORDS[word]
    if (!zone) continue
    if (m[1] && m[1].length === 2 && !/(\d|am|pm|a\.m\.|p\.m\.|noon|\()\s*[(,]?\s*$/i.test(before)) continue
    // "Pacific" in "Pacific Northwest" is a place; a zone word stands near a time or says "time".
    if (
      m[2] &&
      !/time/i.test(m[0]) &&
      !/(\d|am|pm|\.m\.|noon|\(|in|all|listed|are|times)\s*[(,:]?\s*$/i.test(before)
    )
      continue
    return { zone, index: m.index, length: m[0].length }
  }
  return null
}

const valid = (ymd: Ymd) => {
  const d = new Date(Date.UTC(ymd.y, ymd.m - 1, ymd.d))
  return d.getUTCMonth() === ymd.m - 1 && d.getUTCDate() === ymd.d
}
const weekdayOf = (ymd: Ymd) => new Date(Date.UTC(ymd.y, ymd.m - 1, ymd.d)).getUTCDay()
/** A month/day without a year is its next occurrence on or after the import day. */
function inferYear(m: number, d: number, today: Ymd): number {
  return m < today.m || (m === today.m && d < today.d) ? today.y + 1 : today.y
}
const pad = (n: number) => String(n).padStart(2, '0')

type Result = chrono.ParsedResult

/**
 * Chrono's parsers without the ones for lengths of time ("in 3 weeks", "90 days from now", "a week ago"): in a
 * schedule those are durations, which this parser reads itself, never dates; dropping them also halves the time
 * chrono takes on a long paste.
 */
const isTimeUnitParser = (p: object) => /TimeUnit/.test(p.constructor.name)
const EN = chrono.casual.clone()
EN.parsers = EN.parsers.filter((p) => !isTimeUnitParser(p))
const ES = chrono.es.casual.clone()
ES.parsers = ES.parsers.filter((p) => !isTimeUnitParser(p))

/** Chrono's answers for a line: English, and the Spanish parser where a Spanish month is named. */
function chronoResults(text: string, ref: Date): Result[] {
  const options = { forwardDate: true }
  // "Partner Prep Night", "Morning Yoga": parts of a day in a title are not times (masked at the same length, so
  // the indexes chrono answers stay those of the text).
  const s = text
    // "3/24 – 7:00pm", "Jan 12 - 7pm": a dash after a date separates it from the time; chrono would read a range.
    .replace(DATE_THEN_DASH, (m) => m.replace(/[–—-]/, ','))
    .replace(
      /(?<!\b(?:this|tomorrow|sunday|monday|tuesday|wednesday|thursday|friday|saturday)\s)\b(night|morning|evening|afternoon)\b/gi,
      (w) => '_'.repeat(w.length),
    )
  const en = EN.parse(s, ref, options)
  if (!SPANISH_MONTH.test(s)) return en
  const es = ES.parse(s, ref, options)
  // Spanish text read in Spanish; an English time chrono.es missed still counts.
  return es.some((r) => r.start.isCertain('day'))
    ? [...es, ...en.filter((r) => !r.start.isCertain('day'))]
    : en
}

/**
 * What chrono reads that is a date or time here: a month, a weekday, a written date or a clock time. Chrono also reads
 * durations and offsets ("90 days", "a w[eek]", "101 w") as dates: those are never dates in a schedule.
 */
const DATEISH = new RegExp(
  [
    '\\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s*\\d',
    '\\d{1,2}(st|nd|rd|th)?\\s+(of\\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)',
    '\\d{1,2}\\s+de\\s+[a-z]+',
    '\\d{1,2}[/.-]\\d{1,2}',
    '\\d{4}-\\d{2}-\\d{2}',
    '\\d\\s*(am|pm|a\\.m|p\\.m)',
    '\\d{1,2}:\\d{2}',
    '\\b(noon|midday|midnight|mediod[ií]a|today|tonight|tomorrow|hoy|mañana)\\b',
  ].join('|'),
  'i',
)
const DURATION_LIKE =
  /\b\d+\s*(w|wk|weeks?|d|days?|mos?|months?|y|yrs?|years?|semanas?|d[ií]as?|meses?)\b|\b(a|an|one)\s+(w|week|day|month|year)\b/i
const DATE_THEN_DASH =
  /(?:\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s*\d{4})?)\s+[–—-]\s+(?=\d)/gi
const hasDay = (r: Result) => r.start.isCertain('day') && r.start.isCertain('month')
const hasHour = (r: Result) => r.start.isCertain('hour')
const WEEKDAY_WORD =
  /\b(mon|monday|tue|tues|tuesday|wed|weds|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|sun|sunday)\b|\b(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\b/i
/**
 * A date given relative to today: "today", "tomorrow", "next Thursday", "this Saturday at 10am", "Thursday 7pm". A
 * weekday alone, with no time and no next/this/on, is a word ("Safe Sleep Saturday"), not a date.
 */
const isRelative = (r: Result) =>
  /\b(today|tonight|tomorrow|hoy|mañana)\b/i.test(r.text) ||
  (WEEKDAY_WORD.test(r.text) &&
    !(hasDay(r) && DATEISH.test(r.text) && /\d/.test(r.text)) &&
    (/\b(next|this|coming|on|pr[oó]xim[oa]|este|esta)\s+\w+/i.test(r.text) || hasHour(r)))
const accepted = (r: Result) =>
  !DURATION_LIKE.test(r.text) && (isRelative(r) || (DATEISH.test(r.text) && (hasDay(r) || hasHour(r))))

/** The import day per zone: the same few answers for every line of a paste. */
const todays = new Map<string, Ymd>()
function todayCached(now: Date, tz: string): Ymd {
  const key = `${now.getTime()} ${tz}`
  let t = todays.get(key)
  if (!t) {
    if (todays.size > 100) todays.clear()
    t = todayIn(now, tz)
    todays.set(key, t)
  }
  return t
}

/** Spans sorted and merged where they overlap (the English and Spanish parsers may both read a time). */
function mergeSpans(spans: Span[]): Span[] {
  const out: Span[] = []
  for (const x of [...spans].sort((a, b) => a.index - b.index)) {
    const last = out[out.length - 1]
    if (last && x.index <= last.index + last.length)
      last.length = Math.max(last.length, x.index + x.length - last.index)
    else out.push({ ...x })
  }
  return out
}

/** Reads a date, time and zone from free text (already passed through `prepareWhenText`). */
export function parseWhen(s: string, now: Date, defaultTz: string): ParsedWhen {
  const none: ParsedWhen = { date: '', day: '', time: '', timezone: null, rangeMinutes: null, spans: [] }
  const zoneMatch = findZone(s)
  const timezone = zoneMatch?.zone ?? null
  if (!MAYBE_WHEN.test(s) || !(DATEISH.test(s) || WEEKDAY_WORD.test(s)))
    return { ...none, timezone, spans: zoneMatch ? [zoneMatch] : [] }
  const today = todayCached(now, timezone ?? defaultTz)
  // A reference at noon UTC of the import day keeps chrono's own relative arithmetic on that day in any zone.
  const ref = new Date(Date.UTC(today.y, today.m - 1, today.d, 12))
  const results = chronoResults(s, ref).filter(accepted)
  const spans = mergeSpans(results.map((r) => ({ index: r.index, length: r.text.length })))
  if (zoneMatch && !spans.some((x) => x.index <= zoneMatch.index && zoneMatch.index < x.index + x.length))
    spans.push(zoneMatch)
  const dated = results.find((r) => hasDay(r) && !isRelative(r))
  const relative = dated ? undefined : results.find(isRelative)
  const timed = [dated, relative, ...results].find((r) => r && hasHour(r))
  let day = ''
  let note: string | undefined
  if (dated) {
    const m = dated.start.get('month') as number
    const d = dated.start.get('day') as number
    const ymd = {
      y: dated.start.isCertain('year') ? (dated.start.get('year') as number) : inferYear(m, d, today),
      m,
      d,
    }
    if (valid(ymd)) {
      day = formatYmd(ymd)
      const said = dated.start.isCertain('weekday') ? (dated.start.get('weekday') as number) : null
      const word = WEEKDAY_WORD.exec(dated.text)?.[0] ?? (said !== null ? WEEKDAY_NAMES[said] : '')
      if (said !== null && said !== weekdayOf(ymd))
        note = `The text says "${word}" but ${day} is a ${WEEKDAY_NAMES[weekdayOf(ymd)]}: check the date.`
    }
  }
  let time = ''
  let rangeMinutes: number | null = null
  if (timed) {
    const start = (timed.start.get('hour') as number) * 60 + ((timed.start.get('minute') as number) ?? 0)
    time = `${pad(Math.floor(start / 60))}:${pad(start % 60)}`
    if (timed.end?.isCertain('hour')) {
      let end = (timed.end.get('hour') as number) * 60 + ((timed.end.get('minute') as number) ?? 0)
      if (end <= start) end += 12 * 60
      rangeMinutes = end - start
    }
  }
  if (relative) {
    note = `The text gives a relative date ("${relative.text.trim()}"): enter the date.`
  }
  return {
    date: day && time ? `${day}T${time}` : day,
    day,
    time,
    timezone,
    rangeMinutes,
    spans,
    ...(relative ? { relative: relative.text.trim() } : {}),
    ...(note ? { note } : {}),
  }
}
