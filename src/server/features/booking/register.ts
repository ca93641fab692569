import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm'
import type { AccommodationInput } from '../../../domain/accommodations'
import { canRegister, type Refusal } from '../../../domain/booking-rules'
import { REFUSALS } from '../../../domain/event-rules'
import type { Tracking } from '../../../domain/registrations'
import type { Role } from '../../../domain/roles'
import type { Db, Tx } from '../../db/client'
import { events, paymentIntents, registrations, waitlistEntries } from '../../db/schema'
import { AppError } from '../../errors'
import { enqueueMessage } from '../../jobs/outbox'
import { recordAccommodationInTx } from './accommodations'
import { convertHold, type EventRow, newToken, refusalError, releaseHolds, takeFreeSeat } from './seats'
import { findActiveOffer, markOfferAccepted, offerFreedSeats } from './waitlist'

export type RegistrationRow = typeof registrations.$inferSelect
export type IntentRow = typeof paymentIntents.$inferSelect
export interface Actor {
  id: string
  email: string
  role: Role | null
}
export interface SeatContext {
  now: Date
  publicUrl: string
}

export type RegisterOutcome =
  | { kind: 'registered'; registration: RegistrationRow; created: boolean }
  | { kind: 'refunded'; message: string; intentId: string }

/** A registration as the API answers it (`POST /api/registrations`, the test processor's confirmation). */
export const toRegistration = (r: RegistrationRow) => ({
  id: r.id,
  eventId: r.eventId,
  userId: r.userId,
  status: r.status,
  paymentStatus: r.paymentStatus,
  amountCents: r.amountCents,
  paymentIntentId: r.paymentIntentId,
  createdAt: r.createdAt.toISOString(),
})

export const PAYMENT_USED = 'This payment has already been used for a registration'

/**
 * The one place a seat becomes a registration, inside the caller's transaction and under the event's row lock,
 * which the caller took once (`lockEvent`; with a payment, `{ deleted: true }`: a payment can succeed after its
 * event was deleted while the card form was open, and is then found and refunded below). Checks the rules, moves
 * the seat, writes the registration and its email. With a succeeded payment, any refusal turns into an
 * automatic refund (no one pays without a seat).
 */
