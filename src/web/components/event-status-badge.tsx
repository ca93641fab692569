import { EVENT_STATUS_LABELS, type EventStatus } from '../../domain/event-rules'
import { Badge } from './ui/badge'

export type StatusTone = 'success' | 'warning' | 'destructive' | 'secondary'

/**
 * One colour per event status wherever a status is shown (the event page, the staff card, My Events, the provider's
 * dashboard): "Limited Spots" is amber everywhere (issue 26.14).
 */
export const EVENT_STATUS_TONES: Record<EventStatus, StatusTone> = {
  published: 'success',
  limited: 'warning',
  sold_out: 'destructive',
  cancelled: 'destructive',
  draft: 'secondary',
  archived: 'secondary',
}

/** The event's status in its word (EVENT_STATUS_LABELS) and its colour. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  return <Badge variant={EVENT_STATUS_TONES[status]}>{EVENT_STATUS_LABELS[status]}</Badge>
}
