import { type FieldKey, fieldForHeader, type RawRecord } from './fields'

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
export function headerFields(cells: string[]): (FieldKey | null)[] | null {
  const fields = cells.map((c) => (c.length <= 40 ? fieldForHeader(c) : null))
  const known = fields.filter(Boolean)
  const distinct = new Set(known)
  // Most of a header is recognisable words; a data line has at most one accidental match.
  if (distinct.size < 2 || known.length * 2 < cells.filter(Boolean).length) return null
  return fields
}

/** Turns a header + rows into records; a meaning seen twice keeps its values joined ("Date" + "Time"). */
export function rowsToRecords(fields: (FieldKey | null)[], rows: string[][]): RawRecord[] {
  const out: RawRecord[] = []
  for (const cells of rows) {
    const rec: RawRecord = {}
    fields.forEach((f, i) => {
      const v = (cells[i] ?? '').trim()
      if (!f || !v) return
      rec[f] = rec[f] ? `${rec[f]} ${v}` : v
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
export function readMarkdownTable(lines: string[], i: number): { records: RawRecord[]; next: number } | null {
  if (!lines[i]?.includes('|') || !isMarkdownSeparator(lines[i + 1] ?? '')) return null
  const fields = headerFields(splitPipeRow(lines[i]))
  if (!fields) return null
  const rows: string[][] = []
  let j = i + 2
  while (j < lines.length && lines[j].includes('|') && lines[j].trim()) {
    rows.push(splitPipeRow(lines[j]).map((c) => c.replace(/<br\s*\/?>/gi, '\n')))
    j++
  }
  return { records: rowsToRecords(fields, rows), next: j }
}

/** Tab, semicolon or comma: the one that splits the header line into the most known columns. */
export function detectDelimiter(line: string): string | null {
  let best: { d: string; n: number } | null = null
  for (const d of ['\t', ';', ',', '|']) {
    if (!line.includes(d)) continue
    const cells = readDelimited(`${line}\n`, 0, d).rows[0] ?? []
    const fields = headerFields(cells)
    const n = fields?.filter(Boolean).length ?? 0
    if (n >= 2 && (!best || n > best.n)) best = { d, n }
  }
  return best?.d ?? null
}