export async function registerInTx(
  tx: Tx,
  ctx: SeatContext,
  actor: Actor,
  ev: EventRow,
  opts: { intentId?: string | null; tracking?: Tracking; accommodation?: AccommodationInput | null } = {},
): Promise<RegisterOutcome> {
  let intent: IntentRow | null = null
  if (opts.intentId) {
    ;[intent] = await tx
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, opts.intentId))
      .for('update')
    if (!intent) throw new AppError(400, 'Payment not found')
    const [used] = await tx.select().from(registrations).where(eq(registrations.paymentIntentId, intent.id))
    if (used) {
      if (used.userId === actor.id && used.eventId === ev.id && used.status === 'confirmed') {
        // The webhook may have registered first; the browser's return still carries the family's request.
        if (opts.accommodation) await recordAccommodationInTx(tx, ev, used.id, opts.accommodation, ctx.now)
        return { kind: 'registered', registration: used, created: false }
      }
      throw new AppError(409, PAYMENT_USED)
    }
    if (intent.userId !== actor.id || intent.eventId !== ev.id || intent.amountCents !== ev.priceCents)
      throw new AppError(400, 'This payment does not match this registration')
    if (intent.status === 'refunded' || intent.status === 'refund_pending')
      throw new AppError(409, PAYMENT_USED)
    if (intent.status !== 'succeeded') throw new AppError(402, 'Payment has not been completed')
  } else if (ev.priceCents > 0) {
    throw new AppError(400, 'Payment is required for this event')
  }

  const [existing] = await tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, ev.id),
        eq(registrations.userId, actor.id),
        eq(registrations.status, 'confirmed'),
      ),
    )
  const offer = intent ? null : await findActiveOffer(tx, ev.id, actor.id, ctx.now)
  const ownHold = intent ? intent.holdExpiresAt !== null : offer !== null
  const refusal: Refusal | null = ev.deletedAt
    ? { reason: 'status', message: REFUSALS.archived }
    : canRegister(ev, actor, ctx.now, { registered: !!existing, ownHold })
  if (refusal) {
    if (intent) return refundInTx(tx, ctx, ev, intent, actor, refusal)
    throw refusalError(refusal)
  }

  if (ownHold) await convertHold(tx, ev)
  else if (!(await takeFreeSeat(tx, ev))) {
    // Unreachable while the lock holds; kept so a future change cannot oversell silently.
    throw new AppError(409, REFUSALS.soldOut)
  }
  if (intent) {
    await tx
      .update(paymentIntents)
      .set({ holdExpiresAt: null, updatedAt: ctx.now })
      .where(eq(paymentIntents.id, intent.id))
  }
  if (offer) await markOfferAccepted(tx, offer.id, ctx.now)
  // Someone still queued for this event no longer needs a place in the queue.
  await tx
    .update(waitlistEntries)
    .set({ status: 'accepted', updatedAt: ctx.now })
    .where(
      and(
        eq(waitlistEntries.eventId, ev.id),
        eq(waitlistEntries.userId, actor.id),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )

  const t = opts.tracking ?? {}
  const [registration] = await tx
    .insert(registrations)
    .values({
      eventId: ev.id,
      userId: actor.id,
      status: 'confirmed',
      paymentStatus: intent ? 'succeeded' : 'free',
      amountCents: intent?.amountCents ?? 0,
      paymentIntentId: intent?.id ?? null,
      joinToken: newToken(),
      utmSource: t.utmSource ?? null,
      utmMedium: t.utmMedium ?? null,
      utmCampaign: t.utmCampaign ?? null,
      utmTerm: t.utmTerm ?? null,
      utmContent: t.utmContent ?? null,
      referrer: t.referrer ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning()
  await enqueueMessage(tx, {
    channel: 'email',
    kind: 'registration-confirmation',
    recipient: actor.email,
    userId: actor.id,
    subject: `You're registered: ${ev.title}`,
    payload: { registrationId: registration.id, eventId: ev.id, userId: actor.id },
    dedupeKey: `registration-confirmation:${registration.id}`,
  })
  if (opts.accommodation) await recordAccommodationInTx(tx, ev, registration.id, opts.accommodation, ctx.now)
  return { kind: 'registered', registration, created: true }
}

/**
 * A free registration that is bound to fail, answered without a transaction: in a rush, the crowd that
 * comes after the last seat would otherwise queue one by one on the event's row lock just to hear "sold
 * out". One statement reads the event, the person's registration and their live waitlist offer from one
 * snapshot, and the same rules as `registerInTx` run on it; anything they do not refuse (including every
 * seat held for this person) goes on to the locked path, which alone decides acceptance. A refusal here is
 * the answer the locked path would have given at the moment of the read.
 */
export function createEarlyRefusal(db: Db) {
  const snapshot = db
    .select({
      status: events.status,
      audience: events.audience,
      startsAt: events.startsAt,
      capacity: events.capacity,
      enrolled: events.enrolled,
      heldSeats: events.heldSeats,
      priceCents: events.priceCents,
      registered: exists(
        db
          .select({ one: sql`1` })
          .from(registrations)
          .where(
            and(
              eq(registrations.eventId, events.id),
              eq(registrations.userId, sql.placeholder('userId')),
              eq(registrations.status, 'confirmed'),
            ),
          ),
      ).mapWith(Boolean),
      offered: exists(
        db
          .select({ one: sql`1` })
          .from(waitlistEntries)
          .where(
            and(
              eq(waitlistEntries.eventId, events.id),
              eq(waitlistEntries.userId, sql.placeholder('userId')),
              eq(waitlistEntries.status, 'offered'),
              gt(waitlistEntries.offerExpiresAt, sql.placeholder('now')),
            ),
          ),
      ).mapWith(Boolean),
    })
    .from(events)
    .where(and(eq(events.id, sql.placeholder('eventId')), isNull(events.deletedAt)))
    .prepare('registration_precheck')

  return async (now: Date, actor: Actor, eventId: string): Promise<void> => {
    // Placeholders skip the column's value mapping: the time goes to the driver as text.
    const [ev] = await snapshot.execute({ eventId, userId: actor.id, now: now.toISOString() })
    // Unknown events and paid events (payment checks come first there) keep the locked path's answers.
    if (!ev || ev.priceCents > 0) return
    const refusal = canRegister(ev, actor, now, { registered: ev.registered, ownHold: ev.offered })
    if (refusal) throw refusalError(refusal)
  }
}

/**
 * Runs one task at a time per key in this process, in arrival order. Registrations for one event are
 * serialized by its row lock anyway; queuing them here instead keeps the waiting out of the connection
 * pool (a rush would otherwise park every pooled connection on that lock, starving everything else).
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>()
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const prev = tails.get(key) ?? Promise.resolve()
    const run = prev.then(task, task)
    const tail = run.catch(() => {})
    tails.set(key, tail)
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key)
    })
    return run
  }
}

/** Marks the payment for refund, gives back its held seat and tells the person by email. */
async function refundInTx(
  tx: Tx,
  ctx: SeatContext,
  ev: EventRow,
  intent: IntentRow,
  actor: Actor,
  refusal: Refusal,
): Promise<RegisterOutcome> {
  const message =
    refusal.reason === 'sold_out'
      ? 'Sorry, the last seat was taken before your payment went through. Your payment has been refunded.'
      : `${refusal.message.replace(/\.$/, '')}. Your payment has been refunded.`
  await tx
    .update(paymentIntents)
    .set({ status: 'refund_pending', holdExpiresAt: null, lastError: refusal.message, updatedAt: ctx.now })
    .where(eq(paymentIntents.id, intent.id))
  if (intent.holdExpiresAt) {
    await releaseHolds(tx, ev, 1)
    await offerFreedSeats(tx, ev, ctx.now, ctx.publicUrl)
  }
  await enqueueMessage(tx, {
    channel: 'email',
    kind: 'payment-refunded',
    recipient: actor.email,
    userId: actor.id,
    subject: `Your payment for ${ev.title} has been refunded`,
    payload: {
      paymentIntentId: intent.id,
      eventId: ev.id,
      userId: actor.id,
      amountCents: intent.amountCents,
      reason: refusal.message,
    },
    dedupeKey: `payment-refunded:${intent.id}`,
  })
  return { kind: 'refunded', message, intentId: intent.id }
}
