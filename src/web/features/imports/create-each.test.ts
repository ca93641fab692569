import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api'
import { createEach, rowsToRetry } from './create-each'

const refusal = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ message }), { message })

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ index: i, values: `Class ${i + 1}` }))

describe('creating class ideas one call each', () => {
  it('skips a refused row with its reason and creates the rest', async () => {
    const created: string[] = []
    const out = await createEach(items(4), async (v) => {
      if (v === 'Class 2') throw refusal(400, 'Title must be at least 3 characters')
      created.push(v)
    })
    expect(created).toEqual(['Class 1', 'Class 3', 'Class 4'])
    expect(out).toEqual({
      created: [0, 2, 3],
      failed: [{ index: 1, reason: 'Title must be at least 3 characters' }],
    })
  })

  it('stops at a rate limit and reports every row not yet sent, so none is lost or sent twice', async () => {
    let calls = 0
    const progress: number[] = []
    const out = await createEach(
      items(25),
      async () => {
        if (++calls > 20) throw refusal(429, 'Too many requests. Please try again in 42 seconds.')
      },
      (done) => progress.push(done),
    )
    expect(calls).toBe(21)
    expect(out.created).toHaveLength(20)
    expect(out.failed.map((f) => f.index)).toEqual([20, 21, 22, 23, 24])
    expect(new Set(out.failed.map((f) => f.reason))).toEqual(
      new Set(['Too many requests. Please try again in 42 seconds.']),
    )
    expect(progress.at(-1)).toBe(25)
  })

  it('stops on a network failure too, keeping the rest', async () => {
    const out = await createEach(items(3), async (v) => {
      if (v === 'Class 2') throw new TypeError('Failed to fetch')
    })
    expect(out).toEqual({
      created: [0],
      failed: [
        { index: 1, reason: 'Failed to create entries' },
        { index: 2, reason: 'Failed to create entries' },
      ],
    })
  })
})

describe('the preview after an import', () => {
  it('keeps only the failed rows, selected, each with its reason', () => {
    const rows = ['A', 'B', 'C', 'D'].map((values, i) => ({ values, selected: i !== 3, duplicateOf: null }))
    expect(
      rowsToRetry(rows, [
        { index: 1, reason: 'Too many requests' },
        { index: 2, reason: 'Price must be a valid amount (e.g., 25.00)' },
      ]),
    ).toEqual([
      { values: 'B', selected: true, duplicateOf: null, error: 'Too many requests' },
      { values: 'C', selected: true, duplicateOf: null, error: 'Price must be a valid amount (e.g., 25.00)' },
    ])
    expect(rowsToRetry(rows, [])).toEqual([])
  })

  it('also keeps, in their place, the rows it was asked to keep (selected rows with errors, not sent)', () => {
    const rows = ['A', 'B', 'C'].map((values) => ({ values, selected: true, duplicateOf: null }))
    expect(
      rowsToRetry(rows, [{ index: 2, reason: 'Too many requests' }], (r) => r.values === 'A').map(
        (r) => r.values,
      ),
    ).toEqual(['A', 'C'])
  })
})
