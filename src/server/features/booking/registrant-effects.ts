import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { jobs, paymentIntents, registrations, users } from '../../db/schema'
import { enqueueMessages, type MessageKind } from '../../jobs/outbox'

export type RegistrantRow = {
  registrationId: string
  userId: string
  email: string
  paymentStatus: string
  paymentIntentId: string | null
  amountCents: number
}

/** Confirmed registrations of an event with the address to tell. */
export function confirmedRegistrants(tx: Tx, eventId: string): Promise<RegistrantRow[]> {
  return tx
    .select({
      registrationId: registrations.id,
      userId: registrations.userId,
      email: users.email,
      paymentStatus: registrations.paymentStatus,
      paymentIntentId: registrations.paymentIntentId,
      amountCents: registrations.amountCents,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'confirmed')))
}

/** One email per person; `cause` and each person's own key make the dedupe key (a retried request adds nothing). */
async function notifyEach(
  tx: Tx,
  people: { key: string; userId: string; email: string; payload: Record<string, unknown> }[],
  kind: MessageKind,
  cause: string,
) {
  await enqueueMessages(
    tx,
    people.map((p) => ({
      channel: 'email' as const,
      kind,
      recipient: p.email,
      userId: p.userId,
      payload: p.payload,
      dedupeKey: `${kind}:${cause}:${p.key}`,
    })),
  )
}

/** One message per registrant, naming their registration. */
export function notifyRegistrants(
  tx: Tx,
  rows: RegistrantRow[],
  kind: MessageKind,
  cause: string,
  payload: Record<string, unknown>,
) {
  const people = rows.map((r) => ({
    key: r.registrationId,
    userId: r.userId,
    email: r.email,
    payload: { ...payload, registrationId: r.registrationId },
  }))
  return notifyEach(tx, people, kind, cause)
}

/**
 * People whose waitlist entry closed with the event (cancelled or deleted) get the registrants' message: its
 * template reads the event alone, and without a registration it promises no refund (decision AE11).
 */
export function notifyWaitlisted(
  tx: Tx,
  rows: { entryId: string; userId: string; email: string }[],
  kind: MessageKind,
  cause: string,
  payload: Record<string, unknown>,
) {
  const people = rows.map((r) => ({
    key: `waitlist:${r.entryId}`,
    userId: r.userId,
    email: r.email,
    payload,
  }))
  return notifyEach(tx, people, kind, cause)
}

/** A card payment that actually took money (free registrations have nothing to refund). */
export const isPaid = (r: Pick<RegistrantRow, 'paymentStatus' | 'paymentIntentId' | 'amountCents'>) =>
  r.paymentStatus === 'succeeded' && !!r.paymentIntentId && r.amountCents > 0

/**
 * Refunds one paid registration inside the caller's transaction: the registration and intent are
 * marked refunded, a 'payment-refund' job asks the payments adapter to move the money (the payments
 * area's worker runs it; for the built-in test processor it is bookkeeping only), and the family is told.
 * See docs/decisions/admin-events.md (refunds).
 */
export async function refundRegistration(tx: Tx, r: RegistrantRow, now: Date, reason: string) {
  if (!isPaid(r) || !r.paymentIntentId) return false
  await tx
    .update(registrations)
    .set({ paymentStatus: 'refunded', updatedAt: now })
    .where(eq(registrations.id, r.registrationId))
  await tx
    .update(paymentIntents)
    .set({ refundedAt: now, updatedAt: now })
    .where(eq(paymentIntents.id, r.paymentIntentId))
  await tx
    .insert(jobs)
    .values({
      kind: 'payment-refund',
      payload: {
        paymentIntentId: r.paymentIntentId,
        registrationId: r.registrationId,
        amountCents: r.amountCents,
        reason,
      },
      dedupeKey: `payment-refund:${r.paymentIntentId}`,
      runAt: now,
    })
    .onConflictDoNothing()
  await notifyRegistrants(tx, [r], 'payment-refunded', r.paymentIntentId, {
    amountCents: r.amountCents,
    reason,
  })
  return true
}
