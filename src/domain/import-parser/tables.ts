import Papa from 'papaparse'
import { type FieldKey, fieldForHeader, headerZone, type RawRecord } from './fields'

/**
 * RFC 4180-style reader from `start`: quoted fields may hold the delimiter, doubled quotes and newlines.
 * Stops at the first blank line outside quotes. Returns the rows and where reading ended.
 */
export function readDelimited(text: string, start: number, delim: string): { rows: string[][]; end: number } {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let inQuotes = false
  let atFieldStart = true
  let i = start
  for (; i < text.length; i++) {
    const c = text[i]
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else inQuotes = false
      } else field += c
      continue
    }
    if (c === '"' && atFieldStart) {
      inQuotes = true
      atFieldStart = false
    } else if (c === delim) {
      row.push(field.trim())
      field = ''
      atFieldStart = true
    } else if (c === '\n') {
      row.push(field.trim())
      field = ''
      atFieldStart = true
      const blank = row.every((f) => f === '')
      if (blank) break
      rows.push(row)
      row = []
    } else {
      field += c
      if (c !== ' ') atFieldStart = false
    }
  }
  if (field !== '' || row.length) {
    row.push(field.trim())
    if (!row.every((f) => f === '')) rows.push(row)
  }
  return { rows, end: i }
}

/** The header's cells mapped to meanings, when at least two are known. */
export function headerFields(cells: string[], eventish = false): (FieldKey | null)[] | null {
  const fields = cells.map((c) => (c.length <= 40 ? fieldForHeader(c) : null))
  // A schedule export names the session "name" and the person "hosts"/"organizer": the plain name is the title.
  if (eventish && !fields.includes('eventTitle') && fields.filter((f) => f === 'name').length >= 2) {
    const i = cells.findIndex((c, j) => fields[j] === 'name' && /^(name|title)$/i.test(c.trim()))
    if (i >= 0) fields[i] = 'eventTitle'
  }
  const known = fields.filter((f) => f && f !== 'ignore')
  const distinct = new Set(known)
  // Most of a header is recognisable words; a data line has at most one accidental match.
  const recognised = fields.filter(Boolean).length
  if (distinct.size < 2 || recognised * 2 < cells.filter(Boolean).length) return null
  return fields
}

/** Meanings whose cells are read together when a table has two of them ("Date" + "Start"). */
const JOINED = new Set<FieldKey>(['date', 'time', 'end', 'description', 'bio', 'credentials'])

/** Turns a header + rows into records; a meaning seen twice keeps its values joined ("Date" + "Time"). */
export function rowsToRecords(fields: (FieldKey | null)[], rows: string[][]): RawRecord[] {
  const out: RawRecord[] = []
  for (const cells of rows) {
    const rec: RawRecord = {}
    fields.forEach((f, i) => {
      const v = (cells[i] ?? '').trim()
      if (!f || f === 'ignore' || !v) return
      if (!rec[f]) rec[f] = v
      else if (JOINED.has(f)) rec[f] = `${rec[f]} ${v}`
    })
    if (Object.keys(rec).length) out.push(rec)
  }
  return out
}

const splitPipeRow = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.replace(/\\\|/g, '|').trim())

export const isMarkdownSeparator = (line: string) =>
  /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line)

/** A Markdown table starting at `lines[i]` (header, separator, rows). */
export function readMarkdownTable(
  lines: string[],
  i: number,
  eventish = false,
): { records: RawRecord[]; rows: string[]; next: number } | null {
  if (!lines[i]?.includes('|') || !isMarkdownSeparator(lines[i + 1] ?? '')) return null
  const header = splitPipeRow(lines[i])
  const fields = headerFields(header, eventish)
  if (!fields) return null
  const rows: string[][] = []
  let j = i + 2
  while (j < lines.length && lines[j].includes('|') && lines[j].trim()) {
    rows.push(splitPipeRow(lines[j]).map((c) => c.replace(/<br\s*\/?>/gi, '\n')))
    j++
  }
  const zones = header.map(headerZone)
  const zi = fields.findIndex((f, k) => (f === 'time' || f === 'date') && zones[k])
  const records = rows.map((cells) => {
    const r = rowsToRecords(fields, [cells])[0] ?? {}
    return zi >= 0 && !r.timezone ? { ...r, timezone: zones[zi] } : r
  })
  return { records, rows: lines.slice(i + 2, j), next: j }
}

/**
 * A delimited table from `lines[i]` (its header) to the first blank line outside quotes, read with papaparse (quoted
 * cells with the delimiter, doubled quotes and line breaks inside). A zone in a header ("Time (ET)") applies to the
 * column's values.
 */
export function readTable(
  lines: string[],
  i: number,
  eventish: boolean,
): { records: RawRecord[]; rows: string[]; next: number } | null {
  const delim = detectDelimiter(lines[i], eventish)
  if (!delim) return null
  let j = i + 1
  let quotes = (lines[i].match(/"/g) ?? []).length
  while (j < lines.length && (quotes % 2 === 1 || lines[j].trim())) {
    quotes += (lines[j].match(/"/g) ?? []).length
    j++
  }
  const parsed = Papa.parse<string[]>(lines.slice(i, j).join('\n'), {
    delimiter: delim,
    skipEmptyLines: true,
  })
  const [header, ...rows] = parsed.data.map((r) => r.map((c) => c.trim()))
  const fields = headerFields(header, eventish)
  if (!fields) return null
  const zones = header.map(headerZone)
  const records = rows.map((cells) => {
    const [rec] = rowsToRecords(fields, [cells])
    const zi = fields.findIndex((f, k) => (f === 'time' || f === 'date') && zones[k])
    if (rec && zi >= 0 && !rec.timezone) rec.timezone = zones[zi]
    return rec ?? {}
  })
  return { records, rows: rows.map((r) => r.join(delim)), next: j }
}

/** Tab, semicolon or comma: the one that splits the header line into the most known columns. */
export function detectDelimiter(line: string, eventish = false): string | null {
  let best: { d: string; n: number } | null = null
  for (const d of ['\t', ';', ',', '|']) {
    if (!line.includes(d)) continue
    const cells = readDelimited(`${line}\n`, 0, d).rows[0] ?? []
    const fields = headerFields(cells, eventish)
    const n = fields?.filter(Boolean).length ?? 0
    if (n >= 2 && (!best || n > best.n)) best = { d, n }
  }
  return best?.d ?? null
}
