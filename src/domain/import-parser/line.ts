import type { RawRecord } from './fields'
import { keyValue, stripBullet } from './key-value'
import { isCredential, looksLikePersonName, splitNameCredentials } from './names'
import { findLanguages } from './values'
import { type ParsedWhen, parseWhen, prepareWhenText } from './when'

// Starts only where a word starts: scanning a long word from every position was quadratic.
export const EMAIL_RE = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u
export const PHONE_RE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/
const URL_RE = /\bhttps?:\/\/\S+|\bwww\.\S+/gi
const AMOUNT_RE =
  /(?:US)?\$\s?\d[\d,]*(?:\.\d{1,2})?(?:\s*(?:\/|per|por)\s*(?:person|family|familia|couple|pareja|registration|session|class|clase|participant|household))?|\b\d+(?:\.\d{2})?\s*(?:usd|dollars|d[oó]lares)\b/i
const FREE_RE = /\b(?:free|gratis|gratuit[oa]s?|no cost|no charge)\b/i
const DURATION_RE = new RegExp(
  [
    '\\b\\d+(?:\\.\\d+)?\\s*(?:hours?|hrs?|h|horas?)\\b(?:\\s*(?:and\\s*|y\\s*)?\\d+\\s*(?:minutes?|mins?|m|minutos?)\\b|\\s+(?:y\\s+media|and\\s+a\\s+half))?',
    '\\b(?:an?|one|una)\\s+(?:hour|hora)\\s+(?:y\\s+media|and\\s+a\\s+half)\\b',
    '\\b\\d+h\\d+\\b',
    '\\b\\d+[\\s-]*(?:minutes?|mins?|minutos?|m)\\b',
    '\\b(?:an|one|una)\\s+(?:hour|hora)\\b',
    '\\bhalf\\s+(?:an\\s+)?hour\\b',
  ].join('|'),
  'i',
)
const CAPACITY_RE =
  /\b\d+\s*(?:seats|spots|spaces|people|participants|attendees|families|familias|personas|couples|max)\b|\b(?:max(?:imum)?(?:\s+(?:of|participants|attendees))?|capacity|limit(?:ed)?\s+to|up\s+to|cap(?:ped)?(?:\s+\w+)?\s+at|cupo(?:\s+limitado)?(?:\s+a)?|cupo\s+de)\s*:?\s*\d+\b/i
const LANGUAGE_RE =
  /\(?\b(?:in|en)\s+(English|Spanish|Español|espanol|Mandarin|Cantonese|Tagalog|Vietnamese|Korean|Arabic|French|Haitian Creole|Portuguese|Russian|ASL)\b\)?/iu
