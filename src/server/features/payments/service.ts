import { and, desc, eq, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm'
import {
  CARD_DECLINED_MESSAGE,
  type CreatePaymentIntent,
  INVALID_CARD_MESSAGE,
  isCardExpired,
  isValidCardNumber,
  normalizeCardNumber,
  TEST_CARDS,
  type TestConfirm,
} from '../../../domain/payments'
import { canRegister, REFUSALS, SEAT_HOLD_MINUTES } from '../../../domain/registrations'
import type { PaymentProcessor } from '../../adapters/payments/processor'
import type { Clock } from '../../clock'
import type { Db, Tx } from '../../db/client'
import { paymentIntents, registrations } from '../../db/schema'
import { AppError } from '../../errors'
import { type Actor, type RegisterOutcome, registerInTx } from '../registrations/register'
import { holdFreeSeat, lockEvent, releaseHolds } from '../registrations/seats'
import { findActiveOffer, markOfferAccepted, offerFreedSeats } from '../registrations/waitlist'

export interface PaymentDeps {
  db: Db
  clock: Clock
  processor: PaymentProcessor
  publicUrl: string
  log?: { error(obj: unknown, msg: string): void }
}

/** An intent that can still succeed or fail; the others are final. */
export const OPEN_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
]

export function createPaymentService(deps: PaymentDeps) {
  const { db, clock, processor } = deps
  const ctx = () => ({ now: clock.now(), publicUrl: deps.publicUrl })

  /** After commit: ask the processor for the money back; a failure is retried by the holds task. */
  async function finishRefund(intentId: string) {
    try {
      await processor.refund(intentId, `refund-${intentId}`)
      await db
        .update(paymentIntents)
        .set({ status: 'refunded', refundedAt: clock.now(), updatedAt: clock.now() })
        .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'refund_pending')))
    } catch (err) {
      deps.log?.error({ err, intentId }, 'refund failed; will retry')
    }
  }

  /** Registers from a succeeded payment (browser, test confirm or webhook); refunds when no seat is left. */
  async function settle(
    actor: Actor,
    eventId: string,
    intentId: string,
    run: (tx: Tx) => Promise<void> = async () => {},
  ) {
    const outcome: RegisterOutcome = await db.transaction(async (tx) => {
      // Event first, then the intent: the same lock order as createIntent, so no deadlock.
      await lockEvent(tx, eventId)
      await run(tx)
      return registerInTx(tx, ctx(), actor, eventId, { intentId })
    })
    if (outcome.kind === 'refunded') await finishRefund(outcome.intentId)
    return outcome
  }

  return {
    finishRefund,
    settle,

    /** Creates (or reuses) this user's intent for this event and holds a seat for 15 minutes. */
    async createIntent(actor: Actor, input: CreatePaymentIntent): Promise<{ clientSecret: string }> {
      return db.transaction(async (tx) => {
        const now = clock.now()
        const ev = await lockEvent(tx, input.eventId)
        if (ev.priceCents === 0) throw new AppError(400, 'This event is free: no payment is needed')
        if (input.amount !== ev.priceCents) {
          const message = `amount must equal the event price in cents (${ev.priceCents})`
          throw new AppError(400, message, [{ path: 'amount', message }])
        }
        const [registered] = await tx
          .select({ id: registrations.id })
          .from(registrations)
          .where(
            and(
              eq(registrations.eventId, ev.id),
              eq(registrations.userId, actor.id),
              eq(registrations.status, 'confirmed'),
            ),
          )
        if (registered) throw new AppError(409, REFUSALS.alreadyRegistered)
        const holdUntil = new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000)
        const [open] = await tx
          .select()
          .from(paymentIntents)
          .where(
            and(
              eq(paymentIntents.userId, actor.id),
              eq(paymentIntents.eventId, ev.id),
              eq(paymentIntents.amountCents, ev.priceCents),
              eq(paymentIntents.processor, processor.name),
              inArray(paymentIntents.status, OPEN_STATUSES),
            ),
          )
          .orderBy(desc(paymentIntents.createdAt))
          .limit(1)
        const offer = await findActiveOffer(tx, ev.id, actor.id, now)
        const ownHold = !!open?.holdExpiresAt || !!offer
        const refusal = canRegister(ev, actor, now, { ownHold })
        if (refusal) throw new AppError(refusal.reason === 'audience' ? 403 : 409, refusal.message)
        // The seat: one already held by this intent, one offered from the waitlist, or a free one.
        if (!open?.holdExpiresAt) {
          if (offer) await markOfferAccepted(tx, offer.id, now)
          else if (!(await holdFreeSeat(tx, ev))) throw new AppError(409, REFUSALS.soldOut)
        }
        if (open) {
          await tx
            .update(paymentIntents)
            .set({ holdExpiresAt: holdUntil, updatedAt: now })
            .where(eq(paymentIntents.id, open.id))
          return { clientSecret: open.clientSecret }
        }
        const created = await processor.createIntent({
          amountCents: ev.priceCents,
          currency: 'usd',
          metadata: { eventId: ev.id, userId: actor.id },
          idempotencyKey: `intent-${actor.id}-${ev.id}-${now.getTime()}`,
        })
        await tx.insert(paymentIntents).values({
          id: created.id,
          clientSecret: created.clientSecret,
          processor: processor.name,
          userId: actor.id,
          eventId: ev.id,
          amountCents: ev.priceCents,
          status: created.status,
          holdExpiresAt: holdUntil,
          createdAt: now,
          updatedAt: now,
        })
        return { clientSecret: created.clientSecret }
      })
    },

    /** DESIGN.md §4 test card form. On success the registration is made in the same transaction. */
    async confirmTest(actor: Actor, input: TestConfirm) {
      if (processor.name !== 'test') throw new AppError(404, 'The test payment processor is not enabled')
      const [intent] = await db
        .select()
        .from(paymentIntents)
        .where(and(eq(paymentIntents.clientSecret, input.clientSecret), eq(paymentIntents.userId, actor.id)))
      if (!intent) throw new AppError(404, 'Payment not found')
      if (intent.status !== 'succeeded') {
        const card = normalizeCardNumber(input.cardNumber)
        if (!isValidCardNumber(card))
          throw new AppError(400, INVALID_CARD_MESSAGE, [
            { path: 'cardNumber', message: INVALID_CARD_MESSAGE },
          ])
        if (isCardExpired(input.expMonth, input.expYear, clock.now()))
          throw new AppError(400, 'Your card has expired.', [
            { path: 'expYear', message: 'Your card has expired.' },
          ])
        if (card === TEST_CARDS.declined) {
          await db
            .update(paymentIntents)
            .set({
              status: 'requires_payment_method',
              lastError: CARD_DECLINED_MESSAGE,
              updatedAt: clock.now(),
            })
            .where(eq(paymentIntents.id, intent.id))
          throw new AppError(402, CARD_DECLINED_MESSAGE)
        }
        if (!OPEN_STATUSES.includes(intent.status))
          throw new AppError(409, 'This payment can no longer be paid')
      }
      const outcome = await settle(actor, intent.eventId, intent.id, async (tx) => {
        await tx
          .update(paymentIntents)
          .set({ status: 'succeeded', lastError: null, updatedAt: clock.now() })
          .where(and(eq(paymentIntents.id, intent.id), ne(paymentIntents.status, 'succeeded')))
      })
      if (outcome.kind === 'refunded') throw new AppError(409, outcome.message)
      return { paymentIntentId: intent.id, status: 'succeeded', registrationId: outcome.registration.id }
    },

    /** Periodic: expired holds give their seat back (to the waitlist first); stuck refunds are retried. */
    async releaseExpiredHolds() {
      const now = clock.now()
      const due = await db
        .selectDistinct({ eventId: paymentIntents.eventId })
        .from(paymentIntents)
        .where(
          and(
            isNotNull(paymentIntents.holdExpiresAt),
            lte(paymentIntents.holdExpiresAt, now),
            ne(paymentIntents.status, 'succeeded'),
          ),
        )
        .limit(200)
      for (const { eventId } of due) {
        await db.transaction(async (tx) => {
          const ev = await lockEvent(tx, eventId)
          const released = await tx
            .update(paymentIntents)
            .set({ holdExpiresAt: null, updatedAt: now })
            .where(
              and(
                eq(paymentIntents.eventId, eventId),
                isNotNull(paymentIntents.holdExpiresAt),
                lte(paymentIntents.holdExpiresAt, now),
                ne(paymentIntents.status, 'succeeded'),
              ),
            )
            .returning({ id: paymentIntents.id })
          await releaseHolds(tx, ev, released.length)
          await offerFreedSeats(tx, ev, now, deps.publicUrl)
        })
      }
      const stuck = await db
        .select({ id: paymentIntents.id })
        .from(paymentIntents)
        .where(and(eq(paymentIntents.status, 'refund_pending'), isNull(paymentIntents.refundedAt)))
        .limit(50)
      for (const s of stuck) await finishRefund(s.id)
    },
  }
}
export type PaymentService = ReturnType<typeof createPaymentService>
