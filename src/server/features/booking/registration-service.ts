import { and, asc, eq, isNull } from 'drizzle-orm'
import {
  type AccommodationKind,
  type AccommodationStatus,
  accommodationLabel,
} from '../../../domain/accommodations'
import type { User } from '../../../domain/auth'
import { seatsFree } from '../../../domain/booking-rules'
import { displayStatus, REFUSALS } from '../../../domain/event-rules'
import {
  type CreateRegistration,
  canCancelRegistration,
  type EventRegistration,
  joinAvailableAt,
  type MyRegistration,
} from '../../../domain/registrations'
import type { PaymentProcessor } from '../../adapters/payments/processor'
import { defineSessionRead } from '../../auth/session-read'
import { liveSessions, sessionColumns } from '../../auth/sessions'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import {
  accommodationRequests,
  events,
  paymentIntents,
  registrations,
  sessions,
  users,
} from '../../db/schema'
import { AppError } from '../../errors'
import { enqueueMessage } from '../../jobs/outbox'
import type { PaymentService } from './payment-service'
import {
  createEarlyRefusal,
  createKeyedQueue,
  type RegistrationRow,
  registerInTx,
  toRegistration,
} from './register'
import { type EventRow, freeEnrolledSeat, lockEvent } from './seats'
import { offerFreedSeats } from './waitlist'

export interface RegistrationDeps {
  db: Db
  clock: Clock
  publicUrl: string
  processor: PaymentProcessor
  payments: PaymentService
}

type RoomAndStart = Pick<EventRow, 'webinarLink' | 'zoomLink' | 'zohoWebinarJoinUrl' | 'startsAt' | 'status'>
const hasRoom = (e: RoomAndStart) => !!(e.webinarLink || e.zoomLink || e.zohoWebinarJoinUrl)

/**
 * Everything "My registrations" shows, and nothing more (the whole event row is ~60 columns), read with the
 * session itself in one round trip: this runs on every visit of a signed-in family. Every registration is left
 * joined to the live session, so a session without registrations still yields its one row (the user). Prepared
 * once (named on PostgreSQL, so each pooled connection plans it once instead of per request).
 */
