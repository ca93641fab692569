import { describe, expect, it } from 'vitest'
import type { User } from '../../domain/auth'
import { ProfileInputSchema } from '../../domain/profile'
import { profileWithPhone, smsNeedsPhone } from './phone-needed'

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

describe('profileWithPhone', () => {
  const user: User = {
    id: 'u1',
    email: 'sam@example.test',
    firstName: 'Sam',
    lastName: 'Noel',
    profileImageUrl: null,
    phone: null,
    timezone: 'America/Denver',
    role: 'parent',
    emailVerified: true,
    mfaEnabled: false,
    ageConfirmationNeeded: false,
  }
  it('adds the phone and keeps the names and timezone, so saving it changes nothing else', () => {
    const body = profileWithPhone(user, '+13125550100')
    expect(body).toEqual({
      firstName: 'Sam',
      lastName: 'Noel',
      phone: '+13125550100',
      timezone: 'America/Denver',
    })
    expect(ProfileInputSchema.safeParse(body).success).toBe(true)
  })
  it('leaves it to My Profile when the profile as it stands would be refused or changed', () => {
    expect(profileWithPhone({ ...user, firstName: null }, '+13125550100')).toBeNull()
    expect(profileWithPhone({ ...user, lastName: ' ' }, '+13125550100')).toBeNull()
    // Sending a zone outside the list would be refused; leaving it out would reset it to the default.
    expect(profileWithPhone({ ...user, timezone: 'Europe/Paris' }, '+13125550100')).toBeNull()
  })
})
