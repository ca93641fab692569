import { eq } from 'drizzle-orm'
import { recordAudit } from '../../audit'
import type { Tx } from '../../db/client'
import { paymentIntents, registrations, users } from '../../db/schema'
import { OPEN_STATUSES } from './payment-service'
import { notifyRegistrants } from './registrant-effects'

export interface ProcessorRefund {
  paymentIntentId: string
  /** What the charge took and how much of it is refunded so far (Stripe's `amount`, `amount_refunded`). */
  amountCents: number
  refundedCents: number
}

/**
 * `not-yet`: the payment's success has not reached us yet (Stripe does not keep order); the caller refuses the
 * delivery so Stripe sends it again later, after the success.
 */
export type ProcessorRefundOutcome = 'unknown' | 'not-yet' | 'already-refunded' | 'partial' | 'recorded'

/**
 * A refund reported by the processor (Stripe's `charge.refunded`), inside the webhook's transaction. Refunds the team
 * starts in the app are marked before the processor is called, so their echo changes nothing. A refund made in
 * Stripe's dashboard is recorded: the payment no longer counts as paid, the family is told, and the audit log says
 * so. The seat stays: places are cancelled in the attendee list (decision R12 in docs/decisions/register.md).
 */
export async function recordProcessorRefund(
  tx: Tx,
  refund: ProcessorRefund,
  now: Date,
): Promise<ProcessorRefundOutcome> {
  const [row] = await tx
    .select({ intent: paymentIntents, registration: registrations, email: users.email })
    .from(paymentIntents)
    .innerJoin(users, eq(users.id, paymentIntents.userId))
    .leftJoin(registrations, eq(registrations.paymentIntentId, paymentIntents.id))
    .where(eq(paymentIntents.id, refund.paymentIntentId))
    .for('update', { of: paymentIntents })
  if (!row) return 'unknown'
  const { intent, registration } = row
  if (intent.refundedAt || intent.status === 'refund_pending' || intent.status === 'refunded') {
    return 'already-refunded'
  }
  if (OPEN_STATUSES.includes(intent.status)) return 'not-yet'
  if (intent.status !== 'succeeded') return 'unknown'
  const audit = (action: string, changes: Record<string, unknown>) =>
    recordAudit(tx, {
      actorUserId: null,
      action,
      entityType: 'payment',
      entityId: intent.id,
      changes: { eventId: intent.eventId, registrationId: registration?.id ?? null, ...changes },
    })
  if (refund.refundedCents < refund.amountCents) {
    await audit('payment.partially_refunded_at_processor', {
      amountCents: refund.amountCents,
      refundedCents: refund.refundedCents,
    })
    return 'partial'
  }
  await tx
    .update(paymentIntents)
    .set({ refundedAt: now, updatedAt: now })
    .where(eq(paymentIntents.id, intent.id))
  if (registration?.paymentStatus === 'succeeded') {
    await tx
      .update(registrations)
      .set({ paymentStatus: 'refunded', updatedAt: now })
      .where(eq(registrations.id, registration.id))
    // Same key as a refund started in the app, so the family is told once whichever way it was made.
    await notifyRegistrants(
      tx,
      [
        {
          registrationId: registration.id,
          userId: registration.userId,
          email: row.email,
          paymentStatus: registration.paymentStatus,
          paymentIntentId: intent.id,
          amountCents: registration.amountCents,
        },
      ],
      'payment-refunded',
      intent.id,
      { eventId: intent.eventId, amountCents: refund.refundedCents, reason: 'Refunded by our team' },
    )
  }
  await audit('payment.refunded_at_processor', { amountCents: refund.refundedCents })
  return 'recorded'
}
