import { TZ_WORDS } from './dates'
import { htmlToText } from './html'
import { EMAIL_RE, PHONE_RE, personText, stripEmoji } from './line'
import { findLanguages } from './values'
import { findZone } from './when'

/**
 * The paste as a document, before any field is read (issue 27): HTML turned to text, dates a web page spreads over
 * three lines ("THU / DEC / 17") put back on one, and the lines that belong to no row recognised: greetings, sign-offs
 * and the signature under them, subject lines, page chrome ("Privacy Policy", "Register now", breadcrumbs), and the
 * notes that set something for every row ("Times listed in Eastern", "Todas las clases son en español").
 */

/** Line endings, BOM and non-breaking spaces people paste from documents and email (quotes stay as written). */
export function normalizeText(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .replace(/[\u200B\u200C\u2060]/g, '')
}

const WEEKDAY_LINE =
  /^(mon|monday|tue|tues|tuesday|wed|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|sun|sunday)\.?,?$/i
const MONTH_LINE =
  /^(jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)\.?$/i
const DAY_LINE = /^\d{1,2}$/

/**
 * "THU", "DEC", "17" on lines of their own (an events page's date badge) become "THU DEC 17"; so do "DEC / 17",
 * "17 / DEC", and a weekday line right under such a badge ("DEC / 17 / Thursday").
 */
function joinDateBadges(lines: string[]): string[] {
  const out: string[] = []
  const at = (i: number) => lines[i]?.trim() ?? ''
  for (let i = 0; i < lines.length; i++) {
    const [a, b, c, d] = [at(i), at(i + 1), at(i + 2), at(i + 3)]
    if (WEEKDAY_LINE.test(a) && MONTH_LINE.test(b) && DAY_LINE.test(c)) {
      out.push(`${a} ${b} ${c}`)
      i += 2
    } else if (MONTH_LINE.test(a) && DAY_LINE.test(b)) {
      const weekday = WEEKDAY_LINE.test(c)
      out.push(weekday ? `${c} ${a} ${b}` : `${a} ${b}`)
      i += weekday ? 2 : 1
    } else if (DAY_LINE.test(a) && MONTH_LINE.test(b)) {
      const weekday = WEEKDAY_LINE.test(c)
      out.push(weekday ? `${c} ${b} ${a}` : `${b} ${a}`)
      i += weekday ? 2 : 1
    } else out.push(lines[i])
    void d
  }
  return out
}

/** The pasted text as lines: HTML leftovers decoded, document punctuation normalised, date badges joined. */
export function documentLines(text: string): string[] {
  return joinDateBadges(normalizeText(htmlToText(text)).split('\n'))
}

const GREETING =
  /^(hi|hello|hey|dear|greetings|good (morning|afternoon|evening)|hola|buenos d[ií]as|buenas tardes|estimad[oa]s?)\b[^.!?]{0,40}[,!:.]?$/i
const SIGN_OFF =
  /^(thanks|thank you|many thanks|thanks so much|thanks again|thx|ty|best|best regards|best wishes|kind regards|warm regards|regards|warmly|cheers|sincerely|all the best|take care|stay cozy|stay well|with gratitude|gratefully|love|xo|saludos|gracias|un abrazo|atentamente|cordialmente)\b[^.?]{0,25}[!,.]?$/i
const SUBJECT = /^(subject|re|fwd?|asunto)\s*:/i
const CHROME = new RegExp(
  [
    '^(register( now| here| today)?|rsvp( here| now)?|sign up( now| here)?|book( now| here| your spot)?|learn more|read more|more info|details|view (this email|in browser|details|event)|view this email in your browser|unsubscribe|update your preferences|manage preferences|privacy( policy)?|terms( of (use|service))?|cookie policy|accessibility|contact us|about us|skip to (main )?content|back to top|share|tweet|add to calendar|get tickets|buy tickets|join( now| the meeting)?|click here.*|join on your computer.*|online|in person|virtual|zoom|free event|sold out|waitlist)\\s*[»›>→.!]*$',
    '^(©|\\(c\\)|copyright)\\b',
    '^home\\s*[/>›»]',
    '^filter( by)?\\s*:',
    '^\\*\\s*required',
    '^[^:]{1,40}\\s\\*$',
    '^(#[\\p{L}\\p{N}_]+\\s*)+$',
    '^(where|location|room|zoom link|meeting link|link|url|website|web|organizer email|cc|to|from|sent|date sent)\\s*:',
    '^@(channel|here|everyone)\\b',
    '^(questions|preguntas)\\?',
    '^(lmk|thx|ty|ttyl)\\b',
    '^\\+1\\b',
    '^link in (bio|comments)\\b',
  ].join('|'),
  'iu',
)
/** A Slack or Teams message header: "Jen Park  10:42 AM". */
const CHAT_HEADER = /^[\p{Lu}][\p{L}'’.-]+(?:\s[\p{Lu}][\p{L}'’.-]+){0,3}\s{2,}\d{1,2}:\d{2}\s?(?:AM|PM)?$/iu

