import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type User, UserSchema } from '../../../domain/auth'
import { type Preferences, type PreferencesInput, PreferencesSchema } from '../../../domain/preferences'
import type { ProfileInput } from '../../../domain/profile'
import { apiJson } from '../../lib/api'
import { authKeys } from '../../lib/auth'

export const preferencesKeys = { mine: ['/api/user/preferences'] as const }

/** The signed-in user's preferences (only asked for when signed in: the spec's "only when signed in"). */
export function usePreferences(enabled: boolean) {
  return useQuery<Preferences>({ queryKey: preferencesKeys.mine, enabled })
}

export function useSavePreferences() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: PreferencesInput) =>
      apiJson('POST', '/api/user/preferences', input, PreferencesSchema),
    onSuccess: (saved) => qc.setQueryData(preferencesKeys.mine, saved),
  })
}

export function useUpdateProfile() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: ProfileInput) => apiJson<User>('PATCH', '/api/user/profile', input, UserSchema),
    // Spec §7: on success the current-user data is refreshed.
    onSuccess: (user) => {
      qc.setQueryData(authKeys.user, user)
      void qc.invalidateQueries({ queryKey: preferencesKeys.mine })
    },
  })
}
