import { type FieldKey, fieldForHeader, fieldForLabel, type RawRecord } from './fields'

const KV_LINE = /^\s*(?:[-*•]\s+)?\**([\p{L}][\p{L}\p{N} /&()'’.-]{0,38}?)\**\s*[:：]\s*(.*)$/u
const BULLET = /^\s*(?:[-*•·]|\d{1,3}[.)]|[a-z][.)])\s+/

/** "Key: value" with a known key, else null. Times like "6:30" are not keys (the key must start with a letter). */
export function keyValue(line: string): { key: FieldKey; value: string } | null {
  const m = KV_LINE.exec(line)
  if (!m) return null
  // A label of three words or more must be a known label exactly: "Baby Sign Language: …" is a title, not a language.
  const words = m[1].trim().split(/\s+/).length
  const key = words <= 2 ? fieldForHeader(m[1]) : fieldForLabel(m[1])
  return key ? { key, value: m[2].replace(/^\*+\s*/, '').trim() } : null
}

export const stripBullet = (line: string) => line.replace(BULLET, '').trim()

/** A block where most lines are known "Key: value" pairs. */
export function isKeyValueBlock(lines: string[]): boolean {
  const kv = lines.filter((l) => keyValue(l)).length
  return kv >= 2 && kv * 2 >= lines.length
}

/**
 * Reads one blank-line-separated block of "Key: value" lines. A line that is not a pair continues the
 * previous value (a wrapped description), or names the record when it comes first ("Maria Lopez, IBCLC").
 * A key seen again starts a new record, for blocks pasted without blank lines between them.
 */
export function readKeyValueBlock(lines: string[]): { records: RawRecord[]; heading: string | null } {
  const records: RawRecord[] = []
  let rec: RawRecord = {}
  let last: FieldKey | null = null
  let heading: string | null = null
  for (const raw of lines) {
    const kv = keyValue(raw)
    if (kv) {
      if (rec[kv.key] !== undefined && kv.key !== 'description' && kv.key !== 'bio') {
        records.push(rec)
        rec = {}
      }
      rec[kv.key] = rec[kv.key] ? `${rec[kv.key]}\n${kv.value}` : kv.value
      last = kv.key
      continue
    }
    const text = stripBullet(raw)
      .replace(/^#+\s*/, '')
      .replace(/\*\*/g, '')
    if (!text) continue
    if (last) rec[last] = rec[last] ? `${rec[last]} ${text}` : text
    else heading = heading ? `${heading} ${text}` : text
  }
  if (Object.keys(rec).length) records.push(rec)
  return { records, heading }
}

/**
 * Where a record of "Key: value" lines starts inside a block whose first lines are schedule entries (pasted without
 * a blank line between them), or null when the block reads as before. The pairs start a record of their own rather
 * than continuing the entries above. The line right above them still names the record, as a block's first line
 * does (I3), unless the pairs name it themselves: a schedule line above "Provider: …" is an event, not a heading.
 */
export function pairsStart(
  lines: string[],
  isEntry: (line: string) => boolean,
  namesItself: (rec: RawRecord) => boolean,
): number | null {
  const first = lines.findIndex((l) => keyValue(l))
  // Without an entry above, the lines above the pairs are their heading (I3).
  if (first <= 0 || !lines.slice(0, first).some(isEntry)) return null
  const rec = readKeyValueBlock(lines.slice(first)).records[0]
  const start = rec && namesItself(rec) ? first : first - 1
  return start > 0 && isKeyValueBlock(lines.slice(start)) ? start : null
}
