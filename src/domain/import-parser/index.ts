import type { ClassDraft, EventDraft, ImportType, ProviderDraft } from '../imports'
import { IMPORT_DEFAULTS } from '../imports'
import { type BuildContext, toClassDraft, toEventDraft, toProviderDraft } from './builders'
import { hasEventFields, type RawRecord } from './fields'
import { splitIdeaLine } from './idea-line'
import { isKeyValueBlock, pairsStart, readKeyValueBlock, stripBullet } from './key-value'
import { parseLooseEventLine, parseLooseProviderLine } from './loose-line'
import { detectDelimiter, headerFields, readDelimited, readMarkdownTable, rowsToRecords } from './tables'

type Mode = ImportType | 'classes'
type Found = { rec: RawRecord; kind: 'event' | 'provider' }

/** Line endings, BOM, non-breaking spaces and curly quotes people paste from documents and email. */
export function normalizeText(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .replace(/[\u200B-\u200D\u2060]/g, '')
    .replace(/[\u201C\u201D\u201E]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
}

const eventish = (mode: Mode, r: RawRecord) =>
  mode === 'events' || mode === 'classes' || (mode === 'both' && hasEventFields(r))

function classify(mode: Mode, rec: RawRecord): Found {
  return { rec, kind: eventish(mode, rec) ? 'event' : 'provider' }
}

function looseLine(mode: Mode, line: string, ctx: BuildContext): Found | null {
  if (mode === 'providers') {
    const p = parseLooseProviderLine(line)
    return p ? { rec: p, kind: 'provider' } : null
  }
  const e = parseLooseEventLine(line, ctx.now, ctx.timezone)
  if (e && (mode !== 'both' || e.date || e.price || e.duration)) return { rec: e, kind: 'event' }
  if (mode === 'both') {
    const p = parseLooseProviderLine(line)
    if (p) return { rec: p, kind: 'provider' }
  }
  if (mode === 'classes') {
    // An idea list is often just titles, maybe "Title: what it covers".
    const t = stripBullet(line)
    if (!t || t.endsWith(':') || t.length > 200) return null
    return { rec: splitIdeaLine(t), kind: 'event' }
  }
  return e ? { rec: e, kind: 'event' } : null
}

/**
 * A line under a schedule entry that the parser could not read on its own describes that entry only when it looks
 * like a description: indented under it, or a sentence. Anything else ("Bad line with no date at all") is listed
 * as not read rather than glued to the row above.
 */
function describesPrevious(line: string): boolean {
  const text = stripBullet(line)
  return text.length >= 20 && (/^\s/.test(line) || /[.!?…]["'’)]?$/.test(text))
}

/** Splits pasted text into records: Markdown tables, CSV/TSV with a header, "Key: value" blocks, loose lines. */
function collect(text: string, mode: Mode, ctx: BuildContext): { found: Found[]; unread: string[] } {
  const norm = normalizeText(text)
  const lines = norm.split('\n')
  const offsets: number[] = []
  let pos = 0
  for (const l of lines) {
    offsets.push(pos)
    pos += l.length + 1
  }
  const found: Found[] = []
  const unread: string[] = []
  let i = 0
  while (i < lines.length) {
    if (!lines[i].trim()) {
      i++
      continue
    }
    const md = readMarkdownTable(lines, i)
    if (md) {
      found.push(...md.records.map((r) => classify(mode, r)))
      i = md.next
      continue
    }
    const delim = detectDelimiter(lines[i])
    if (delim) {
      const header = readDelimited(`${lines[i]}\n`, 0, delim).rows[0]
      const fields = headerFields(header)
      const start = offsets[i] + lines[i].length + 1
      const { rows, end } = readDelimited(norm, Math.min(start, norm.length), delim)
      if (fields) found.push(...rowsToRecords(fields, rows).map((r) => classify(mode, r)))
      const next = offsets.findIndex((o) => o > end)
      i = next === -1 ? lines.length : next
      continue
    }
    const block: string[] = []
    while (i < lines.length && lines[i].trim()) block.push(lines[i++])
    const start = pairsStart(block, isEntry(ctx), namesItself(mode))
    const parts = start === null ? [block] : [block.slice(0, start), block.slice(start)]
    for (const part of parts) readBlock(part, mode, ctx, found, unread)
  }
  return { found, unread }
}

/** A line that is an entry of its own: it gives a date, a price or a duration. */
const isEntry = (ctx: BuildContext) => (line: string) => {
  const e = parseLooseEventLine(line, ctx.now, ctx.timezone)
  return !!(e?.date || e?.price || e?.duration)
}

/** Pairs that carry their record's name: a title for an event, a name for a person. */
const namesItself = (mode: Mode) => (r: RawRecord) =>
  eventish(mode, r) ? !!(r.eventTitle || r.title) : !!(r.name || r.firstName || r.lastName)

/** One run of lines without a blank line: a "Key: value" record (or several), else one entry per line. */
function readBlock(block: string[], mode: Mode, ctx: BuildContext, found: Found[], unread: string[]) {
  if (isKeyValueBlock(block)) {
    const { records, heading } = readKeyValueBlock(block)
    if (heading && records[0]) {
      const r = records[0]
      if (eventish(mode, r)) r.eventTitle ??= heading
      else r.name ??= heading
    }
    found.push(...records.map((r) => classify(mode, r)))
    return
  }
  let previous: Found | null = null
  for (const line of block) {
    const f = looseLine(mode, line, ctx)
    if (f) {
      found.push(f)
      previous = f
      continue
    }
    const rest = stripBullet(line)
    if (previous?.kind === 'event' && !previous.rec.description && describesPrevious(line))
      previous.rec.description = rest
    // A line ending in a colon is a heading ("March schedule:"), not something that was missed.
    else if (rest && !rest.endsWith(':')) unread.push(rest)
  }
}

const meaningfulEvent = (r: RawRecord) => !!(r.eventTitle || r.title || r.date)
const meaningfulProvider = (r: RawRecord) => !!(r.name || r.firstName || r.lastName || r.email)

export type ParseOptions = { now: Date; timezone?: string }

/** What the deterministic parser read, with what it could not. */
export type BulkParse = {
  providers: ProviderDraft[]
  events: EventDraft[]
  /** Per event row, something the admin should check (a guessed date), or undefined. */
  eventNotes: (string | undefined)[]
  /** Lines that became no row and no part of one, as pasted (trimmed). */
  unread: string[]
}

/** The deterministic parser behind the bulk import (admin.md §2, §5). Pure: the import date is injected. */
export function parseBulkText(text: string, type: ImportType, opts: ParseOptions): BulkParse {
  const ctx = { now: opts.now, timezone: opts.timezone ?? IMPORT_DEFAULTS.timezone }
  const { found, unread } = collect(text, type, ctx)
  const events = found
    .filter((f) => f.kind === 'event' && meaningfulEvent(f.rec))
    .map((f) => toEventDraft(f.rec, ctx))
  return {
    providers: found
      .filter((f) => f.kind === 'provider' && meaningfulProvider(f.rec))
      .map((f) => toProviderDraft(f.rec)),
    events: events.map((e) => e.draft),
    eventNotes: events.map((e) => e.note),
    unread,
  }
}

/** Coming-soon class ideas from pasted text, with the lines that became none. */
export function parseClassText(
  text: string,
  opts: ParseOptions,
): { classes: ClassDraft[]; unread: string[] } {
  const ctx = { now: opts.now, timezone: opts.timezone ?? IMPORT_DEFAULTS.timezone }
  const { found, unread } = collect(text, 'classes', ctx)
  return { classes: found.filter((f) => meaningfulEvent(f.rec)).map((f) => toClassDraft(f.rec)), unread }
}
