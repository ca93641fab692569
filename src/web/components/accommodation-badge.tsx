import { ACCOMMODATION_STATUS_LABELS, type AccommodationStatus } from '../../domain/accommodations'
import { Badge } from './ui/badge'

const TONES: Record<AccommodationStatus, 'warning' | 'success' | 'destructive'> = {
  requested: 'warning',
  arranged: 'success',
  not_possible: 'destructive',
}

/** "Captions · Requested": a family's accommodation request where staff and facilitators list families (issue 29.3). */
export function AccommodationBadge({ label, status }: { label: string; status: AccommodationStatus }) {
  return (
    <Badge variant={TONES[status]} data-testid="accommodation-badge">
      {label} · {ACCOMMODATION_STATUS_LABELS[status]}
    </Badge>
  )
}
