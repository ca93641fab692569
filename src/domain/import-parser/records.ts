import type { FieldKey, RawRecord } from './fields'
import { fieldForLabel } from './fields'
import { splitIdeaLine } from './idea-line'
import { hasRowField, type LineContext, type LineInfo, lastFirst, personText, readLine } from './line'
import { looksLikePersonName, splitNameCredentials } from './names'

/**
 * Records from lines that are not a table: a stream of lines read in order, where a record is what belongs to one
 * title. A title line starts a record; the lines after it add its date, time, price, person, description; a line
 * with a date of its own and a title is a record by itself (a schedule line). A record gets a row only when it holds
 * a field a row is made of: a heading ("Winter Series", "Upcoming Classes") never does.
 */

/** What one record was read from: for each field, the line as pasted (shown in the preview). */
export type Sources = Partial<Record<FieldKey, string>>
export type Found = { rec: RawRecord; from: Sources; kind: 'event' | 'provider' }
export type Mode = 'events' | 'providers' | 'both' | 'classes'

type Acc = {
  rec: RawRecord
  from: Sources
  /** A blank line came after the record's title. */
  gap: boolean
  /** The record's lines are all one schedule line. */
  single: boolean
}

const newAcc = (): Acc => ({ rec: {}, from: {}, gap: false, single: false })
const set = (a: Acc, k: FieldKey, v: string | undefined, line: string) => {
  if (!v || a.rec[k]) return
  a.rec[k] = v
  a.from[k] = line.trim()
}

/** Adds what a line holds to a record; its leftover text is handled by the caller. */
function absorb(a: Acc, l: LineInfo) {
  const f = l.fields
  for (const k of ['email', 'phone', 'price', 'duration', 'capacity', 'language'] as const)
    set(a, k, f[k], l.raw)
  if (l.when) {
    if (l.when.day || l.when.relative) set(a, 'date', l.whenText, l.raw)
    else if (l.when.time) set(a, 'time', l.whenText, l.raw)
    else if (l.when.timezone) set(a, 'timezone', l.whenText, l.raw)
  }
  if (l.provider) set(a, 'name', l.provider, l.raw)
}

const eventFields = (r: RawRecord) => !!(r.date || r.time || r.price || r.duration || r.capacity)
const SENTENCE_END = /[.!?…]["')]?$/
/** Reads like a description rather than a title: a sentence, or long. */
const isSentence = (s: string) => s.length >= 20 && (SENTENCE_END.test(s) || s.split(/\s+/).length > 14)
const ALL_CAPS = (s: string) =>
  /\p{L}/u.test(s) && s === s.toUpperCase() && s.replace(/[^\p{L}]/gu, '').length >= 4

/** A list item: a bullet, a number, a checkbox or an emoji in front. */
const BULLET_START = /^\s*(?:[-*•·▪►✓✔☐]|\d{1,3}[.)]|\[[ xX]\]|[\p{Extended_Pictographic}])/u

/** A pair whose key names the record's title. */
const TITLE_KEYS = new Set<FieldKey>(['eventTitle', 'title'])

