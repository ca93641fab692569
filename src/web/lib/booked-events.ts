import { useQuery } from '@tanstack/react-query'
import { apiJson } from './api'
import { useAuth } from './auth'

const NONE: ReadonlySet<string> = new Set()

/**
 * The events the signed-in reader holds a place at (My Events lists confirmed places only), so the calendar and
 * the home page can mark them. Under the `registrations` key: registering, cancelling and joining a waitlist
 * refresh it with My Events. Parsed without zod, which public pages do not load (decision S12); one field is read.
 */
export function useBookedEventIds(): ReadonlySet<string> {
  const { isAuthenticated } = useAuth()
  const { data } = useQuery({
    queryKey: ['registrations', 'booked-ids'],
    queryFn: async () =>
      new Set((await apiJson<{ eventId: string }[]>('GET', '/api/my-registrations')).map((r) => r.eventId)),
    enabled: isAuthenticated,
  })
  return (isAuthenticated && data) || NONE
}
