import { and, asc, count, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { WAITLIST_OFFER_HOURS } from '../../../domain/registrations'
import type { DbOrTx, Tx } from '../../db/client'
import { events, users, waitlistEntries } from '../../db/schema'
import { enqueueMessage } from '../../jobs/outbox'
import { type EventRow, holdFreeSeat, newToken, releaseHolds } from './seats'

/**
 * An offer lasts 24 hours, but never past the start: registering is refused once the event has begun, so the
 * email must not promise a later deadline (docs/decisions/register.md R5).
 */
export const offerDeadline = (ev: Pick<EventRow, 'startsAt'>, now: Date) =>
  new Date(Math.min(now.getTime() + WAITLIST_OFFER_HOURS * 3600_000, ev.startsAt.getTime()))

/**
 * Gives every free seat of a locked event to the next person waiting: the offer holds the seat
 * for 24 hours, so nobody else can take it while the email travels. Without `publicUrl` (a caller that has no
 * settings, e.g. the admin's cancellation) the renderer builds the link from its own PUBLIC_URL and the token.
 */
export async function offerFreedSeats(tx: Tx, ev: EventRow, now: Date, publicUrl?: string): Promise<number> {
  if (ev.deletedAt || ev.startsAt.getTime() <= now.getTime()) return 0
  if (ev.status !== 'published' && ev.status !== 'limited' && ev.status !== 'sold_out') return 0
  let offered = 0
  while (ev.enrolled + ev.heldSeats < ev.capacity) {
    const [next] = await tx
      .select({ entry: waitlistEntries, email: users.email })
      .from(waitlistEntries)
      .innerJoin(users, eq(users.id, waitlistEntries.userId))
      .where(and(eq(waitlistEntries.eventId, ev.id), eq(waitlistEntries.status, 'waiting')))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(1)
    if (!next) break
    if (!(await holdFreeSeat(tx, ev))) break
    const expiresAt = offerDeadline(ev, now)
    const token = newToken()
    await tx
      .update(waitlistEntries)
      .set({
        status: 'offered',
        offerToken: token,
        offeredAt: now,
        offerExpiresAt: expiresAt,
        updatedAt: now,
      })
      .where(eq(waitlistEntries.id, next.entry.id))
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'waitlist-offer',
      recipient: next.email,
      userId: next.entry.userId,
      subject: `A seat opened up: ${ev.title}`,
      payload: {
        waitlistEntryId: next.entry.id,
        eventId: ev.id,
        userId: next.entry.userId,
        ...(publicUrl ? { offerUrl: `${publicUrl}/events/${ev.id}/register?offer=${token}` } : {}),
        offerExpiresAt: expiresAt.toISOString(),
      },
      dedupeKey: `waitlist-offer:${next.entry.id}:${token}`,
    })
    offered++
  }
  return offered
}

/** The user's live offer for this event (its seat is held for them), if any. */
export async function findActiveOffer(tx: Tx, eventId: string, userId: string, now: Date) {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.status, 'offered'),
        gt(waitlistEntries.offerExpiresAt, now),
      ),
    )
  return row ?? null
}

export async function markOfferAccepted(tx: Tx, entryId: string, now: Date) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'accepted', updatedAt: now })
    .where(eq(waitlistEntries.id, entryId))
}

/**
 * Ends an event's waitlist when the event is cancelled or deleted (under its lock): every waiting or offered
 * entry becomes cancelled and the seats held by offers are released. Returns who was on it, to be told.
 */
export async function closeWaitlist(tx: Tx, ev: EventRow, now: Date) {
  const active = await tx
    .select({
      entryId: waitlistEntries.id,
      userId: waitlistEntries.userId,
      status: waitlistEntries.status,
      email: users.email,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(and(eq(waitlistEntries.eventId, ev.id), ACTIVE_WAITLIST))
  if (!active.length) return []
  await tx
    .update(waitlistEntries)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      inArray(
        waitlistEntries.id,
        active.map((a) => a.entryId),
      ),
    )
  // Every entry still 'offered' holds a seat, expired or not, until expireOffers would release it.
  await releaseHolds(tx, ev, active.filter((a) => a.status === 'offered').length)
  return active
}

/** Expired offers give their seat back (the caller then offers it to the next person). */
export async function expireOffers(tx: Tx, ev: EventRow, now: Date): Promise<number> {
  const expired = await tx
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.eventId, ev.id),
        eq(waitlistEntries.status, 'offered'),
        lte(waitlistEntries.offerExpiresAt, now),
      ),
    )
    .returning({ id: waitlistEntries.id })
  await releaseHolds(tx, ev, expired.length)
  return expired.length
}

/** 1-based place in the queue of people still waiting. */
export async function waitlistPosition(tx: DbOrTx, entry: { eventId: string; createdAt: Date }) {
  const [row] = await tx
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, entry.eventId),
        eq(waitlistEntries.status, 'waiting'),
        lt(waitlistEntries.createdAt, entry.createdAt),
      ),
    )
  return (row?.n ?? 0) + 1
}

/** Events whose offers expired, for the periodic task. */
export async function eventsWithExpiredOffers(tx: DbOrTx, now: Date): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ eventId: waitlistEntries.eventId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .limit(200)
  return rows.map((r) => r.eventId)
}

/** Events with people waiting while seats are free (e.g. capacity was raised). */
export async function eventsWithWaitingAndFreeSeats(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ eventId: waitlistEntries.eventId })
    .from(waitlistEntries)
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        isNull(events.deletedAt),
        sql`${events.enrolled} + ${events.heldSeats} < ${events.capacity}`,
      ),
    )
    .limit(200)
  return rows.map((r) => r.eventId)
}

export const ACTIVE_WAITLIST = inArray(waitlistEntries.status, ['waiting', 'offered'])
