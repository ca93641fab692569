import type { ClassDraft, EventDraft, ImportType, ProviderDraft } from '../imports'
import { IMPORT_DEFAULTS } from '../imports'
import { type BuildContext, toClassDraft, toEventDraft, toProviderDraft } from './builders'
import { documentLines, findSignature, type Hints, noiseRole, readHint, type Signature } from './document'
import { type FieldKey, hasEventFields, type RawRecord } from './fields'
import { readLine } from './line'
import { type Found, type Mode, readPeople, readStream, type Sources } from './records'
import { readMarkdownTable, readTable } from './tables'

export { normalizeText } from './document'

/**
 * The built-in parser (decisions I3, I14; issue 27). The paste is read as a document first: HTML leftovers decoded,
 * greetings, sign-offs, signatures and page chrome set aside, notes that apply to every row collected ("Times listed
 * in Eastern"), tables read with their header; then the other lines are read in order into records. A line that holds
 * no field of a row never becomes a row.
 */

const eventish = (mode: Mode) => mode !== 'providers'

/** Reads the document into records. */
function collect(text: string, mode: Mode, ctx: BuildContext) {
  const lines = documentLines(text)
  const { indexes: signatureLines, signature } = findSignature(lines)
  const hints: Hints = {}
  const found: Found[] = []
  const unread: string[] = []
  const stream: { text: string; index: number }[] = []
  const people: { text: string; index: number }[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i]
    if (!line.trim()) {
      stream.push({ text: '', index: i++ })
      continue
    }
    const md = readMarkdownTable(lines, i, eventish(mode))
    const table = md ?? readTable(lines, i, eventish(mode))
    if (table) {
      table.records.forEach((rec, k) => {
        found.push(classify(mode, rec, table.rows[k] ?? lines[i]))
      })
      i = table.next
      stream.push({ text: '', index: i })
      continue
    }
    if (signatureLines.has(i) || noiseRole(line)) {
      // A line of no row separates the rows around it, as a blank line does.
      stream.push({ text: '', index: i++ })
      continue
    }
    const hint = readHint(line)
    if (hint && !readLine(line, ctx).when?.day) {
      hints.timezone ??= hint.timezone
      hints.language ??= hint.language
      stream.push({ text: '', index: i++ })
      continue
    }
    if (mode === 'both' && isDirectoryLine(line, ctx)) {
      people.push({ text: line, index: i })
      stream.push({ text: '', index: i++ })
      continue
    }
    for (const part of sessionsInSentence(line, ctx)) stream.push({ text: part, index: i })
    i++
  }
  if (mode === 'providers') {
    const p = readPeople(stream, ctx)
    found.push(...p.found)
    unread.push(...p.unread)
  } else {
    const s = readStream(stream, mode, ctx)
    found.push(...s.found)
    unread.push(...s.unread)
    if (people.length) found.push(...readPeople(people, ctx).found)
  }
  return { found, unread, hints, signature }
}

/**
 * A sentence asking for two sessions ("… this Saturday at 10am CT, and Formula Feeding FAQ with Jen Park next
 * Tuesday at 7pm CT?") is read as one line per session; any other line as it is.
 */
function sessionsInSentence(line: string, ctx: BuildContext): string[] {
  if (!/[.?!]/.test(line) || line.length < 40) return [line]
  const parts = line.split(/,\s+and\s+|;\s+(?:and\s+)?|(?<=[.?!])\s+(?=\p{Lu})/u).map((p) => p.trim())
  if (parts.length < 2) return [line]
  const dated = parts.filter((p) => readLine(p, ctx).when)
  return dated.length >= 2 ? parts : [line]
}

/** A provider line in a mixed paste: "Derek Chan, RN – NICU Nurse Educator – derek@…", with no date or price. */
function isDirectoryLine(line: string, ctx: BuildContext): boolean {
  const l = readLine(line, ctx)
  if (l.pair || l.when || l.fields.price || l.fields.duration || l.provider) return false
  const lead = readPeople([{ text: line, index: 0 }], ctx).found[0]
  return !!lead && l.rest.length >= 2
}

function classify(mode: Mode, rec: RawRecord, line: string): Found {
  const from: Sources = {}
  for (const k of Object.keys(rec) as FieldKey[]) from[k] = line.trim()
  const kind = mode === 'providers' || (mode === 'both' && !hasEventFields(rec)) ? 'provider' : 'event'
  return { rec, from, kind }
}

