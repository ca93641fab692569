import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { User } from '../../domain/auth'
// The preferences the account pages and the registration wizard read: both must be refreshed.
import { preferencesKeys } from '../features/account/api'
import { authKeys } from './auth'
import { preferencesKey, profileSaved } from './save-profile'

const user: User = {
  id: 'u1',
  email: 'sam@cradle.test',
  firstName: 'Sam',
  lastName: 'Noel',
  profileImageUrl: null,
  phone: null,
  timezone: 'America/Chicago',
  role: 'parent',
  emailVerified: true,
  mfaEnabled: false,
  ageConfirmationNeeded: false,
}

describe('profileSaved', () => {
  it('shows the saved user at once and asks for the preferences again (the server turns SMS off without a phone)', () => {
    const qc = new QueryClient()
    qc.setQueryData(preferencesKey, { smsOptIn: true })
    profileSaved(qc, user)
    expect(qc.getQueryData(authKeys.user)).toEqual(user)
    expect(qc.getQueryState(preferencesKey)?.isInvalidated).toBe(true)
    expect(preferencesKeys.mine).toEqual(preferencesKey)
  })
})