/** Reads the lines of the paste (tables already taken out) into records. */
export function readStream(
  lines: { text: string; index: number }[],
  mode: Mode,
  ctx: LineContext,
): { found: Found[]; unread: string[]; used: Set<number> } {
  const found: Found[] = []
  const unread: string[] = []
  const used = new Set<number>()
  let acc = null as Acc | null
  let pendingKey: FieldKey | null = null
  let blank = false
  const infos = lines.map((l) => (l.text.trim() ? readLine(l.text, ctx) : null))
  const firstLine = infos.findIndex(Boolean)
  const firstAlone = firstLine >= 0 && !infos[firstLine + 1]

  // The day a date line on its own gives ("Thursday, March 4, 2027" above an agenda): for sessions with a time only.
  let dayHeading: { text: string; line: string } | null = null
  const flush = () => {
    if (!acc) return
    const r = acc.rec
    if (r.time && !r.date && dayHeading) {
      r.date = dayHeading.text
      acc.from.date = dayHeading.line
    }
    const title = r.eventTitle ?? r.title
    if (mode === 'classes' ? !!title : title && (eventFields(r) || (mode === 'events' && r.name))) {
      found.push({ rec: r, from: acc.from, kind: 'event' })
    } else if ((mode === 'both' || mode === 'providers') && (r.name || r.firstName) && !eventFields(r)) {
      found.push({ rec: r, from: acc.from, kind: 'provider' })
    } else {
      // Nothing of a row: the admin sees the lines it came from (a heading replaced by its record's title is not one).
      for (const line of new Set(Object.values(acc.from))) if (line && !/[:：]$/.test(line)) unread.push(line)
    }
    acc = null
  }
  const start = () => {
    flush()
    acc = newAcc()
    return acc
  }

  for (const [n, line] of lines.entries()) {
    const l = infos[n]
    if (!l) {
      blank = true
      if (acc?.rec.eventTitle || acc?.rec.title) acc.gap = true
      continue
    }
    const wasBlank = blank
    blank = false
    if (l.when?.day && !l.rest.length && !l.pair) dayHeading = { text: l.whenText, line: l.raw.trim() }
    used.add(line.index)
    const rest = l.rest
    const restText = rest.join(' – ')

    // A label alone on its line ("Topic", "Time") names the value on the next line.
    if (!hasRowField(l) && rest.length === 1 && rest[0] === l.text && l.text.length <= 24) {
      const key = fieldForLabel(l.text)
      const next = infos[n + 1]
      const whenKey = key === 'date' || key === 'time'
      // "Location" / "Online event": a label of nothing a row uses is skipped with its value.
      if (key && next && !next.pair && (whenKey || !(next.when?.day && next.rest.length))) {
        pendingKey = key
        continue
      }
    }
    if (pendingKey) {
      const key = pendingKey
      pendingKey = null
      if (key === 'ignore') continue
      if (key === 'name') {
        // "Presented by" / "Jane Doe, RN": the person leads the record above.
        const a: Acc = acc && !acc.rec.name ? acc : start()
        set(a, 'name', personText(l.text) ?? l.text, l.raw)
        continue
      }
      if (TITLE_KEYS.has(key)) {
        const a: Acc = acc && !(acc.rec.eventTitle || acc.rec.title) ? acc : start()
        set(a, 'eventTitle', l.text, l.raw)
        absorb(a, { ...l, provider: undefined })
        continue
      }
      if (key === 'description' || key === 'bio') {
        if (acc) set(acc, key, l.text, l.raw)
        continue
      }
      if (key !== 'date' && key !== 'time' && acc) {
        // "Fee" / "$25": the value of the label above.
        absorb(acc, l)
        continue
      }
      if (key === 'date' || key === 'time') {
        absorb(acc ?? start(), l)
        continue
      }
    }

    if (l.pair) {
      readPair(l)
      continue
    }

    const titleText = rest[0] ?? ''
    const titleLike =
      !!titleText &&
      !isSentence(titleText) &&
      !isSentence(restText) &&
      !/[:：]$/.test(l.text) &&
      !ALL_CAPS(titleText)
    if (mode === 'classes') {
      const ideaTitle = splitIdeaLine(ideaText(l)).eventTitle
      // A list item in capitals is still an item; a line in capitals on its own is a heading.
      const ideaLike =
        !!ideaTitle &&
        !isSentence(ideaTitle) &&
        !/[:：]$/.test(l.text) &&
        (!ALL_CAPS(ideaTitle) || BULLET_START.test(line.text))
      readIdea(l, ideaLike && !!l.rest.length && !headsList(n))
      continue
    }

    // A person on a line of their own ("👩‍⚕️ Rosa Martínez, IBCLC") leads the session above, when it is one.
    const person = !hasRowField(l) && rest.length >= 1 && !l.provider ? personOf(rest) : null
    const current: Acc | null = acc
    if (
      person &&
      current &&
      !current.rec.name &&
      (current.rec.eventTitle || current.rec.title) &&
      (eventFields(current.rec) || splitNameCredentials(person).credentials.length)
    ) {
      set(current, 'name', person, l.raw)
      absorb(current, l)
      continue
    }

    // In a directory pasted with the schedule, a person's line starts their own record.
    if (person && mode === 'both') {
      const a = start()
      set(a, 'name', person, l.raw)
      absorb(a, l)
      continue
    }
    // A line indented under a schedule line describes it.
    if (current?.single && l.indented && !hasRowField(l) && !current.rec.description && !wasBlank) {
      set(current, 'description', l.text, l.raw)
      continue
    }

    const selfContained =
      titleLike && (!!l.when?.day || !!l.when?.relative || (hasRowField(l) && !!l.provider))

    if (selfContained) {
      const a = start()
      a.single = true
      readTitleAndMore(a, l)
      continue
    }
    // A day on its own above sessions that give only their times is their day, not a record ("Thursday, March 4").
    if (
      l.when?.day &&
      !l.when.time &&
      !rest.length &&
      !hasOtherFields(l) &&
      nextIsTitle(n, true) &&
      wasBlankAfter(n)
    ) {
      flush()
      continue
    }
    if (hasRowField(l) || l.provider || l.fields.email) {
      // A date line whose next line is a title starts a new record (a date badge above its title).
      const nextTitle = l.when?.day && nextIsTitle(n)
      const a: Acc =
        acc && !conflicts(acc, l) && !(nextTitle && (acc.gap || eventFields(acc.rec) || wasBlank))
          ? acc
          : start()
      absorb(a, l)
      const named = !titleLike && !(a.rec.eventTitle || a.rec.title) ? titleInProse(l.text) : null
      if (titleLike && !(a.rec.eventTitle || a.rec.title)) set(a, 'eventTitle', titleText, l.raw)
      else if (named) set(a, 'eventTitle', named, l.raw)
      else if (rest.length && !a.rec.description && isSentence(restText))
        set(a, 'description', restText, l.raw)
      continue
    }
    if (!rest.length) continue
    if (titleLike && !ALL_CAPS(l.text)) {
      const current: Acc | null = acc
      if (
        current &&
        !(current.rec.eventTitle || current.rec.title) &&
        eventFields(current.rec) &&
        !current.single
      )
        set(current, 'eventTitle', titleText, l.raw)
      else if (current && !eventFields(current.rec) && !current.rec.name && !current.rec.description) {
        // The record so far was only a heading: this line is the title.
        current.rec = {}
        current.from = {}
        current.gap = false
        set(current, 'eventTitle', titleText, l.raw)
      } else {
        const a = start()
        set(a, 'eventTitle', titleText, l.raw)
      }
      continue
    }
    // A sentence describes the record above, unless a blank line parts it from a schedule line.
    if (
      acc &&
      !acc.rec.description &&
      isSentence(restText) &&
      (acc.rec.eventTitle || acc.rec.title) &&
      !(acc.single && wasBlank)
    ) {
      // As written: the values in a sentence stay in it ("… the first 90 days, led by Marcus Reed.").
      set(acc, 'description', l.provider ? restText : l.text, l.raw)
      if (l.provider) set(acc, 'name', l.provider, l.raw)
      continue
    }
    if (!ALL_CAPS(l.text) && !/[:：]$/.test(l.text)) unread.push(l.text)
  }
  flush()
  // A first line standing alone above ideas that carry details ("Propuestas de clases" above "Sueño seguro del bebé /
  // Duración: …") is the list's heading, not an idea.
  if (mode === 'classes' && found.length > 1) {
    const [first, ...others] = found
    const onlyTitle = Object.keys(first.rec).join() === 'eventTitle'
    if (onlyTitle && firstAlone && others.some((f) => Object.keys(f.rec).length >= 2)) found.shift()
  }
  return { found, unread, used }

  /** A line that introduces a list ("ideas for Q1 👇", "Class backlog"): the next line is a list item, it is not. */
  function headsList(n: number): boolean {
    if (BULLET_START.test(lines[n].text)) return false
    for (let k = n + 1; k < lines.length && k <= n + 2; k++) {
      if (!lines[k].text.trim()) continue
      return BULLET_START.test(lines[k].text)
    }
    return false
  }

  /** A blank line follows line `n` (a heading stands apart from what it heads). */
  function wasBlankAfter(n: number): boolean {
    return n + 1 < infos.length && !infos[n + 1]
  }

  function nextIsTitle(n: number, skipBlank = false): boolean {
    let k = n + 1
    while (skipBlank && k < infos.length && !infos[k]) k++
    const next = infos[k]
    if (!next || next.pair) return false
    return !!next.rest[0] && !next.when?.day && !isSentence(next.rest[0]) && !next.provider
  }

  function readPair(l: LineInfo) {
    const pair = l.pair as NonNullable<LineInfo['pair']>
    const { key, value } = pair
    const person = acc && (acc.rec.name || acc.rec.firstName) && !eventFields(acc.rec) && !acc.rec.eventTitle
    if (key === 'title' && person && acc) {
      // "Title:" under "Name:" is the person's job title.
      set(acc, 'role', value, l.raw)
      return
    }
    if (TITLE_KEYS.has(key)) {
      const current: Acc | null = acc
      const a: Acc =
        current && !(current.rec.eventTitle || current.rec.title) && !current.single ? current : start()
      set(a, 'eventTitle', value, l.raw)
      return
    }
    // In a mixed paste a person's pairs under a schedule line are their own record (decision I16).
    if (key === 'name' && mode !== 'events' && mode !== 'classes' && (acc?.rec.name || acc?.single)) start()
    // A heading above a person's pairs ("Provider" / "Name: …") is not their record's title.
    if (key === 'name' && mode !== 'events' && acc && Object.keys(acc.rec).join() === 'eventTitle') start()
    const a: Acc = acc ?? start()
    if (a.rec[key] && key !== 'description' && key !== 'bio') {
      // A key seen again: the next record, pasted without a blank line.
      const b = start()
      return readPairInto(b, key, value, l)
    }
    readPairInto(a, key, value, l)
  }

  function readPairInto(a: Acc, key: FieldKey, value: string, l: LineInfo) {
    if (['date', 'time', 'duration', 'price', 'capacity'].includes(key)) {
      // "Duración: 1 hora · Gratis · cupo limitado a 12": the value may hold several fields.
      absorb(a, l)
      if (key === 'date' && !a.rec.date && l.whenText) set(a, 'date', l.whenText, l.raw)
      if (!a.rec[key]) set(a, key, value, l.raw)
      return
    }
    if (key === 'name') {
      set(a, 'name', lastFirst(value), l.raw)
      return
    }
    set(a, key, value, l.raw)
  }

  function readIdea(l: LineInfo, titleLike: boolean) {
    const current: Acc | null = acc
    const text = l.rest.join(' – ')
    const person = !hasRowField(l) && !l.provider ? personOf(l.rest) : null
    if (current && person && splitNameCredentials(person).credentials.length && !current.rec.name) {
      set(current, 'name', person, l.raw)
      return
    }
    const isField = !titleLike && (hasRowField(l) || l.provider)
    if (current && (isField || (!titleLike && l.indented) || (l.indented && isSentence(text)))) {
      absorb(current, l)
      if (!current.rec.description && isSentence(text)) set(current, 'description', text, l.raw)
      return
    }
    if (!titleLike) {
      if (current && !current.rec.description && isSentence(text)) set(current, 'description', text, l.raw)
      else if (!ALL_CAPS(l.text) && !/[:：]$/.test(l.text)) unread.push(l.text)
      return
    }
    const a = start()
    absorb(a, l)
    const idea = splitIdeaLine(ideaText(l))
    set(a, 'eventTitle', cleanIdeaTitle(idea.eventTitle ?? '', l, ctx), l.raw)
    // What follows the title is its description when it says more than the values read from it ("— 1 hora, gratis").
    const said = idea.description ? readLine(idea.description, ctx).rest.join(' ') : ''
    if (idea.description && said.split(/\s+/).length >= 4) set(a, 'description', idea.description, l.raw)
  }

  function readTitleAndMore(a: Acc, l: LineInfo) {
    absorb(a, l)
    const [first, ...others] = l.rest
    const paren = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(first ?? '')
    const inParens = paren ? personText(paren[2]) : null
    set(a, 'eventTitle', inParens && paren ? paren[1] : first, l.raw)
    if (inParens) set(a, 'name', inParens, l.raw)
    for (const seg of others) {
      const p = personOf([seg])
      if (p && !a.rec.name) set(a, 'name', p, l.raw)
      else if (!a.rec.description && isSentence(seg)) set(a, 'description', seg, l.raw)
    }
  }
}

