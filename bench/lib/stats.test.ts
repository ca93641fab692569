import { describe, expect, it } from 'vitest'
import { judge, median, percentile, ratio } from './stats'

describe('benchmark statistics', () => {
  it('takes the middle of odd and even samples, unsorted', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
  it('takes nearest-rank percentiles', () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i)
    expect(percentile(xs, 99)).toBe(99)
    expect(percentile(xs, 50)).toBe(50)
    expect(percentile([7], 99)).toBe(7)
  })
  it('compares medians of alternating rounds, not means', () => {
    expect(ratio([800, 100, 900], [1000, 1000, 50])).toBe(0.8)
  })
  it('says by how much a target is missed', () => {
    expect(judge(0.6, { op: '>=', target: 0.7 })).toEqual({ pass: false, missBy: '14% below' })
    expect(judge(30, { op: '<', target: 25 })).toEqual({ pass: false, missBy: '20% above' })
    expect(judge(101, { op: '==', target: 100 })).toEqual({ pass: false, missBy: '101 instead of 100' })
    expect(judge(20, { op: '<', target: 25 }).pass).toBe(true)
  })
  it('never counts a figure that was not measured as met', () => {
    expect(judge(Number.NaN, { op: '<', target: 2500 })).toEqual({ pass: false, missBy: 'not measured' })
    expect(judge(Number.POSITIVE_INFINITY, { op: '>=', target: 1 })).toEqual({
      pass: false,
      missBy: 'not measured',
    })
  })
})