const meaningfulEvent = (r: RawRecord) =>
  !!((r.eventTitle || r.title) && (r.date || r.time || hasEventFields(r)))
const meaningfulClass = (r: RawRecord) => !!(r.eventTitle || r.title)
const meaningfulProvider = (r: RawRecord) => !!(r.name || r.firstName || r.lastName)

/** The sender who signed the email leads the sessions that name nobody (issue 27). */
function withSigner(rec: RawRecord, signature: Signature | null): RawRecord {
  return rec.name || rec.firstName || !signature ? rec : { ...rec, name: signature.person }
}

export type ParseOptions = { now: Date; timezone?: string }

/** What the deterministic parser read, with what it could not. */
export type BulkParse = {
  providers: ProviderDraft[]
  events: EventDraft[]
  /** Per event row, something the admin should check (a relative date), or undefined. */
  eventNotes: (string | undefined)[]
  /** Lines that became no row and no part of one, as pasted (trimmed). */
  unread: string[]
}

/** The deterministic parser behind the bulk import (admin.md §2, §5). Pure: the import date is injected. */
export function parseBulkText(text: string, type: ImportType, opts: ParseOptions): BulkParse {
  const base = { now: opts.now, timezone: opts.timezone ?? IMPORT_DEFAULTS.timezone, cache: new Map() }
  const { found, unread, hints, signature } = collect(text, type, base)
  const ctx: BuildContext = { ...base, hints }
  const events = found
    .filter((f) => f.kind === 'event' && meaningfulEvent(f.rec))
    .map((f) => toEventDraft(withSigner(f.rec, signature), ctx))
  const providerRecs = found
    .filter((f) => f.kind === 'provider' && meaningfulProvider(f.rec))
    .map((f) => f.rec)
  // In a mixed paste the sender is a provider too, unless the paste lists them already.
  if (type === 'both' && signature && events.length) {
    const sig: RawRecord = {
      name: signature.person,
      role: signature.title,
      email: signature.email,
      phone: signature.phone,
    }
    const key = (r: RawRecord) => toProviderDraft(r)
    const s = key(sig)
    if (!providerRecs.some((r) => key(r).firstName === s.firstName && key(r).lastName === s.lastName))
      providerRecs.push(sig)
  }
  return {
    providers: providerRecs.map(toProviderDraft),
    events: events.map((e) => e.draft),
    eventNotes: events.map((e) => e.note),
    unread,
  }
}

/** Which line of the paste each field of a class idea was read from (shown in the preview, issue 27). */
export type ClassSources = Partial<Record<keyof ClassDraft, string>>

const CLASS_FIELD: Partial<Record<FieldKey, keyof ClassDraft>> = {
  eventTitle: 'eventName',
  title: 'eventName',
  description: 'description',
  name: 'providerFirstName',
  firstName: 'providerFirstName',
  lastName: 'providerLastName',
  duration: 'durationMinutes',
  capacity: 'maximumCapacity',
  price: 'price',
  language: 'languages',
  type: 'serviceType',
}

/** Coming-soon class ideas from pasted text, with the lines that became none and where each field came from. */
export function parseClassText(
  text: string,
  opts: ParseOptions,
): { classes: ClassDraft[]; unread: string[]; sources: ClassSources[] } {
  const base = { now: opts.now, timezone: opts.timezone ?? IMPORT_DEFAULTS.timezone, cache: new Map() }
  const { found, unread, hints, signature } = collect(text, 'classes', base)
  const ctx: BuildContext = { ...base, hints }
  const ideas = found.filter((f) => meaningfulClass(f.rec))
  const sources = ideas.map((f) => {
    const out: ClassSources = {}
    for (const [k, line] of Object.entries(f.from) as [FieldKey, string][]) {
      const key = CLASS_FIELD[k]
      if (key && line) out[key] ??= line
    }
    if (!f.rec.name && signature) out.providerFirstName = `Signature: ${signature.person}`
    if (out.providerFirstName) out.providerLastName ??= out.providerFirstName
    return out
  })
  return {
    classes: ideas.map((f) => toClassDraft(withSigner(f.rec, signature), ctx)),
    unread,
    sources,
  }
}
