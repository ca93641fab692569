import { formatPrice } from '../../../domain/money'

type Booked = { amountCents: number; paymentStatus: string }

const paidAndSucceeded = (r: Booked) => r.amountCents > 0 && r.paymentStatus === 'succeeded'

/**
 * The line the wizard shows as soon as the place exists (before the optional preferences), so a family that closes
 * the tab there knows it is booked. The spec has no words for it (decision R16 in docs/decisions/register.md).
 */
export function registeredStatus(r: Booked): { title: string; detail: string } {
  const detail = 'Your confirmation is on its way to your inbox.'
  return paidAndSucceeded(r)
    ? {
        title: 'Payment successful',
        detail: `You paid ${formatPrice(r.amountCents)} and you're registered. ${detail}`,
      }
    : { title: "You're registered", detail }
}

/** The last step's record of the payment, or null for a free place. */
export const paymentReceipt = (r: Booked): string | null =>
  paidAndSucceeded(r) ? `Payment successful: ${formatPrice(r.amountCents)} paid.` : null
