import { Check } from 'lucide-react'
import { closedReason } from '../../../domain/booking-rules'
import { AUDIENCE_LABELS, eventEnd, isFewLeft } from '../../../domain/event-rules'
import type { Event } from '../../../domain/events'
import { Badge } from '../../components/ui/badge'

/** The reader holds a place at this event (decision in docs/decisions/discover.md). */
export function RegisteredBadge() {
  return (
    <Badge variant="success" className="gap-1" data-testid="registered-badge">
      <Check className="size-3" aria-hidden="true" />
      Registered
    </Badge>
  )
}

/**
 * "Sold Out" when the status says so or no spots remain; "N left" at 5 or fewer (spec §2, §9). An event that has
 * begun says so instead: its seats are no longer on offer (decision in docs/decisions/discover.md).
 */
export function AvailabilityBadge({
  event,
}: {
  event: Pick<Event, 'status' | 'spotsLeft' | 'date' | 'duration'>
}) {
  const now = new Date()
  switch (closedReason(event, now)) {
    case 'cancelled':
      return <Badge variant="destructive">Cancelled</Badge>
    // Only staff ever receive drafts and archived events; they need to tell them apart at a glance.
    case 'draft':
      return <Badge variant="secondary">Draft</Badge>
    case 'archived':
      return <Badge variant="secondary">Archived</Badge>
    case 'past':
      return <Badge variant="secondary">{now < eventEnd(event) ? 'Happening now' : 'Ended'}</Badge>
    case 'soldOut':
      return <Badge variant="destructive">Sold Out</Badge>
    default:
      return isFewLeft(event) ? <Badge variant="warning">{event.spotsLeft} left</Badge> : null
  }
}

export { EventStatusBadge as StatusBadge } from '../../components/event-status-badge'

export function AudienceBadge({ audience }: { audience: Event['audience'] }) {
  return <Badge variant="outline">{AUDIENCE_LABELS[audience]}</Badge>
}