function prepareMineWithSession(db: Db) {
  return db
    .select({
      ...sessionColumns,
      r: {
        id: registrations.id,
        status: registrations.status,
        joinToken: registrations.joinToken,
        paymentStatus: registrations.paymentStatus,
        amountCents: registrations.amountCents,
        createdAt: registrations.createdAt,
      },
      e: {
        id: events.id,
        title: events.title,
        providerName: events.providerName,
        status: events.status,
        capacity: events.capacity,
        enrolled: events.enrolled,
        heldSeats: events.heldSeats,
        startsAt: events.startsAt,
        durationMinutes: events.durationMinutes,
        eventType: events.eventType,
        description: events.description,
        imageUrl: events.imageUrl,
        webinarLink: events.webinarLink,
        zoomLink: events.zoomLink,
        zohoWebinarJoinUrl: events.zohoWebinarJoinUrl,
      },
      a: {
        kind: accommodationRequests.kind,
        language: accommodationRequests.language,
        status: accommodationRequests.status,
        staffNote: accommodationRequests.staffNote,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      registrations,
      and(eq(registrations.userId, sessions.userId), eq(registrations.status, 'confirmed')),
    )
    .leftJoin(events, and(eq(events.id, registrations.eventId), isNull(events.deletedAt)))
    .leftJoin(accommodationRequests, eq(accommodationRequests.registrationId, registrations.id))
    .where(liveSessions())
    .orderBy(asc(events.startsAt))
    .prepare('my_registrations_with_session')
}
type MineRow = Awaited<ReturnType<ReturnType<typeof prepareMineWithSession>['execute']>>[number]
type MyRegistrationRow = { r: NonNullable<MineRow['r']>; e: NonNullable<MineRow['e']>; a: MineRow['a'] }

export function createRegistrationService(deps: RegistrationDeps) {
  const { db, clock } = deps
  const mineWithSession = prepareMineWithSession(db)
  const refuseEarly = createEarlyRefusal(db)
  const oneAtATimePerEvent = createKeyedQueue()
  const ctx = () => ({ now: clock.now(), publicUrl: deps.publicUrl })
  /** The personal link, once released and once the event has a room; never for a cancelled event. */
  const joinUrl = (r: Pick<RegistrationRow, 'status' | 'joinToken'>, e: RoomAndStart, now: Date) =>
    r.status === 'confirmed' && e.status !== 'cancelled' && hasRoom(e) && now >= joinAvailableAt(e.startsAt)
      ? `${deps.publicUrl}/join/${r.joinToken}`
      : null

  return {
    async register(user: User, input: CreateRegistration) {
      const actor = { id: user.id, email: user.email, role: user.role }
      if (input.paymentIntentId) {
        // Stripe may confirm before its webhook arrives: ask Stripe, then settle as the webhook would.
        const [intent] = await db
          .select()
          .from(paymentIntents)
          .where(eq(paymentIntents.id, input.paymentIntentId))
        if (intent && intent.status !== 'succeeded' && intent.userId === user.id) {
          const remote = await deps.processor.retrieveIntent(intent.id)
          if (remote?.status === 'succeeded' && remote.amountCents === intent.amountCents) {
            await db
              .update(paymentIntents)
              .set({ status: 'succeeded', updatedAt: clock.now() })
              .where(eq(paymentIntents.id, intent.id))
          }
        }
        const outcome = await deps.payments.settle(
          actor,
          input.eventId,
          input.paymentIntentId,
          undefined,
          undefined,
          input.accommodation,
        )
        if (outcome.kind === 'refunded') throw new AppError(409, outcome.message)
        return { registration: toRegistration(outcome.registration), created: outcome.created }
      }
      // Checked before queuing (once the event is full, the crowd is answered at once) and again at the
      // head of the queue (the seats may have gone while this request waited).
      await refuseEarly(clock.now(), actor, input.eventId)
      const outcome = await oneAtATimePerEvent(input.eventId, async () => {
        await refuseEarly(clock.now(), actor, input.eventId)
        return db.transaction(async (tx) =>
          registerInTx(tx, ctx(), actor, await lockEvent(tx, input.eventId), {
            tracking: input,
            accommodation: input.accommodation,
          }),
        )
      })
      if (outcome.kind !== 'registered') throw new AppError(409, outcome.message)
      return { registration: toRegistration(outcome.registration), created: outcome.created }
    },

    /** Free registrations only, before the start; the seat goes to the waitlist first. */
    async cancel(user: User, registrationId: string) {
      const [found] = await db
        .select()
        .from(registrations)
        .where(and(eq(registrations.id, registrationId), eq(registrations.userId, user.id)))
      if (!found) throw new AppError(404, 'Registration not found')
      return db.transaction(async (tx) => {
        const now = clock.now()
        const ev = await lockEvent(tx, found.eventId)
        const [r] = await tx
          .select()
          .from(registrations)
          .where(eq(registrations.id, registrationId))
          .for('update')
        if (r.status !== 'confirmed') throw new AppError(409, 'This registration is already cancelled')
        if (r.amountCents > 0)
          throw new AppError(
            409,
            'Paid registrations are cancelled by our team: please contact us for a refund.',
          )
        if (ev.status === 'cancelled') throw new AppError(409, REFUSALS.cancelled)
        if (!canCancelRegistration(r, ev, now)) throw new AppError(409, 'This event has already started')
        const [updated] = await tx
          .update(registrations)
          .set({
            status: 'cancelled',
            cancelledAt: now,
            cancelReason: 'cancelled by attendee',
            updatedAt: now,
          })
          .where(eq(registrations.id, r.id))
          .returning()
        await freeEnrolledSeat(tx, ev)
        await enqueueMessage(tx, {
          channel: 'email',
          kind: 'registration-cancelled',
          recipient: user.email,
          userId: user.id,
          subject: `Registration cancelled: ${ev.title}`,
          payload: { registrationId: r.id, eventId: ev.id, userId: user.id },
          dedupeKey: `registration-cancelled:${r.id}`,
        })
        await offerFreedSeats(tx, ev, now, deps.publicUrl)
        return toRegistration(updated)
      })
    },

    /** The route's session read: the family's confirmed registrations of events not deleted, soonest first. */
    mineRead: defineSessionRead(
      (params) => mineWithSession.execute(params),
      (rows): MyRegistrationRow[] => rows.flatMap(({ r, e, a }) => (r && e ? [{ r, e, a }] : [])),
    ),

    mine(rows: MyRegistrationRow[]): MyRegistration[] {
      const now = clock.now()
      return rows.map(({ r, e, a }) => {
        const link = joinUrl(r, e, now)
        return {
          registrationId: r.id,
          eventId: e.id,
          title: e.title,
          providerName: e.providerName,
          status: displayStatus(e.status, seatsFree(e)),
          date: e.startsAt.toISOString(),
          duration: e.durationMinutes,
          eventType: e.eventType,
          description: e.description,
          bannerImageUrl: e.imageUrl,
          webinarLink: link,
          // The personal join link again when the room is a Zoho webinar: never the raw room address.
          zohoWebinarJoinUrl: e.zohoWebinarJoinUrl ? link : null,
          webinarJoinUrl: link,
          joinAvailableAt: joinAvailableAt(e.startsAt).toISOString(),
          paymentStatus: r.paymentStatus,
          amountCents: r.amountCents,
          registrationDate: r.createdAt.toISOString(),
          canCancel: canCancelRegistration(r, e, now),
          accommodation: a
            ? {
                label: accommodationLabel({ kind: a.kind as AccommodationKind, language: a.language }),
                status: a.status as AccommodationStatus,
                staffNote: a.staffNote,
              }
            : null,
        }
      })
    },

    /** The user's confirmed registration for the event, or null when they hold none. */
    async forEvent(user: User, eventId: string): Promise<EventRegistration | null> {
      const now = clock.now()
      const [row] = await db
        .select({ r: registrations, e: events })
        .from(registrations)
        .innerJoin(events, eq(events.id, registrations.eventId))
        .where(
          and(
            eq(registrations.eventId, eventId),
            eq(registrations.userId, user.id),
            eq(registrations.status, 'confirmed'),
          ),
        )
        .limit(1)
      if (!row) return null
      return {
        ...toRegistration(row.r),
        webinarJoinUrl: joinUrl(row.r, row.e, now),
        joinAvailableAt: joinAvailableAt(row.e.startsAt).toISOString(),
        canCancel: canCancelRegistration(row.r, row.e, now),
      }
    },
  }
}
export type RegistrationService = ReturnType<typeof createRegistrationService>
