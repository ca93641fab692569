import { type FieldKey, fieldForHeader, type RawRecord } from './fields'

const KV_LINE = /^\s*(?:[-*•]\s+)?\**([\p{L}][\p{L}\p{N} /&()'’.-]{0,38}?)\**\s*[:：]\s*(.*)$/u
const BULLET = /^\s*(?:[-*•·]|\d{1,3}[.)]|[a-z][.)])\s+/

/** "Key: value" with a known key, else null. Times like "6:30" are not keys (the key must start with a letter). */
export function keyValue(line: string): { key: FieldKey; value: string } | null {
  const m = KV_LINE.exec(line)
  if (!m) return null
  const key = fieldForHeader(m[1])
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
