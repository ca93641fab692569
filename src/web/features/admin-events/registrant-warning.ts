import type { EventForm, EventFormInput } from '../../../domain/event-form'

export interface RegistrantWarning {
  kind: 'cancel' | 'reschedule'
  title: string
  description: string
  confirm: string
  /** What the toast after the save adds: who is being told. */
  told: string
}

const families = (n: number) => (n === 1 ? '1 family is' : `${n} families are`)

/**
 * The save of an edited event that families will hear about, said before it happens: cancelling (for good, with
 * refunds for paid places) or moving the time (everyone registered is emailed). Null when nobody is registered
 * or nothing of the kind changed.
 */
export function registrantWarning(
  saved: Pick<EventFormInput, 'title' | 'status' | 'date' | 'duration' | 'timezone' | 'price'>,
  next: Pick<EventForm, 'status' | 'date' | 'duration' | 'timezone'>,
  registered: number,
): RegistrantWarning | null {
  if (registered <= 0) return null
  const paid = Number(saved.price ?? 0) > 0
  if (next.status === 'cancelled' && saved.status !== 'cancelled') {
    return {
      kind: 'cancel',
      title: `Cancel “${saved.title}”?`,
      description: `${families(registered)} registered. Each will be emailed that the event is cancelled${
        paid ? ', and paid places are refunded' : ''
      }. A cancelled event cannot be reopened.`,
      confirm: 'Cancel the event',
      told: `Registered families are being told${paid ? ' and refunded' : ''}.`,
    }
  }
  const moved =
    next.date !== saved.date ||
    Number(next.duration) !== Number(saved.duration) ||
    next.timezone !== (saved.timezone ?? next.timezone)
  if (moved && next.status !== 'cancelled') {
    return {
      kind: 'reschedule',
      title: `Change the time of “${saved.title}”?`,
      description: `${families(registered)} registered. Each will be emailed the new time, with an updated calendar entry.`,
      confirm: 'Save and tell them',
      told: 'Registered families are being emailed the new time.',
    }
  }
  return null
}
