import { describe, expect, it } from 'vitest'
import { smsNeedsPhone } from './phone-needed'

describe('smsNeedsPhone', () => {
  it('asks for a phone only when SMS is on and the profile has none', () => {
    expect(smsNeedsPhone(true, null)).toBe(true)
    expect(smsNeedsPhone(true, undefined)).toBe(true)
    expect(smsNeedsPhone(true, '')).toBe(true)
    expect(smsNeedsPhone(true, '   ')).toBe(true)
    expect(smsNeedsPhone(true, '+15125550100')).toBe(false)
  })
  it('never blocks saving with SMS off', () => {
    expect(smsNeedsPhone(false, null)).toBe(false)
    expect(smsNeedsPhone(false, '+15125550100')).toBe(false)
  })
})
