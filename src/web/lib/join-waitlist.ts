import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { WaitlistEntry } from '../../domain/registrations'
import { apiJson } from './api'

/**
 * What a family in line is promised, in every place that says it (event page, wizard, toast). An offer holds the
 * seat for 24 hours but never past the start (docs/decisions/register.md R5), hence "up to".
 */
export const WAITLIST_PROMISE = "If a seat opens up, we'll email you and hold it for you for up to 24 hours."

export const JOINED_WAITLIST_TOAST = { title: 'Added to the waitlist', description: WAITLIST_PROMISE }

/** The family's own entry, read by the event page and the wizard alike. */
export const waitlistKey = (eventId: string) => ['/api/events', eventId, 'waitlist'] as const

/**
 * After joining: the answer (the place in line) is shown at once, without asking for it again; the event's other
 * reads (its page, the wizard's copy) and My Events refresh behind it.
 */
export function waitlistJoined(qc: QueryClient, eventId: string, entry: WaitlistEntry) {
  qc.setQueryData(waitlistKey(eventId), entry)
  void qc.invalidateQueries({
    predicate: ({ queryKey: [path, id, part] }) =>
      path === '/api/events' && id === eventId && part !== 'waitlist',
  })
  void qc.invalidateQueries({ queryKey: ['registrations'] })
}

/** Joining a full event's waitlist, in one step (decision R15), from the event page or the wizard. */
export function useJoinWaitlist(eventId: string) {
  const qc = useQueryClient()
  return useMutation({
    // Typed, not parsed: the event page loads no zod (docs/decisions/discover.md, "The browser does not re-check").
    mutationFn: () =>
      apiJson<WaitlistEntry>('POST', `/api/events/${encodeURIComponent(eventId)}/waitlist`, {}),
    onSuccess: (entry) => waitlistJoined(qc, eventId, entry),
  })
}
