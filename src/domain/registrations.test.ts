import { describe, expect, it } from 'vitest'
import { isValidCardNumber } from './payments'

describe('isValidCardNumber', () => {
  it('accepts the test cards and refuses a typo', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true)
    expect(isValidCardNumber('4000000000000002')).toBe(true)
    expect(isValidCardNumber('4242424242424241')).toBe(false)
    expect(isValidCardNumber('abc')).toBe(false)
  })
})
