import { z } from 'zod'
import { AccommodationSchema } from './accommodations'

/** Legal text: full refund up to 24 hours before the start, none after (and none for a no-show). */
export const REFUND_CUTOFF_HOURS = 24

/** Whether the default policy refunds a cancellation made at `now`. */
export function policyRefunds(startsAt: Date | string, now: Date): boolean {
  return now.getTime() <= new Date(startsAt).getTime() - REFUND_CUTOFF_HOURS * 3600_000
}

/** Admin cancels one registration; `refund` absent = the policy; overriding it needs a reason. */
export const CancelRegistrationSchema = z.object({
  refund: z.boolean().optional(),
  reason: z.string().trim().max(500).optional(),
})
export type CancelRegistration = z.infer<typeof CancelRegistrationSchema>
export const OVERRIDE_REASON_MESSAGE = 'Please give a reason for overriding the refund policy'

/** One row of the attendees list. */
export const AttendeeSchema = z.object({
  id: z.string(),
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['confirmed', 'cancelled']),
  paymentStatus: z.string(),
  amountCents: z.number().int(),
  paymentIntentId: z.string().nullable(),
  registeredAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** When the family attended (join link in the window, or marked by hand); null: not (yet) attended. */
  attendedAt: z.string().nullable(),
  /** Captions, an interpreter, something else: what the family asked for and staff's answer (issue 29.3). */
  accommodation: AccommodationSchema.nullable(),
})
export type Attendee = z.infer<typeof AttendeeSchema>