const CLASS_NOUN =
  '(?:class|workshop|session|group|circle|course|webinar|talk|series|seminar|clinic|lab|taller|clase)'
const TITLE_WORD = "[\\p{Lu}\\d][\\p{L}\\d'’&+-]*"
const JOINER = '(?:\\s+(?:&|and|for|of|the|to|with|in|a|y|de|del|la|el)\\b)*'
/** "my Pelvic Floor Recovery class", "our Safe Sleep workshop", "Swaddling Workshop with …": a title in a sentence. */
const PROSE_TITLE = new RegExp(
  `(?:^|\\b(?:my|our|a|an|the|add|schedule|offer|run|host|teach)\\s+)(${TITLE_WORD}(?:${JOINER}\\s+${TITLE_WORD}){0,7})(?:\\s+${CLASS_NOUN}\\b|\\s+(?:with|led by|w\\/)\\s)`,
  'u',
)

/** The capitalised name of a session inside a sentence of an email, or null. */
function titleInProse(text: string): string | null {
  const m = PROSE_TITLE.exec(text)
  if (!m) return null
  const title = m[1].trim()
  return title.split(/\s+/).length >= 2 || /\d/.test(title) ? title : null
}

/** The person a line's leftover names ("Rosa Martínez, IBCLC", "(Thu Nguyen)"), or null. */
function personOf(rest: string[]): string | null {
  const [first] = rest
  if (!first || rest.length > 2) return null
  const t = first.replace(/^\((.*)\)$/, '$1')
  const p = personText(t)
  return p && !/\b(team|staff|series|class|classes|schedule)\b/i.test(p) ? p : null
}

