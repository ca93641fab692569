import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WaitlistEntry } from '../../../domain/registrations'
import { apiJson } from '../../lib/api'
import { discoverKeys } from './api'

/**
 * Joining a full event's waitlist from its page, in one step (docs/decisions/register.md R15): the answer is the
 * family's place in line, shown at once; the event's counts and My Events refresh behind it.
 */
export function useJoinWaitlist(id: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => apiJson<WaitlistEntry>('POST', `/api/events/${encodeURIComponent(id)}/waitlist`, {}),
    onSuccess: (entry) => {
      qc.setQueryData(discoverKeys.waitlist(id), entry)
      void qc.invalidateQueries({ queryKey: discoverKeys.event(id), exact: true })
      void qc.invalidateQueries({ queryKey: ['registrations'] })
    },
  })
}
