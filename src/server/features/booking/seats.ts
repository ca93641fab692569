import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { ALREADY_REGISTERED, type Refusal, refusalStatus } from '../../../domain/booking-rules'
import type { Tx } from '../../db/client'
import { events, registrations } from '../../db/schema'
import { AppError } from '../../errors'

export type EventRow = typeof events.$inferSelect

/**
 * Locks the event row for the rest of the transaction. Every change to `enrolled` or `held_seats`
 * happens under this lock, so two requests never both see the last seat free (PostgreSQL READ
 * COMMITTED re-reads after the lock is granted). A deleted event is 404 unless `deleted` is set: a payment
 * that succeeds after the deletion must still find it, to be refunded, and its holds to be released.
 */
export async function lockEvent(
  tx: Tx,
  eventId: string,
  opts: { deleted?: boolean } = {},
): Promise<EventRow> {
  const [row] = await tx
    .select()
    .from(events)
    .where(opts.deleted ? eq(events.id, eventId) : and(eq(events.id, eventId), isNull(events.deletedAt)))
    .for('update')
  if (!row) throw new AppError(404, 'Event not found')
  return row
}

/** 409 when this person already holds a confirmed registration for the event (call it under the event's lock). */
export async function refuseIfRegistered(tx: Tx, eventId: string, userId: string): Promise<void> {
  const [registered] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(registrations.userId, userId),
        eq(registrations.status, 'confirmed'),
      ),
    )
  if (registered) throw refusalError(ALREADY_REGISTERED)
}

/** A refusal of the booking rules as the API answers it (403 for the audience, 409 for the event's state). */
export const refusalError = (r: Refusal) => new AppError(refusalStatus(r), r.message)

/**
 * Seat moves. Each UPDATE is also conditional on the counts, and the table's CHECKs
 * (enrolled + held_seats <= capacity) back them: even a bug elsewhere cannot oversell.
 */
export async function takeFreeSeat(tx: Tx, ev: EventRow): Promise<boolean> {
  const rows = await tx
    .update(events)
    .set({ enrolled: sql`${events.enrolled} + 1` })
    .where(and(eq(events.id, ev.id), sql`${events.enrolled} + ${events.heldSeats} < ${events.capacity}`))
    .returning({ id: events.id })
  if (rows.length) ev.enrolled += 1
  return rows.length > 0
}

export async function holdFreeSeat(tx: Tx, ev: EventRow): Promise<boolean> {
  const rows = await tx
    .update(events)
    .set({ heldSeats: sql`${events.heldSeats} + 1` })
    .where(and(eq(events.id, ev.id), sql`${events.enrolled} + ${events.heldSeats} < ${events.capacity}`))
    .returning({ id: events.id })
  if (rows.length) ev.heldSeats += 1
  return rows.length > 0
}

export async function convertHold(tx: Tx, ev: EventRow): Promise<void> {
  await tx
    .update(events)
    .set({ heldSeats: sql`${events.heldSeats} - 1`, enrolled: sql`${events.enrolled} + 1` })
    .where(and(eq(events.id, ev.id), gt(events.heldSeats, 0)))
  ev.heldSeats -= 1
  ev.enrolled += 1
}

export async function releaseHolds(tx: Tx, ev: EventRow, n = 1): Promise<void> {
  if (n <= 0) return
  await tx
    .update(events)
    .set({ heldSeats: sql`greatest(${events.heldSeats} - ${n}, 0)` })
    .where(eq(events.id, ev.id))
  ev.heldSeats = Math.max(0, ev.heldSeats - n)
}

export async function freeEnrolledSeat(tx: Tx, ev: EventRow, n = 1): Promise<void> {
  if (n <= 0) return
  await tx
    .update(events)
    .set({ enrolled: sql`greatest(${events.enrolled} - ${n}, 0)` })
    .where(eq(events.id, ev.id))
  ev.enrolled = Math.max(0, ev.enrolled - n)
}

export const newToken = () => randomBytes(24).toString('base64url')
