import { z } from 'zod'
import { AccommodationInputSchema } from './accommodations'
import { RegistrationSchema, TrackingSchema } from './registrations'

/** Luhn (mod 10) check on the digits of a card number; spaces and dashes are ignored. */
export function isValidCardNumber(input: string): boolean {
  const digits = input.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export const normalizeCardNumber = (input: string) => input.replace(/[\s-]/g, '')

/** Built-in test processor cards (DESIGN.md §4). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const
export const CARD_DECLINED_MESSAGE = 'Your card was declined.'
export const INVALID_CARD_MESSAGE = 'Your card number is invalid.'

/** A card whose last valid month is before `now` is expired. */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
}

export const CreatePaymentIntentSchema = z.object({
  eventId: z.uuid({ message: 'eventId must be an event id' }),
  amount: z.number({ message: 'amount must be a number of cents' }).int('amount must be whole cents'),
})
export type CreatePaymentIntent = z.infer<typeof CreatePaymentIntentSchema>
/** `holdExpiresAt`: until when the seat is held for this payment; asking again renews the hold. */
export const PaymentIntentResponseSchema = z.object({ clientSecret: z.string(), holdExpiresAt: z.string() })
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>

/** The card, plus the arrival's tracking (utm_*, referrer): a succeeded payment registers in the same request. */
export const TestConfirmSchema = TrackingSchema.extend({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().min(1, 'Card number is required').max(40),
  expMonth: z.coerce.number().int().min(1, 'Expiry month must be 1-12').max(12, 'Expiry month must be 1-12'),
  expYear: z.coerce.number().int().min(0).max(9999),
  cvc: z.string().regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
  /** Captions, an interpreter, something else (issue 29.3); optional. */
  accommodation: AccommodationInputSchema.nullish(),
})
export type TestConfirm = z.infer<typeof TestConfirmSchema>
/** `registration`: the place the payment bought, as `POST /api/registrations` answers it (issue 28.1). */
export const TestConfirmResponseSchema = z.object({
  paymentIntentId: z.string(),
  status: z.string(),
  registrationId: z.string().nullable(),
  registration: RegistrationSchema,
})

/** Which card form the page shows. */
export const PaymentConfigSchema = z.object({
  processor: z.enum(['test', 'stripe']),
  publishableKey: z.string().nullable(),
})
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>

/** Spec §4: succeeded shows as "Paid"; other values raw. */
/** A payment's word wherever a registration shows it (My Events, the attendee list): capitalised like "Paid" (26.14). */
export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  succeeded: 'Paid',
  free: 'Free',
  refunded: 'Refunded',
  pending: 'Pending',
  failed: 'Failed',
}
export const paymentStatusLabel = (status: string) =>
  PAYMENT_STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1)
