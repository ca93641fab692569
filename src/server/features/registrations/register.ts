import { and, eq } from 'drizzle-orm'
import { canRegister, REFUSALS, type Refusal, type Tracking } from '../../../domain/registrations'
import type { Role } from '../../../domain/roles'
import type { Tx } from '../../db/client'
import { paymentIntents, registrations, waitlistEntries } from '../../db/schema'
import { AppError } from '../../errors'
import { enqueueMessage } from '../../jobs/outbox'
import { convertHold, type EventRow, lockEvent, newToken, releaseHolds, takeFreeSeat } from './seats'
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

export const PAYMENT_USED = 'This payment has already been used for a registration'

/**
 * The one place a seat becomes a registration, inside the caller's transaction:
 * lock the event, check the rules, move the seat, write the registration and its email.
 * With a succeeded payment, any refusal turns into an automatic refund (no one pays without a seat).
 */
export async function registerInTx(
  tx: Tx,
  ctx: SeatContext,
  actor: Actor,
  eventId: string,
  opts: { intentId?: string | null; tracking?: Tracking } = {},
): Promise<RegisterOutcome> {
  const ev = await lockEvent(tx, eventId)
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
      if (used.userId === actor.id && used.eventId === ev.id && used.status === 'confirmed')
        return { kind: 'registered', registration: used, created: false }
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
  const refusal: Refusal | null = existing
    ? { reason: 'status', message: REFUSALS.alreadyRegistered }
    : canRegister(ev, actor, ctx.now, { ownHold })
  if (refusal) {
    if (intent) return refundInTx(tx, ctx, ev, intent, actor, refusal)
    throw new AppError(refusal.reason === 'audience' ? 403 : 409, refusal.message)
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
  return { kind: 'registered', registration, created: true }
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