/**
 * An idea line as written, without notes in brackets ("Pumping 101 (I can host, ~45m)", "(64 votes)", "(done in
 * Oct)") and without the person it names ("… w/ Keisha Williams").
 */
function ideaText(l: LineInfo): string {
  let t = l.text.replace(/\s*\((?=[^)]*(?:\d|\b(?:i|we|maybe|done|tbd|votes?|host|en)\b))[^)]*\)/gi, '')
  if (l.provider) {
    const m = PROVIDER_MARKER_START.exec(t)
    if (m) t = t.slice(0, m.index)
  }
  return t.replace(/[\s—–:-]+$/, '').trim()
}
const PROVIDER_MARKER_START = /\s(?:with|w\/|led by|hosted by|presented by|facilitated by|taught by|con)\s/i

/** The title of an idea, without values that trail it ("Infant First Aid – 90 minutos" → "Infant First Aid"). */
function cleanIdeaTitle(title: string, l: LineInfo, ctx: LineContext): string {
  const first = l.rest[0]
  if (!first || !title.startsWith(first) || title.length === first.length) return title
  // Cut only what reads as values once its own values are read ("– 90 minutos"), not a subtitle.
  return readLine(title.slice(first.length), ctx).rest.length ? title : first
}

const hasOtherFields = (l: LineInfo) =>
  !!(l.fields.price || l.fields.duration || l.fields.capacity || l.fields.email || l.provider)

