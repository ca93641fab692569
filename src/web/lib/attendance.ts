import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SetAttendance } from '../../domain/attendance'
import { apiJson } from './api'

/**
 * Sets or clears one registration's attendance by hand (facilitator or admin). Used by the admin attendee list and
 * the provider's: both lists refetch after it.
 */
export function useSetAttendance(invalidate: readonly unknown[]) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ registrationId, attended }: SetAttendance & { registrationId: string }) =>
      apiJson<{ registrationId: string; attendedAt: string | null }>(
        'PUT',
        `/api/registrations/${registrationId}/attendance`,
        { attended },
      ),
    onSuccess: () => void qc.invalidateQueries({ queryKey: invalidate }),
  })
}
