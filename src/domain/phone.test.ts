import { describe, expect, it } from 'vitest'
import { displayPhone, normalizePhone, spreadsheetPhone } from './phone'
import { ProfileInputSchema } from './profile'

describe('normalizePhone', () => {
  it('turns US national formats into E.164', () => {
    expect(normalizePhone('(312) 555-0100')).toBe('+13125550100')
    expect(normalizePhone('312.555.0100')).toBe('+13125550100')
    expect(normalizePhone('+1 312 555 0100')).toBe('+13125550100')
  })
  it('keeps international numbers', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958')
  })
  it('refuses what cannot be a number', () => {
    expect(normalizePhone('12')).toBeNull()
    expect(normalizePhone('not a phone')).toBeNull()
    expect(normalizePhone('')).toBeNull()
  })
})

describe('ProfileInputSchema', () => {
  it('requires both names with the spec messages', () => {
    const r = ProfileInputSchema.safeParse({ firstName: ' ', lastName: '' })
    expect(r.success).toBe(false)
    const messages = r.error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(messages).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
    ])
  })
  it('refuses email and role', () => {
    const r = ProfileInputSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'x@y.z', role: 'admin' })
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Email cannot be changed',
      'Role cannot be changed',
    ])
  })
  it('stores an empty phone as null and a typed one in E.164', () => {
    expect(ProfileInputSchema.parse({ firstName: 'A', lastName: 'B', phone: '' }).phone).toBeNull()
    expect(ProfileInputSchema.parse({ firstName: 'A', lastName: 'B', phone: '312-555-0100' }).phone).toBe(
      '+13125550100',
    )
  })
})

describe('displayPhone', () => {
  it('writes a stored number as people read it, and it reads back as the same number', () => {
    expect(displayPhone('+12125550147')).toBe('(212) 555-0147')
    expect(displayPhone('+442079460958')).toBe('+44 20 7946 0958')
    expect(normalizePhone(displayPhone('+12125550147'))).toBe('+12125550147')
    expect(normalizePhone(displayPhone('+442079460958'))).toBe('+442079460958')
    expect(displayPhone(null)).toBe('')
    expect(displayPhone('garbage')).toBe('garbage')
  })
})

describe('spreadsheetPhone', () => {
  it('writes numbers as people do, never starting with + (a CSV cell a spreadsheet would run as a formula)', () => {
    expect(spreadsheetPhone('+13125550100')).toBe('(312) 555-0100')
    expect(spreadsheetPhone('+14165550100')).toBe('(416) 555-0100')
    expect(spreadsheetPhone('+442079460958')).toBe('(+44) 20 7946 0958')
    expect(spreadsheetPhone(null)).toBe('')
    // Not a number at all: given as stored, for the CSV's guard to handle.
    expect(spreadsheetPhone('+1')).toBe('+1')
  })
})
