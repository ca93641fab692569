import { lazy, Suspense } from 'react'
import type { Event } from '../../../domain/events'
import { isStaff } from '../../../domain/roles'
import { useAuth } from '../../lib/auth'

// The staff card belongs to the admin-events area; it is composed here, lazily, so families never load it
// (docs/decisions.md D6: page composition is the one place a feature renders another's component).
const EventManagementCard = lazy(() => import('../admin-events/event-management-card'))

/** The staff "Event Management" card (spec §6) for admin, facilitator, support_staff and reviewer. */
export function EventManagementSlot({ event }: { event: Event }) {
  const { role } = useAuth()
  if (!isStaff(role)) return null
  return (
    <Suspense fallback={null}>
      <EventManagementCard event={event} />
    </Suspense>
  )
}
