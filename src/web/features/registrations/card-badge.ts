import { EVENT_STATUS_LABELS, EVENT_STATUSES, eventEnd } from '../../../domain/event-rules'
import { EVENT_STATUS_TONES, type StatusTone } from '../../components/event-status-badge'

export type { StatusTone }

/**
 * The badge of a My Events card. Spec §2 gives each card the event's status badge; once the session has begun its
 * seats are no longer on sale, so it reads "Happening now", then "Ended", as the calendar and the event page do
 * (docs/decisions/discover.md), never "Available" on a class that took place.
 */
export function registrationBadge(
  r: { status: string; date: string; duration: number },
  now: Date,
): { label: string; tone: StatusTone } {
  if (r.status === 'cancelled') return { label: EVENT_STATUS_LABELS.cancelled, tone: 'destructive' }
  if (eventEnd(r) <= now) return { label: 'Ended', tone: 'secondary' }
  if (new Date(r.date) <= now) return { label: 'Happening now', tone: 'success' }
  const status = EVENT_STATUSES.find((s) => s === r.status)
  return status
    ? { label: EVENT_STATUS_LABELS[status], tone: EVENT_STATUS_TONES[status] }
    : { label: r.status, tone: 'secondary' }
}

/**
 * Paid places are cancelled by the team (decision R4 in docs/decisions/register.md): before the start, the card says
 * whom to ask instead of offering nothing.
 */
export const needsTeamToCancel = (
  r: { status: string; date: string; amountCents: number; canCancel: boolean },
  now: Date,
) => r.status !== 'cancelled' && !r.canCancel && r.amountCents > 0 && new Date(r.date) > now
