import { describe, expect, it } from 'vitest'
import { CancelRegistrationSchema, policyRefunds } from './admin-registrations'

describe('refund policy', () => {
  const start = new Date('2030-07-01T15:00:00Z')
  it('refunds in full up to 24 hours before the start', () => {
    expect(policyRefunds(start, new Date('2030-06-30T15:00:00Z'))).toBe(true)
    expect(policyRefunds(start, new Date('2030-06-20T00:00:00Z'))).toBe(true)
  })
  it('refunds nothing after that', () => {
    expect(policyRefunds(start, new Date('2030-06-30T15:00:01Z'))).toBe(false)
    expect(policyRefunds(start, new Date('2030-07-02T00:00:00Z'))).toBe(false)
  })
  it('accepts an empty body (the policy decides)', () => {
    expect(CancelRegistrationSchema.parse({})).toEqual({})
  })
})