/** Words that introduce the person leading a session. */
export const PROVIDER_MARKER =
  /(?:^|\s|\()(?:(?:with|w\/|led by|hosted by|presented by|facilitated by|taught by|featuring|con)\s+|(?:instructor|instructora|facilitator|facilitador|facilitadora|presenter|speaker|host|led by|ponente)\s*:\s*)/i
const SEP = '\u0000'

/** Emoji and the joiners around them: flyers use them as bullets and decoration. */
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D|\u20E3/gu
export const stripEmoji = (s: string) =>
  s
    .replace(EMOJI, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()

/** Cuts the first match of `re` out of `s` (leaving a segment break) and returns it. */
function take(s: { text: string }, re: RegExp): string | undefined {
  const m = re.exec(s.text)
  if (!m) return undefined
  s.text = s.text.slice(0, m.index) + SEP + s.text.slice(m.index + m[0].length)
  return m[0].trim()
}

export const cleanSegment = (x: string) =>
  x
    .replace(/^[\s,;:.\-–—|•·*»«>]+/, '')
    .replace(/[\s,;:\-–—|•·*(»«>]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()

/** What is left of a date once it is cut out: "in", "at", "(US and Canada)", "Time". */
const LEFTOVER =
  /^(?:[()[\]]+|in|at|on|from|to|and|de|a las|el|la|time|hora|\(?(?:us|u\.s\.)\s*(?:&|and)\s*canada\)?|\(utc[^)]*\)|utc[+-]?[\d:]*)$/i

/** Splits a line at its separators: spaced dashes, bars, bullets, middle dots, tabs, and cut-out fields. */
export function segments(text: string): string[] {
  return text
    .split(new RegExp(`${SEP}|\\s[-–—|•·]+\\s|\\s*[|•·]\\s*|\\t|;\\s+|\\s—|—\\s|\\s--\\s`))
    .map(cleanSegment)
    .filter((x) => x.length > 0 && /[\p{L}\p{N}]/u.test(x) && !LEFTOVER.test(x))
}

/** "Name, CREDS[, Job title]" where the name reads as a person's: the provider text, else null. */
export function personText(seg: string): string | null {
  const t = seg.trim().replace(/^\((.*)\)$/, '$1')
  const parts = splitNameCredentials(lastFirst(t))
  return looksLikePersonName(parts.name) ? t : null
}

/** "García Ruiz, Sofía" → first "Sofía", last "García Ruiz": the comma form of a CRM, or null. */
export function lastFirstParts(s: string): { first: string; last: string } | null {
  const m = /^([\p{L}'’. -]+),\s*([\p{L}'’.-]+(?:\s[\p{L}'’.-]+)?)$/u.exec(s.trim())
  if (!m) return null
  const [, last, first] = m
  if (first.split(/\s+/).some((w) => isCredential(w, true))) return null
  if (!/^\p{Lu}/u.test(first) || !/\p{L}/u.test(last) || last.trim().split(/\s+/).length > 3) return null
  // "Claire Dubois, Return-to-Work Coach" is a name and a job title, not "Last, First".
  if (!looksLikePersonName(`${first} ${last}`) || /-/.test(first)) return null
  return { first: first.trim(), last: last.trim() }
}

/** "Okafor, Chiamaka" / "Haddad, Omar" → "Chiamaka Okafor"; any other text unchanged. */
export function lastFirst(s: string): string {
  const p = lastFirstParts(s)
  return p ? `${p.first} ${p.last}` : s
}

const REQUEST_LEAD =
  /^(?:(?:can|could|would) (?:we|you) (?:please )?(?:also )?(?:add|schedule|run|host|offer|list|post)|(?:please )?(?:also )?(?:add|schedule|list|post)|(?:we|i)(?:'d| would) (?:like|love) to (?:add|offer|run|host|schedule|propose))\s+/i
const INVITATION =
  /^(?:join us (?:for|at)|come (?:to|join)|don't miss|do not miss|introducing|announcing|save the date(?: for)?:?)\s+(?:(?:our|the|a|an|this|next|free|new|virtual|online|live|monthly|weekly|special)\s+)*(.+?)[!.]*$/i

export type LineInfo = {
  /** The line as pasted. */
  raw: string
  /** Bullets and emoji removed. */
  text: string
  /** The values found on the line under their meanings. */
  fields: RawRecord
  when: ParsedWhen | null
  /** The date and time text as written (the parts `when` read), to be read again with the rest of a record. */
  whenText: string
  /** Segments left once every field is cut out: the title, a person, a description… */
  rest: string[]
  /** A person introduced by "with", "led by", "Facilitadora:"… */
  provider?: string
  /** A "Key: value" line with a known key. */
  pair?: { key: NonNullable<ReturnType<typeof keyValue>>['key']; value: string }
  indented: boolean
}

/** `cache`: lines already read in this parse (a line is looked at by several readers; reading is the cost). */
export type LineContext = { now: Date; timezone: string; cache?: Map<string, LineInfo> }

/** Reads the recognisable values of a line; what is left is returned in `rest`. */
export function readLine(raw: string, ctx: LineContext): LineInfo {
  const hit = ctx.cache?.get(raw)
  if (hit) return hit
  const info = readLineUncached(raw, ctx)
  ctx.cache?.set(raw, info)
  return info
}

function readLineUncached(raw: string, ctx: LineContext): LineInfo {
  const indented = /^\s+\S/.test(raw)
  // Markdown headings and emphasis, checkboxes, bullets and emoji are layout, not content.
  const text = stripEmoji(
    stripBullet(raw.replace(/^\s*\[[ xX]\]\s*/, ''))
      .replace(/^#{1,6}\s+/, '')
      .replace(/\*\*|__/g, ''),
  )
  const info: LineInfo = { raw, text, fields: {}, when: null, whenText: '', rest: [], indented }
  const pair = keyValue(text)
  if (pair) info.pair = pair
  const s = { text: prepareWhenText(text.replace(URL_RE, SEP)) }
  const f = info.fields
  f.email = take(s, EMAIL_RE)
  f.phone = take(s, PHONE_RE)
  // A bare number is no price, but "$0.00" is; an amount wins over "free" ("Free for members, $10 otherwise").
  f.price = take(s, AMOUNT_RE)
  const free = take(s, FREE_RE)
  f.price ??= free
  f.duration = take(s, DURATION_RE)
  f.capacity = take(s, CAPACITY_RE)
  const lang = take(s, LANGUAGE_RE)
  if (lang) f.language = findLanguages(lang.replace(/^\(?\s*(in|en)\s+/i, ''))[0]
  const when = parseWhen(s.text, ctx.now, ctx.timezone)
  if (when.spans.length) {
    info.when = when
    info.whenText = [...when.spans]
      .sort((a, b) => a.index - b.index)
      .map((x) => s.text.slice(x.index, x.index + x.length).trim())
      .join(' ')
    const spans = [...when.spans].sort((a, b) => b.index - a.index)
    for (const x of spans) s.text = s.text.slice(0, x.index) + SEP + s.text.slice(x.index + x.length)
  }
  // "with Keisha Williams, IBCLC": the person ends the segment. The first marker followed by a person counts
  // ("Cho con bú … with Thu Nguyen": "con" is no marker there).
  const markers = new RegExp(PROVIDER_MARKER.source, 'gi')
  for (let marker = markers.exec(s.text); marker; marker = markers.exec(s.text)) {
    const after = s.text.slice(marker.index + marker[0].length)
    let seg = after.split(new RegExp(`${SEP}|\\s[-–—|•·]\\s|\\s*[|•·(]\\s*|;`))[0]
    // "with Ruth Adler on Jan 8": the name ends where a lower-case word (not a particle) starts.
    const tail =
      /\s+(?:on|at|this|next|for|in|from|to|and|every|starting|about|who|that|des?de|el|los|las)\b.*$/.exec(
        seg,
      )
    if (tail) seg = seg.slice(0, tail.index)
    const person = personText(cleanSegment(seg))
    if (person) {
      info.provider = person
      s.text = `${s.text.slice(0, marker.index)}${SEP}${after.slice(seg.length)}`
      break
    }
  }
  for (const k of Object.keys(f) as (keyof RawRecord)[]) if (!f[k]) delete f[k]
  info.rest = segments(s.text.replace(new RegExp(`\\((?:\\s|${SEP})*\\)`, 'g'), SEP))
  // "Can we add Swaddling Workshop …": the request is not part of the title.
  if (info.rest[0]) {
    const bare = info.rest[0].replace(REQUEST_LEAD, '')
    if (bare && bare !== info.rest[0] && /^\p{Lu}/u.test(bare)) info.rest[0] = bare
  }
  // "Join us for our FREE virtual Dad Talk!": the invitation's object is the title.
  const invite = INVITATION.exec(text)
  if (invite) info.rest = [cleanSegment(invite[1].replace(/[!.]+$/, ''))]
  return info
}

/** The line holds at least one value a row is made of (a date, a time, a price, a duration, a capacity). */
export const hasRowField = (l: LineInfo) =>
  !!(
    l.when?.day ||
    l.when?.time ||
    l.when?.relative ||
    l.fields.price ||
    l.fields.duration ||
    l.fields.capacity
  )
