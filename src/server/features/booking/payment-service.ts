import { and, desc, eq, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm'
import type { AccommodationInput } from '../../../domain/accommodations'
import { canRegister } from '../../../domain/booking-rules'
import { REFUSALS } from '../../../domain/event-rules'
import {
  CARD_DECLINED_MESSAGE,
  type CreatePaymentIntent,
  INVALID_CARD_MESSAGE,
  isCardExpired,
  isValidCardNumber,
  normalizeCardNumber,
  type PaymentIntentResponse,
  TEST_CARDS,
  type TestConfirm,
} from '../../../domain/payments'
import { SEAT_HOLD_MINUTES, type Tracking } from '../../../domain/registrations'
import type { PaymentProcessor } from '../../adapters/payments/processor'
import type { Clock } from '../../clock'
import type { Db, Tx } from '../../db/client'
import { paymentIntents } from '../../db/schema'
import { AppError } from '../../errors'
import { CREATING, CREATING_TIMEOUT_MS, createPlaceholderLeases } from './placeholder-lease'
import { type Actor, type RegisterOutcome, registerInTx, toRegistration } from './register'
import { holdFreeSeat, lockEvent, refusalError, refuseIfRegistered, releaseHolds } from './seats'
import { findActiveOffer, markOfferAccepted, offerFreedSeats } from './waitlist'

export interface PaymentDeps {
  db: Db
  clock: Clock
  processor: PaymentProcessor
  publicUrl: string
  log?: { error(obj: unknown, msg: string): void }
  /**
   * True on the embedded database, which one process at a time can open (its data folder is locked): a
   * placeholder this process did not make was left by a dead one, and is taken over at once (R11).
   */
  soleProcess?: boolean
}

/** An intent that can still succeed or fail; the others are final. */
export const OPEN_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
]

/** A placeholder row holds the seat while the processor creates the intent (CREATING), or after it refused. */
const CREATE_FAILED = 'create_failed'
const CREATING_POLL_MS = 150
const STILL_CREATING_MESSAGE = 'Your payment is still being set up. Please try again in a moment.'
const PROCESSOR_UNAVAILABLE_MESSAGE = 'We could not reach the payment service. Please try again.'

const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500)

