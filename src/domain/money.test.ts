import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { centsToPrice, formatPrice, formatProposalCost, priceToCents } from './money'

describe('money', () => {
  it('round-trips every cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (c) => priceToCents(centsToPrice(c)) === c),
    )
  })
  it('reads prices people type', () => {
    expect(priceToCents('25')).toBe(2500)
    expect(priceToCents('25.5')).toBe(2550)
    expect(priceToCents('$1,025.00')).toBe(102500)
    expect(priceToCents('12.345')).toBeNull()
    expect(priceToCents('abc')).toBeNull()
  })
  it('shows FREE for zero', () => {
    expect(formatPrice(0)).toBe('FREE')
    expect(formatPrice(2500)).toBe('$25.00')
  })
  it("shows a coming-soon class's cost as cents / 100 with 2 decimals", () => {
    expect(formatProposalCost(2550)).toBe('$25.50')
    // Said as every price is (26.14): FREE, never "$0.00" beside FREE elsewhere.
    expect(formatProposalCost(0)).toBe(formatPrice(0))
    expect(formatProposalCost(0)).toBe('FREE')
    expect(formatProposalCost(5)).toBe('$0.05')
  })
})