/** A line that would overwrite what the record already has: it belongs to the next record. */
function conflicts(a: Acc, l: LineInfo): boolean {
  if (l.when?.day && a.rec.date) return true
  if (l.when?.time && !l.when.day && a.rec.time && a.rec.date) return true
  if (l.fields.price && a.rec.price) return true
  return false
}

/** The provider directory reader: a person line starts a record; title, bio and contact lines follow. */
export function readPeople(
  lines: { text: string; index: number }[],
  ctx: LineContext,
): { found: Found[]; unread: string[] } {
  const found: Found[] = []
  const unread: string[] = []
  let acc = null as Acc | null
  const flush = () => {
    if (acc?.rec.name || acc?.rec.firstName) found.push({ rec: acc.rec, from: acc.from, kind: 'provider' })
    acc = null
  }
  for (const line of lines) {
    if (!line.text.trim()) continue
    const l = readLine(line.text, ctx)
    if (l.pair) {
      const { key, value } = l.pair
      if ((key === 'name' || key === 'firstName') && acc && (acc.rec.name || acc.rec.firstName)) flush()
      acc ??= newAcc()
      if (acc.rec[key] && key !== 'bio' && key !== 'description') {
        flush()
        acc = newAcc()
      }
      set(acc, key === 'description' ? 'bio' : key, key === 'name' ? lastFirst(value) : value, l.raw)
      continue
    }
    const segs = l.rest
    const lead = segs[0] ? personLead(segs[0]) : null
    if (lead) {
      flush()
      acc = newAcc()
      set(acc, 'name', lead, l.raw)
      set(acc, 'email', l.fields.email, l.raw)
      set(acc, 'phone', l.fields.phone, l.raw)
      const speaks = /\b(?:speaks|fluent in|languages?:?)\s+(.+)$/i.exec(l.text)
      if (speaks) set(acc, 'language', speaks[1], l.raw)
      for (const seg of segs.slice(1)) {
        if (/^(speaks|fluent in|languages?)\b/i.test(seg)) continue
        if (
          splitNameCredentials(`X Y, ${seg}`).credentials.length &&
          !splitNameCredentials(`X Y, ${seg}`).rest
        )
          set(acc, 'credentials', seg, l.raw)
        else if (!acc.rec.role && seg.length <= 80 && !isSentence(seg)) set(acc, 'role', seg, l.raw)
        else set(acc, 'bio', seg, l.raw)
      }
      continue
    }
    const current: Acc | null = acc
    if (!current) {
      if (!ALL_CAPS(l.text) && !/[:：]$/.test(l.text)) unread.push(l.text)
      continue
    }
    if (l.fields.email || l.fields.phone) {
      set(current, 'email', l.fields.email, l.raw)
      set(current, 'phone', l.fields.phone, l.raw)
      continue
    }
    const text = isSentence(l.text) ? l.text : segs.join(', ')
    if (!text) continue
    // "IBCLC, RN" on its own line: the person's credentials.
    const creds = splitNameCredentials(`X Y, ${text}`)
    if (creds.credentials.length && !creds.rest) {
      set(current, 'credentials', text, l.raw)
      continue
    }
    if (!current.rec.role && !current.rec.bio && text.length <= 80 && !isSentence(text))
      set(current, 'role', text, l.raw)
    else if (isSentence(text) || text.length > 80) {
      if (!current.rec.bio) current.from.bio = l.raw.trim()
      current.rec.bio = current.rec.bio ? `${current.rec.bio} ${text}` : text
    } else unread.push(l.text)
  }
  flush()
  return { found, unread }
}

/** The first segment of a directory line when it is a person ("Haddad, Omar", "Maria Lopez, IBCLC"), else null. */
function personLead(seg: string): string | null {
  const name = lastFirst(seg)
  const parts = splitNameCredentials(name)
  if (!looksLikePersonName(parts.name)) return null
  if (
    /\b(team|staff|meet|our|the|educators|facilitators|providers|directory|schedule|classes)\b/i.test(
      parts.name,
    )
  )
    return null
  return name
}
