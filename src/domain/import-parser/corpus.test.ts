import { describe, expect, it } from 'vitest'
import { CORPUS, CORPUS_NOW, type CorpusSample } from '../../../test/fixtures/import-corpus'
import { parseBulkText, parseClassText } from './index'

type Row = Record<string, unknown>
type Score = { right: number; total: number; misses: string[] }

/** Compares rows by position; a missing row loses all its fields, an extra row loses as many as a row has. */
function scoreRows(label: string, expected: Row[], actual: Row[]): Score {
  const s: Score = { right: 0, total: 0, misses: [] }
  expected.forEach((exp, i) => {
    const act = actual[i]
    for (const [k, v] of Object.entries(exp)) {
      s.total++
      if (act && JSON.stringify(act[k]) === JSON.stringify(v)) s.right++
      else
        s.misses.push(`${label}[${i}].${k}: expected ${JSON.stringify(v)}, got ${JSON.stringify(act?.[k])}`)
    }
  })
  const perRow = Object.keys(expected[0] ?? { title: 1 }).length
  for (let i = expected.length; i < actual.length; i++) {
    s.total += perRow
    s.misses.push(`${label}[${i}]: unexpected row ${JSON.stringify(actual[i]).slice(0, 120)}`)
  }
  return s
}

function scoreSample(sample: CorpusSample): Score {
  if (sample.type === 'classes') {
    return scoreRows('classes', sample.classes, parseClassText(sample.text, { now: CORPUS_NOW }).classes)
  }
  const got = parseBulkText(sample.text, sample.type, { now: CORPUS_NOW })
  const parts = [
    scoreRows('events', sample.events ?? [], got.events),
    scoreRows('providers', sample.providers ?? [], got.providers),
  ]
  return parts.reduce((a, b) => ({
    right: a.right + b.right,
    total: a.total + b.total,
    misses: [...a.misses, ...b.misses],
  }))
}

describe('the deterministic parser over the pasted-text corpus', () => {
  it('has at least 25 samples covering every format', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(25)
  })

  it('gets at least 90% of the fields right', () => {
    let right = 0
    let total = 0
    const misses: string[] = []
    for (const sample of CORPUS) {
      const s = scoreSample(sample)
      right += s.right
      total += s.total
      misses.push(...s.misses.map((m) => `${sample.name}: ${m}`))
    }
    const pct = (100 * right) / total
    console.log(
      `import parser corpus accuracy: ${right}/${total} fields = ${pct.toFixed(1)}% over ${CORPUS.length} samples`,
    )
    if (misses.length) console.log(`misses:\n${misses.join('\n')}`)
    expect(pct).toBeGreaterThanOrEqual(90)
  })
})
