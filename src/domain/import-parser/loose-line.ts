import { parseWhen } from './dates'
import type { RawRecord } from './fields'
import { stripBullet } from './key-value'
import { looksLikePersonName, splitNameCredentials } from './names'
import { findLanguages } from './values'

// Starts only where a word starts: scanning a long word from every position was quadratic.
export const EMAIL_RE = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u
export const PHONE_RE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/
const PRICE_RE =
  /\$\s?\d[\d,]*(?:\.\d{1,2})?(?:\s*(?:\/|per)\s*(?:person|family|couple|registration|session))?|\b\d+(?:\.\d{2})?\s*(?:usd|dollars)\b|\bfree\b/i
const DURATION_RE =
  /\b\d+(?:\.\d+)?\s*(?:hours?|hrs?|h)\b(?:\s*(?:and\s*)?\d+\s*(?:minutes?|mins?|m)\b)?|\b\d+h\d+\b|\b\d+\s*(?:minutes?|mins?)\b|\b(?:an|one)\s+hour\b/i
const CAPACITY_RE =
  /\b\d+\s*(?:seats|spots|spaces|people|participants|attendees|families|max)\b|\b(?:max(?:imum)?|capacity|limit|up to)\s*:?\s*\d+\b/i
const LANGUAGE_RE =
  /\(?\b(?:in|en)\s+(English|Spanish|Español|Mandarin|Cantonese|Tagalog|Vietnamese|Korean|Arabic|French|Haitian Creole|Portuguese|Russian|ASL)\b\)?/iu
const SEP = '\u0000'

/** Cuts the first match of `re` out of `s` (leaving a segment break) and returns it. */
function take(s: { text: string }, re: RegExp): string | undefined {
  const m = re.exec(s.text)
  if (!m) return undefined
  s.text = s.text.slice(0, m.index) + SEP + s.text.slice(m.index + m[0].length)
  return m[0].trim()
}

const cleanSegment = (x: string) =>
  x
    .replace(/^[\s,;:.\-–—|•*]+/, '')
    .replace(/[\s,;:\-–—|•*(]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()

function segments(text: string): string[] {
  return text
    .split(new RegExp(`${SEP}|\\s[-–—|•]\\s|\\s*\\|\\s*|\\t|;\\s+|\\s—|—\\s`))
    .map(cleanSegment)
    .filter((x) => x.length > 0 && !/^[()]+$/.test(x))
}

const WITH_RE = /\s+(?:with|w\/|led by|hosted by|presented by|facilitated by|featuring|by|con)\s+/i

/** "Title with Name, CRED" or "Title (Name, CRED)" → title and provider text. */
function titleAndProvider(seg: string): { title: string; provider?: string } {
  const paren = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(seg)
  if (paren && looksLikePersonName(splitNameCredentials(paren[2]).name)) {
    return { title: cleanSegment(paren[1]), provider: paren[2].trim() }
  }
  const parts = seg.split(WITH_RE)
  if (parts.length >= 2) {
    const provider = parts.slice(1).join(' with ')
    if (looksLikePersonName(splitNameCredentials(provider).name))
      return { title: cleanSegment(parts[0]), provider }
  }
  return { title: seg }
}

/**
 * A schedule line: "Breastfeeding Basics with Maria Lopez, IBCLC - Tue March 3, 6:30pm CT, 90 min, $25".
 * Recognised pieces (contact, price, duration, capacity, date/time/zone, language) are cut out;
 * what is left is the title, the provider and maybe a description. Returns null for prose.
 */
export function parseLooseEventLine(line: string, now: Date, defaultTz: string): RawRecord | null {
  const s = { text: stripBullet(line) }
  if (!s.text || /:$/.test(s.text)) return null
  const rec: RawRecord = {}
  rec.email = take(s, EMAIL_RE)
  rec.phone = take(s, PHONE_RE)
  rec.price = take(s, PRICE_RE)
  rec.duration = take(s, DURATION_RE)
  rec.capacity = take(s, CAPACITY_RE)
  const lang = take(s, LANGUAGE_RE)
  if (lang) rec.language = findLanguages(lang.replace(/^\(?\s*(in|en)\s+/i, ''))[0]
  const when = parseWhen(s.text, now, defaultTz)
  if (when.spans.length) {
    const spans = [...when.spans].sort((a, b) => a.index - b.index)
    rec.date = spans.map((x) => s.text.slice(x.index, x.index + x.length)).join(' ')
    // Cut from the end so earlier indexes stay valid.
    for (const x of [...spans].reverse())
      s.text = s.text.slice(0, x.index) + SEP + s.text.slice(x.index + x.length)
  }
  const segs = segments(s.text)
  const first = segs.shift()
  if (!first) return null
  const { title, provider } = titleAndProvider(first)
  rec.eventTitle = title
  if (provider) rec.name = provider
  for (const raw of segs) {
    // "… - with Kelly O'Brien, CLC": a later segment naming the provider.
    const seg = raw.replace(/^(?:with|w\/|led by|hosted by|by)\s+/i, '')
    if (!rec.name && looksLikePersonName(splitNameCredentials(seg).name)) rec.name = seg
    else if (!rec.description && seg.length >= 20) rec.description = seg
  }
  const signals = [rec.date, rec.price, rec.duration, rec.name].filter(Boolean).length
  if (signals === 0) return null
  for (const k of Object.keys(rec) as (keyof RawRecord)[]) if (!rec[k]) delete rec[k]
  return rec
}

/** A directory line: "Maria Lopez, IBCLC, RN - Lactation Consultant - maria@example.com - (312) 555-0101". */
export function parseLooseProviderLine(line: string): RawRecord | null {
  const s = { text: stripBullet(line) }
  if (!s.text || /:$/.test(s.text)) return null
  const rec: RawRecord = {}
  rec.email = take(s, EMAIL_RE)
  rec.phone = take(s, PHONE_RE)
  const speaks = /\b(?:speaks|languages?:?|fluent in)\s+([^.;|]+)/i.exec(s.text)
  if (speaks) {
    rec.language = findLanguages(speaks[1]).join(', ')
    s.text = s.text.replace(speaks[0], SEP)
  }
  const segs = segments(s.text)
  const first = segs.shift()
  if (!first) return null
  const parts = splitNameCredentials(first)
  if (!looksLikePersonName(parts.name)) return null
  rec.name = first
  const rest = [parts.rest, ...segs].map(cleanSegment).filter(Boolean)
  for (const seg of rest) {
    if (!rec.role && seg.length <= 60) rec.role = seg
    else rec.bio = rec.bio ? `${rec.bio} ${seg}` : seg
  }
  if (parts.rest) rec.name = [parts.name, ...parts.credentials].join(', ')
  for (const k of Object.keys(rec) as (keyof RawRecord)[]) if (!rec[k]) delete rec[k]
  return rec
}
