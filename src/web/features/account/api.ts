import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type Preferences, type PreferencesInput, PreferencesSchema } from '../../../domain/preferences'
import { apiJson } from '../../lib/api'
import { preferencesKey, useSaveProfile } from '../../lib/save-profile'

export const preferencesKeys = { mine: preferencesKey }

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

/** My Profile saves through the hook the registration wizard's phone field uses too (one cache rule for both). */
export const useUpdateProfile = useSaveProfile