export type Role = 'greeting' | 'signoff' | 'subject' | 'chrome' | 'signature'

/** What a line is when it is no part of any row; undefined for a line that may be. */
export function noiseRole(line: string): Role | undefined {
  const t = stripEmoji(line).trim()
  if (!t) return undefined
  if (SUBJECT.test(t)) return 'subject'
  if (CHAT_HEADER.test(line.trim())) return 'chrome'
  if (GREETING.test(t) && !/\d/.test(t)) return 'greeting'
  if (SIGN_OFF.test(t) && !/\d/.test(t)) return 'signoff'
  if (CHROME.test(t)) return 'chrome'
  // "Unsubscribe | Update your preferences": every part is page chrome.
  const parts = t.split(/\s[|·•]\s/)
  if (parts.length > 1 && parts.every((p) => CHROME.test(p.trim()))) return 'chrome'
  return undefined
}

/** The person who signed an email: name and credentials, job title, email and phone. */
export type Signature = { person: string; title?: string; email?: string; phone?: string }

/**
 * A signature is the few lines under a sign-off ("Warmly," / "Keisha Williams, IBCLC" / "Lactation Consultant" /
 * "keisha@…"). Returns the indexes of those lines and the person, when the first line reads as a person's name
 * ("The Cradle Team" and a lone first name do not).
 */
export function findSignature(lines: string[]): { indexes: Set<number>; signature: Signature | null } {
  const indexes = new Set<number>()
  let signature: Signature | null = null
  for (let i = 0; i < lines.length; i++) {
    if (noiseRole(lines[i]) !== 'signoff') continue
    const block: number[] = []
    for (let j = i + 1; j < lines.length && block.length < 5; j++) {
      if (!lines[j].trim()) {
        if (block.length) break
        continue
      }
      block.push(j)
    }
    if (!block.length) continue
    for (const j of block) indexes.add(j)
    const person = personText(stripEmoji(lines[block[0]]).split(/\s[|–—-]\s/)[0])
    if (!person || /\b(team|staff|crew|office|center|centre|clinic|program)\b/i.test(person)) continue
    const sig: Signature = { person }
    for (const j of block.slice(1)) {
      const l = stripEmoji(lines[j])
      const email = EMAIL_RE.exec(l)?.[0]
      const phone = PHONE_RE.exec(l)?.[0]
      if (email || phone) {
        sig.email ??= email
        sig.phone ??= phone
      } else if (!sig.title && l.length <= 80 && !/^(https?:|www\.)/i.test(l)) sig.title = l.trim()
    }
    signature = sig
  }
  return { indexes, signature }
}

/** Settings a note gives every row: "Times listed in Eastern", "(all MT)", "Todas las clases son en español". */
export type Hints = { timezone?: string; language?: string }

const ZONE_NOTE =
  /\b(all\s+times?|times?\s+(?:are\s+|listed\s+|shown\s+)?(?:in|are)|all\s+(?:ET|CT|MT|PT|Eastern|Central|Mountain|Pacific)|hora\s+del?\s+\w+|horario)\b/i
const LANGUAGE_NOTE =
  /\b(?:all|todas?|los|las|every|each)\b[^.]*\b(?:in|en)\s+(english|spanish|español|espanol|vietnamese|mandarin|cantonese|tagalog|korean|arabic|french|portuguese|russian)\b|^\(?(?:in|en)\s+(english|spanish|español|espanol)\)?\.?$/i

/** A note line's zone or language, if it is such a note (it gives no date of its own). */
export function readHint(line: string): Hints | null {
  const t = stripEmoji(line)
  const out: Hints = {}
  const all = /\ball\s+(ET|CT|MT|PT|EST|CST|MST|PST|EDT|CDT|MDT|PDT)\b/i.exec(t)
  if (all) out.timezone = TZ_WORDS[all[1].toLowerCase()]
  else if (ZONE_NOTE.test(t)) {
    const z = findZone(t.replace(/^\(?all\s+/i, 'all times ').replace(/\bin\s+/i, 'in '))
    if (z) out.timezone = z.zone
  }
  const lang = LANGUAGE_NOTE.exec(t) ?? /\((?:in|en)\s+(español|espanol|spanish)\)/i.exec(t)
  if (lang) {
    const found = findLanguages(lang[1] ?? lang[2] ?? '')
    if (found[0]) out.language = found[0]
  }
  return out.timezone || out.language ? out : null
}
