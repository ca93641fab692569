import { AUDIENCE_LABELS, EVENT_STATUS_LABELS, isFewLeft, isSoldOut } from '../../../domain/event-rules'
import type { Event } from '../../../domain/events'
import { Badge } from '../../components/ui/badge'

/** "Sold Out" when the status says so or no spots remain; "N left" at 5 or fewer (spec §2, §9). */
export function AvailabilityBadge({ event }: { event: Pick<Event, 'status' | 'spotsLeft'> }) {
  if (event.status === 'cancelled') return <Badge variant="destructive">Cancelled</Badge>
  // Only staff ever receive drafts and archived events; they need to tell them apart at a glance.
  if (event.status === 'draft') return <Badge variant="secondary">Draft</Badge>
  if (event.status === 'archived') return <Badge variant="secondary">Archived</Badge>
  if (isSoldOut(event)) return <Badge variant="destructive">Sold Out</Badge>
  if (isFewLeft(event)) return <Badge variant="warning">{event.spotsLeft} left</Badge>
  return null
}

export function StatusBadge({ status }: { status: Event['status'] }) {
  const variant =
    status === 'published'
      ? 'success'
      : status === 'limited'
        ? 'warning'
        : status === 'sold_out' || status === 'cancelled'
          ? 'destructive'
          : 'secondary'
  return <Badge variant={variant}>{EVENT_STATUS_LABELS[status]}</Badge>
}

export function AudienceBadge({ audience }: { audience: Event['audience'] }) {
  return <Badge variant="outline">{AUDIENCE_LABELS[audience]}</Badge>
}