export function createPaymentService(deps: PaymentDeps) {
  const { db, clock, processor } = deps
  const ctx = () => ({ now: clock.now(), publicUrl: deps.publicUrl })
  const leases = createPlaceholderLeases(deps)

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
    tracking?: Tracking,
    accommodation?: AccommodationInput | null,
  ) {
    const outcome: RegisterOutcome = await db.transaction(async (tx) => {
      // Event first, then the intent: the same lock order as createIntent, so no deadlock. A deleted event too:
      // a payment landing after the deletion is refunded (registerInTx).
      const ev = await lockEvent(tx, eventId, { deleted: true })
      await run(tx)
      return registerInTx(tx, ctx(), actor, ev, { intentId, tracking, accommodation })
    })
    if (outcome.kind === 'refunded') await finishRefund(outcome.intentId)
    return outcome
  }

  type Claim =
    | { kind: 'ready'; clientSecret: string; holdUntil: Date }
    | { kind: 'wait' }
    | {
        kind: 'create'
        placeholderId: string
        eventId: string
        userId: string
        amountCents: number
        holdUntil: Date
      }

  /** Under the event's lock: the checks, then the seat, recorded on the person's intent row. */
  async function claimSeat(
    tx: Tx,
    actor: Actor,
    input: CreatePaymentIntent,
    placeholderId: string,
  ): Promise<Claim> {
    const now = clock.now()
    const ev = await lockEvent(tx, input.eventId)
    if (ev.priceCents === 0) throw new AppError(400, 'This event is free: no payment is needed')
    if (input.amount !== ev.priceCents) {
      const message = `amount must equal the event price in cents (${ev.priceCents})`
      throw new AppError(400, message, [{ path: 'amount', message }])
    }
    await refuseIfRegistered(tx, ev.id, actor.id)
    const holdUntil = new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000)
    const [latest] = await tx
      .select()
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.userId, actor.id),
          eq(paymentIntents.eventId, ev.id),
          eq(paymentIntents.amountCents, ev.priceCents),
          eq(paymentIntents.processor, processor.name),
          inArray(paymentIntents.status, [...OPEN_STATUSES, CREATING, CREATE_FAILED]),
        ),
      )
      .orderBy(desc(paymentIntents.createdAt))
      .limit(1)
    // A placeholder whose processor call failed, or whose process died during it, passes its seat on.
    let inheritsSeat = false
    if (latest && (latest.status === CREATING || latest.status === CREATE_FAILED)) {
      if (latest.status === CREATING && leases.stillCreating(latest, now)) return { kind: 'wait' }
      await tx
        .update(paymentIntents)
        .set({ status: 'canceled', holdExpiresAt: null, updatedAt: now })
        .where(eq(paymentIntents.id, latest.id))
      // Until the holds task clears holdExpiresAt, the seat is still counted in held_seats.
      inheritsSeat = latest.holdExpiresAt !== null
    }
    const open = latest && OPEN_STATUSES.includes(latest.status) ? latest : undefined
    const offer = await findActiveOffer(tx, ev.id, actor.id, now)
    const ownHold = inheritsSeat || !!open?.holdExpiresAt || !!offer
    const refusal = canRegister(ev, actor, now, { ownHold })
    if (refusal) throw refusalError(refusal)
    // The seat: one already held by this person's intent, one offered from the waitlist, or a free one.
    if (!inheritsSeat && !open?.holdExpiresAt) {
      if (offer) await markOfferAccepted(tx, offer.id, now)
      else if (!(await holdFreeSeat(tx, ev))) throw new AppError(409, REFUSALS.soldOut)
    }
    if (open) {
      await tx
        .update(paymentIntents)
        .set({ holdExpiresAt: holdUntil, updatedAt: now })
        .where(eq(paymentIntents.id, open.id))
      return { kind: 'ready', clientSecret: open.clientSecret, holdUntil }
    }
    // The processor's id is not known yet: a placeholder row holds the seat (and expires like any hold).
    await tx.insert(paymentIntents).values({
      id: placeholderId,
      clientSecret: placeholderId,
      processor: processor.name,
      userId: actor.id,
      eventId: ev.id,
      amountCents: ev.priceCents,
      status: CREATING,
      holdExpiresAt: holdUntil,
      createdAt: now,
      updatedAt: now,
    })
    return {
      kind: 'create',
      placeholderId,
      eventId: ev.id,
      userId: actor.id,
      amountCents: ev.priceCents,
      holdUntil,
    }
  }

  /**
   * Outside any transaction: the processor's intent, then the placeholder becomes it. While this runs the
   * placeholder's lease is renewed, so other processes know its maker is alive.
   */
  async function createAtProcessor(step: Extract<Claim, { kind: 'create' }>): Promise<PaymentIntentResponse> {
    return leases.renewWhile(step.placeholderId, () => createAndRecord(step))
  }

  async function createAndRecord(step: Extract<Claim, { kind: 'create' }>): Promise<PaymentIntentResponse> {
    const placeholder = and(eq(paymentIntents.id, step.placeholderId), eq(paymentIntents.status, CREATING))
    let created: Awaited<ReturnType<PaymentProcessor['createIntent']>>
    try {
      created = await processor.createIntent({
        amountCents: step.amountCents,
        currency: 'usd',
        metadata: { eventId: step.eventId, userId: step.userId },
        idempotencyKey: `intent-${step.placeholderId}`,
      })
    } catch (err) {
      deps.log?.error(
        { err, placeholderId: step.placeholderId },
        'payment processor refused to create an intent',
      )
      // The seat stays held: the person's retry takes it over at once; otherwise it is freed when the hold ends.
      await db
        .update(paymentIntents)
        .set({ status: CREATE_FAILED, lastError: errorMessage(err), updatedAt: clock.now() })
        .where(placeholder)
      throw new AppError(502, PROCESSOR_UNAVAILABLE_MESSAGE)
    }
    const [row] = await db
      .update(paymentIntents)
      .set({
        id: created.id,
        clientSecret: created.clientSecret,
        status: created.status,
        updatedAt: clock.now(),
      })
      .where(placeholder)
      .returning({ id: paymentIntents.id })
    // Presumed dead (lease lapsed, or past CREATING_TIMEOUT_MS), another attempt took the seat: never shown.
    if (!row) throw new AppError(409, STILL_CREATING_MESSAGE)
    return { clientSecret: created.clientSecret, holdExpiresAt: step.holdUntil.toISOString() }
  }

  return {
    finishRefund,
    settle,

    /**
     * Creates (or reuses) this user's intent for this event and holds a seat for 15 minutes. The seat is held
     * under the event's lock; the processor is called after that transaction commits, so a slow or failing
     * payment service never keeps other people's registrations (or a pooled connection) waiting.
     */
    async createIntent(actor: Actor, input: CreatePaymentIntent): Promise<PaymentIntentResponse> {
      const waitUntil = performance.now() + CREATING_TIMEOUT_MS
      for (;;) {
        const placeholderId = leases.begin()
        let step: Claim | undefined
        try {
          step = await db.transaction((tx) => claimSeat(tx, actor, input, placeholderId))
        } finally {
          // Unused unless a placeholder was made: then createAtProcessor ends it when its call does.
          if (step?.kind !== 'create') leases.end(placeholderId)
        }
        if (step.kind === 'ready')
          return { clientSecret: step.clientSecret, holdExpiresAt: step.holdUntil.toISOString() }
        if (step.kind === 'create') return createAtProcessor(step)
        // The same person's other request (a second tab, a double effect) is creating the intent right now.
        if (performance.now() > waitUntil) throw new AppError(409, STILL_CREATING_MESSAGE)
        await new Promise((resolve) => setTimeout(resolve, CREATING_POLL_MS))
      }
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
      const {
        clientSecret: _s,
        cardNumber: _c,
        expMonth: _m,
        expYear: _y,
        cvc: _v,
        accommodation,
        ...tracking
      } = input
      const outcome = await settle(
        actor,
        intent.eventId,
        intent.id,
        async (tx) => {
          await tx
            .update(paymentIntents)
            .set({ status: 'succeeded', lastError: null, updatedAt: clock.now() })
            .where(and(eq(paymentIntents.id, intent.id), ne(paymentIntents.status, 'succeeded')))
        },
        tracking,
        accommodation,
      )
      if (outcome.kind === 'refunded') throw new AppError(409, outcome.message)
      // The registration itself: the page needs no second request to learn what the payment bought.
      return {
        paymentIntentId: intent.id,
        status: 'succeeded',
        registrationId: outcome.registration.id,
        registration: toRegistration(outcome.registration),
      }
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
          // Holds left on an event deleted before deletion released them (R1) must not stop this task.
          const ev = await lockEvent(tx, eventId, { deleted: true })
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
