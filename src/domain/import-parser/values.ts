import { EVENT_TYPES, type LANGUAGES } from '../event-rules'

/** admin.md §5: strip $ and commas, two decimals. "Free" is 0.00; anything else is kept for correction. */
export function parsePrice(raw: string): string {
  const s = raw.trim()
  if (!s) return ''
  if (/^(free|no charge|no cost|complimentary|gratis|\$?0+(\.0+)?)$/i.test(s)) return '0.00'
  // "Free!", "FREE for members": free when no amount is written.
  if (!/\d/.test(s) && /\b(free|gratis|gratuit[oa]|no cost|no charge|complimentary)\b/i.test(s)) return '0.00'
  const m = /\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/.exec(s)
  if (!m) return s
  const whole = m[1].replace(/,/g, '')
  const cents = (m[2] ?? '').padEnd(2, '0')
  return `${Number(whole)}.${cents}`
}

/** "90 min", "1.5 hours", "1h30", "2 hrs", "1 hour 15 minutes", "90" → minutes as a string. */
export function parseDuration(raw: string): string {
  const s = raw.trim().toLowerCase()
  if (!s) return ''
  const hm =
    /(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?|horas?)\s*(?:and\s*|y\s*)?(\d+)?\s*(?:m|mins?|minutes?|minutos?)?\b/.exec(
      s,
    )
  const half = /\b(y\s+media|and\s+a\s+half)\b/.test(s) ? 30 : 0
  if (hm) return String(Math.round(Number(hm[1]) * 60 + Number(hm[2] ?? 0) + half))
  if (/\b(an?|one|una)\s+(hour|hora)\b/.test(s)) return String(60 + half)
  if (/\bhalf\s+(an\s+)?hour\b/.test(s)) return '30'
  const colon = /^(\d{1,2}):(\d{2})$/.exec(s)
  if (colon) return String(Number(colon[1]) * 60 + Number(colon[2]))
  const m = /(\d+)\s*(?:m|mins?|minutes?)?\b/.exec(s)
  return m ? String(Number(m[1])) : raw.trim()
}

/** "20 seats", "max 30", "30" → integer string; anything else kept for correction. */
export function parseCapacity(raw: string): string {
  const s = raw.trim()
  if (!s) return ''
  const m = /(\d[\d,]*)/.exec(s)
  return m ? String(Number(m[1].replace(/,/g, ''))) : s
}

const LANGUAGE_WORDS: [RegExp, (typeof LANGUAGES)[number]][] = [
  [/\b(english|inglés|ingles)\b|^en$/i, 'English'],
  [/\b(spanish|español|espanol)\b|^es$/i, 'Spanish'],
  [/\bmandarin\b|普通话|国语|^zh$/i, 'Mandarin'],
  [/\bcantonese\b|粵語|广东话|廣東話/i, 'Cantonese'],
  [/\b(tagalog|filipino)\b/i, 'Tagalog'],
  [/\bvietnamese\b|tiếng việt/i, 'Vietnamese'],
  [/\bkorean\b|한국어/i, 'Korean'],
  [/\barabic\b|العربية/i, 'Arabic'],
  [/\b(haitian|kreyòl|kreyol|creole)\b/i, 'Haitian Creole'],
  [/\b(french|français|francais)\b|^fr$/i, 'French'],
  [/\b(portuguese|português|portugues)\b|^pt$/i, 'Portuguese'],
  [/\b(russian|русский)\b/i, 'Russian'],
  [/\basl\b|sign language/i, 'ASL (American Sign Language)'],
]

/** Every known language named in `s`, in the spec's spelling. */
export function findLanguages(s: string): string[] {
  const out: string[] = []
  for (const part of s.split(/[,;/&]|\band\b|\by\b/i)) {
    const p = part.trim()
    if (!p) continue
    const hit = LANGUAGE_WORDS.find(([re]) => re.test(p))
    if (hit && !out.includes(hit[1])) out.push(hit[1])
  }
  return out
}
/** A language mentioned in free text ("in Spanish", "en español"). */
export function languageInText(s: string): string | null {
  const m = /\b(?:in|en)\s+([\p{L}]+)/iu.exec(s)
  const found = m ? findLanguages(m[1]) : []
  return found[0] ?? null
}

type EventType = (typeof EVENT_TYPES)[number]
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** Formats first (a "Postpartum Support Circle" is a support circle), then topics, then generic formats. */
const TYPE_KEYWORDS: [RegExp, EventType][] = [
  [/support (circle|group)|peer support|\bcircle\b/, 'Support Circle'],
  [/skills? lab|hands on|\bcpr\b|babywearing|car seat/, 'Skills Lab'],
  [/\bpartners?\b|\bcouples?\b|co ?parent|\bdads?\b|fathers?|papás?/, 'Partner / Co-parent Session'],
  [
    /mental|anxiety|depression|well ?being|wellness|mindful|stress|self care|\bppd\b|mood|meditat/,
    'Mental Health & Wellbeing',
  ],
  [
    /breast|lactat|feeding|\bbottle|pumping|\bnursing|formula|latch|chestfeed|solids|lactancia/,
    'Feeding & Lactation',
  ],
  [/postpartum|post partum|fourth trimester|pelvic floor|recovery|posparto/, 'Postpartum Recovery'],
  [
    /newborn|infant|baby care|swaddl|diaper|bath|safe sleep|baby sleep|recién nacido|recien nacido/,
    'Newborn Care Basics',
  ],
  [/prenatal|pregnan|childbirth|\bbirth|labou?r|trimester|expecting|embarazo|parto/, 'Prenatal Education'],
  [/workshop|masterclass|intensive|specialty|taller/, 'Specialty Workshop'],
  [/discussion|q a|\btalk\b|webinar|seminar|lecture|charla/, 'Educational Discussion'],
]

/** admin.md §3 event types: an exact name wins, then keywords in the given texts, in order; else Educational Discussion. */
export function mapEventType(...texts: (string | undefined)[]): EventType {
  for (const t of texts) {
    if (!t) continue
    const n = norm(t)
    const exact = EVENT_TYPES.find((e) => norm(e) === n)
    if (exact) return exact
  }
  for (const t of texts) {
    if (!t) continue
    const n = norm(t)
    const hit = TYPE_KEYWORDS.find(([re]) => re.test(n))
    if (hit) return hit[1]
  }
  return 'Educational Discussion'
}

export const splitList = (s: string) =>
  s
    .split(/[;,|]|\s\/\s|\n/)
    .map((x) => x.trim())
    .filter(Boolean)
