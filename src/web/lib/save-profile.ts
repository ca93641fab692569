import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { type User, UserSchema } from '../../domain/auth'
import type { ProfileInput } from '../../domain/profile'
import { apiJson } from './api'
import { authKeys } from './auth'

export const preferencesKey = ['/api/user/preferences'] as const

/**
 * Spec §7: on success the current-user data is refreshed. The preferences are asked for again too: the server
 * turns SMS off when the phone number goes, so a cached "SMS on" would be wrong.
 */
export function profileSaved(qc: QueryClient, user: User) {
  qc.setQueryData(authKeys.user, user)
  void qc.invalidateQueries({ queryKey: preferencesKey })
}

/** `PATCH /api/user/profile`, from My Profile and from the wizard's phone field (decision R19). */
export function useSaveProfile() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: ProfileInput) => apiJson<User>('PATCH', '/api/user/profile', input, UserSchema),
    onSuccess: (user) => profileSaved(qc, user),
  })
}
