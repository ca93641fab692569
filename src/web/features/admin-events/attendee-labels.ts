import type { Attendee } from '../../../domain/admin-registrations'
import { formatPrice } from '../../../domain/money'
import { paymentStatusLabel } from '../../../domain/payments'

/** "Jordan Parent", or null when the account has no name. */
export function attendeeName(a: Pick<Attendee, 'firstName' | 'lastName'>): string | null {
  return [a.firstName, a.lastName].filter(Boolean).join(' ') || null
}

/**
 * The row's Cancel button, named after the person (the visible "Cancel registration" starts it, WCAG 2.5.3);
 * the email tells two people of the same name apart.
 */
export function cancelButtonName(a: Pick<Attendee, 'firstName' | 'lastName' | 'email'>): string {
  const name = attendeeName(a)
  return `Cancel registration of ${name ? `${name} (${a.email})` : a.email}`
}

/** "Paid · $25.00", "Free", "Refunded · $25.00". */
export function paymentText(a: Pick<Attendee, 'paymentStatus' | 'amountCents'>): string {
  const label = paymentStatusLabel(a.paymentStatus)
  return a.amountCents > 0 ? `${label} · ${formatPrice(a.amountCents)}` : label
}
