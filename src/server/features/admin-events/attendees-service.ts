import { asc, eq, sql } from 'drizzle-orm'
import { toAccommodation } from '../../../domain/accommodations'
import {
  type Attendee,
  type CancelRegistration,
  OVERRIDE_REASON_MESSAGE,
  policyRefunds,
} from '../../../domain/admin-registrations'
import type { User } from '../../../domain/auth'
import { recordAudit } from '../../audit'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { accommodationRequests, events, registrations, users } from '../../db/schema'
import { AppError } from '../../errors'
import { notifyRegistrants, offerFreedSeats, refundRegistration } from '../booking'

export function createAttendeesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    /** Registrations of one event (deleted events included: their records are kept). */
    async list(eventId: string, page: { limit: number; offset: number }): Promise<Attendee[]> {
      const [exists] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId))
      if (!exists) throw new AppError(404, 'Event not found')
      const rows = await db
        .select({
          r: registrations,
          u: { firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone },
          a: accommodationRequests,
        })
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .leftJoin(accommodationRequests, eq(accommodationRequests.registrationId, registrations.id))
        .where(eq(registrations.eventId, eventId))
        .orderBy(asc(registrations.createdAt), asc(registrations.id))
        .limit(page.limit)
        .offset(page.offset)
      return rows.map(({ r, u, a }) => ({
        id: r.id,
        userId: r.userId,
        ...u,
        status: r.status,
        paymentStatus: r.paymentStatus,
        amountCents: r.amountCents,
        paymentIntentId: r.paymentIntentId,
        registeredAt: r.createdAt.toISOString(),
        cancelledAt: r.cancelledAt?.toISOString() ?? null,
        cancelReason: r.cancelReason,
        attendedAt: r.attendedAt?.toISOString() ?? null,
        accommodation: a ? toAccommodation(a) : null,
      }))
    },

    /**
     * Admin cancels one registration: the seat is freed in the same transaction and offered to the next family
     * waiting, the refund follows the policy unless the admin overrides it with a reason, and the family is told.
     */
    cancel: (actor: User, registrationId: string, input: CancelRegistration) =>
      db.transaction(async (tx) => {
        const [found] = await tx
          .select({ eventId: registrations.eventId })
          .from(registrations)
          .where(eq(registrations.id, registrationId))
        if (!found) throw new AppError(404, 'Registration not found')
        // Event first, then the registration: the order every seat move takes (decision R1).
        const [event] = await tx.select().from(events).where(eq(events.id, found.eventId)).for('update')
        const [reg] = await tx
          .select({ r: registrations, email: users.email })
          .from(registrations)
          .innerJoin(users, eq(users.id, registrations.userId))
          .where(eq(registrations.id, registrationId))
          .for('update', { of: registrations })
        if (reg.r.status !== 'confirmed') throw new AppError(409, 'This registration is already cancelled')
        const now = clock.now()
        const policy = policyRefunds(event.startsAt, now)
        const refund = input.refund ?? policy
        if (refund !== policy && !input.reason) {
          throw new AppError(400, `reason: ${OVERRIDE_REASON_MESSAGE}`, [
            { path: 'reason', message: OVERRIDE_REASON_MESSAGE },
          ])
        }
        const reason = input.reason || 'Cancelled by the admin team'
        await tx
          .update(registrations)
          .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
          .where(eq(registrations.id, registrationId))
        await tx
          .update(events)
          .set({ enrolled: sql`greatest(${events.enrolled} - 1, 0)`, updatedAt: now })
          .where(eq(events.id, event.id))
        event.enrolled = Math.max(0, event.enrolled - 1)
        const row = {
          registrationId,
          userId: reg.r.userId,
          email: reg.email,
          paymentStatus: reg.r.paymentStatus,
          paymentIntentId: reg.r.paymentIntentId,
          amountCents: reg.r.amountCents,
        }
        const refunded = refund ? await refundRegistration(tx, row, now, reason) : false
        await notifyRegistrants(tx, [row], 'registration-cancelled', 'admin', {
          eventId: event.id,
          reason,
          refunded,
        })
        // The freed seat goes to the next family waiting, as after a family's own cancellation (decision R4).
        const offered = await offerFreedSeats(tx, event, now)
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'registration.cancel',
          entityType: 'registration',
          entityId: registrationId,
          changes: { eventId: event.id, refund, policy, refunded, reason, waitlistOffers: offered },
        })
        return { id: registrationId, status: 'cancelled' as const, refunded }
      }),
  }
}
export type AttendeesService = ReturnType<typeof createAttendeesService>
