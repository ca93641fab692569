import { describe, expect, it } from 'vitest'
import { labelEvery, niceTicks } from './chart-scale'

describe('niceTicks', () => {
  it('gives round steps that reach past the busiest week', () => {
    expect(niceTicks(143)).toEqual([0, 50, 100, 150])
    expect(niceTicks(100)).toEqual([0, 50, 100])
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8])
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500])
  })

  it('never splits a count into fractions, even when all weeks are empty', () => {
    expect(niceTicks(0)).toEqual([0, 1])
    expect(niceTicks(3)).toEqual([0, 1, 2, 3])
  })
})

describe('labelEvery', () => {
  it('thins week labels on a narrow chart and shows them all on a wide one', () => {
    expect(labelEvery(80, 44)).toBe(1)
    expect(labelEvery(25, 44)).toBe(2)
    expect(labelEvery(12, 44)).toBe(4)
  })
})
