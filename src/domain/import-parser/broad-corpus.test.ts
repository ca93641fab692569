import { describe, expect, it } from 'vitest'
import { BROAD_CORPUS, BROAD_NOW } from '../../../test/fixtures/import-corpus-broad'
import { describeScore, pct, scoreCorpus } from '../../../test/fixtures/import-score'

// The tuning part only: the part held aside (test/fixtures/import-corpus-aside) is scored by the bench, at the end.
describe('the built-in parser over the broad corpus (issue 27)', () => {
  it('has at least 40 samples to tune on, of many kinds', () => {
    expect(BROAD_CORPUS.length).toBeGreaterThanOrEqual(40)
    expect(new Set(BROAD_CORPUS.map((s) => s.kind)).size).toBeGreaterThanOrEqual(15)
  })

  it('gets at least 90% of fields right, finds at least 97% of rows and invents none', () => {
    const s = scoreCorpus(BROAD_CORPUS, BROAD_NOW)
    console.log(`broad corpus (tuning part, ${BROAD_CORPUS.length} samples): ${describeScore(s)}`)
    if (process.env.CORPUS_MISSES) console.log(s.misses.join('\n'))
    expect(pct(s.right, s.total)).toBeGreaterThanOrEqual(90)
    expect(pct(s.rowsFound, s.rowsExpected)).toBeGreaterThanOrEqual(97)
    expect(s.rowsInvented).toBe(0)
  })
})
