import { and, asc, eq, gt, notInArray } from 'drizzle-orm'
import type { User } from '../../../domain/auth'
import { canRegister } from '../../../domain/booking-rules'
import type { MyPlaces, OfferLink, WaitlistEntry } from '../../../domain/registrations'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { events, paymentIntents, waitlistEntries } from '../../db/schema'
import { AppError } from '../../errors'
import { lockEvent, refusalError, refuseIfRegistered, releaseHolds } from './seats'
import {
  ACTIVE_WAITLIST,
  eventsWithExpiredOffers,
  eventsWithWaitingAndFreeSeats,
  expireOffers,
  offerFreedSeats,
  waitlistPosition,
} from './waitlist'

/** Joining, reading and leaving a waitlist, and the periodic offer work (docs/decisions/register.md R5). */
export function createWaitlistService(deps: { db: Db; clock: Clock; publicUrl: string }) {
  const { db, clock } = deps
  return {
    async joinWaitlist(user: User, eventId: string): Promise<WaitlistEntry> {
      return db.transaction(async (tx) => {
        const now = clock.now()
        const ev = await lockEvent(tx, eventId)
        const refusal = canRegister(ev, user, now, { ownHold: true })
        if (refusal) throw refusalError(refusal)
        await refuseIfRegistered(tx, ev.id, user.id)
        const [active] = await tx
          .select()
          .from(waitlistEntries)
          .where(
            and(eq(waitlistEntries.eventId, ev.id), eq(waitlistEntries.userId, user.id), ACTIVE_WAITLIST),
          )
        if (active) throw new AppError(409, 'You are already on the waitlist for this event')
        const [queued] = await tx
          .select({ id: waitlistEntries.id })
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.eventId, ev.id), eq(waitlistEntries.status, 'waiting')))
          .limit(1)
        if (ev.enrolled + ev.heldSeats < ev.capacity && !queued)
          throw new AppError(409, 'Seats are still available: please register instead')
        const [entry] = await tx
          .insert(waitlistEntries)
          .values({ eventId: ev.id, userId: user.id, updatedAt: now })
          .returning()
        return {
          id: entry.id,
          eventId: ev.id,
          status: entry.status,
          position: await waitlistPosition(tx, entry),
          offerExpiresAt: null,
        }
      })
    },

    /** What the offer email's link means for this account (OFFER_LINK_STATES); 404 for a link of another event. */
    async offerLink(user: User, eventId: string, token: string): Promise<OfferLink> {
      const [entry] = await db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.offerToken, token)))
      if (!entry) throw new AppError(404, 'This seat offer link is not valid. Check the link in the email.')
      if (entry.userId !== user.id) return { state: 'other_account' }
      if (entry.status === 'accepted') return { state: 'claimed' }
      const live =
        entry.status === 'offered' && (entry.offerExpiresAt?.getTime() ?? 0) > clock.now().getTime()
      if (live) return { state: 'yours' }
      return { state: entry.status === 'cancelled' ? 'closed' : 'expired' }
    },

    /** The user's active place on the event's waitlist (waiting or offered), or null when they hold none. */
    async myWaitlistEntry(user: User, eventId: string): Promise<WaitlistEntry | null> {
      const [entry] = await db
        .select()
        .from(waitlistEntries)
        .where(
          and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.userId, user.id), ACTIVE_WAITLIST),
        )
      if (!entry) return null
      return {
        id: entry.id,
        eventId,
        status: entry.status,
        position: entry.status === 'waiting' ? await waitlistPosition(db, entry) : null,
        offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
      }
    },

    /** The reader's waitlist places and the seats held while they pay, soonest event first (26.10). */
    async myPlaces(user: User): Promise<MyPlaces> {
      const now = clock.now()
      const entries = await db
        .select({
          entry: waitlistEntries,
          title: events.title,
          startsAt: events.startsAt,
          price: events.priceCents,
        })
        .from(waitlistEntries)
        .innerJoin(events, eq(events.id, waitlistEntries.eventId))
        .where(and(eq(waitlistEntries.userId, user.id), ACTIVE_WAITLIST, gt(events.startsAt, now)))
        .orderBy(asc(events.startsAt))
      const holds = await db
        .select({
          eventId: paymentIntents.eventId,
          holdExpiresAt: paymentIntents.holdExpiresAt,
          title: events.title,
          startsAt: events.startsAt,
          price: events.priceCents,
        })
        .from(paymentIntents)
        .innerJoin(events, eq(events.id, paymentIntents.eventId))
        .where(
          and(
            eq(paymentIntents.userId, user.id),
            gt(paymentIntents.holdExpiresAt, now),
            notInArray(paymentIntents.status, ['succeeded', 'canceled']),
          ),
        )
        .orderBy(asc(events.startsAt))
      return {
        waitlist: await Promise.all(
          entries.map(async ({ entry, title, startsAt, price }) => ({
            id: entry.id,
            eventId: entry.eventId,
            status: entry.status,
            position: entry.status === 'waiting' ? await waitlistPosition(db, entry) : null,
            offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
            eventTitle: title,
            eventDate: startsAt.toISOString(),
            priceCents: price,
          })),
        ),
        holds: holds.map((h) => ({
          eventId: h.eventId,
          eventTitle: h.title,
          eventDate: h.startsAt.toISOString(),
          priceCents: h.price,
          holdExpiresAt: (h.holdExpiresAt ?? now).toISOString(),
        })),
      }
    },

    async leaveWaitlist(user: User, eventId: string) {
      await db.transaction(async (tx) => {
        const now = clock.now()
        const ev = await lockEvent(tx, eventId)
        const [entry] = await tx
          .update(waitlistEntries)
          .set({ status: 'cancelled', updatedAt: now })
          .where(
            and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.userId, user.id), ACTIVE_WAITLIST),
          )
          .returning()
        if (!entry) throw new AppError(404, 'You are not on the waitlist for this event')
        if (entry.offeredAt && entry.offerExpiresAt) {
          await releaseHolds(tx, ev, 1)
          await offerFreedSeats(tx, ev, now, deps.publicUrl)
        }
      })
    },

    /** Periodic: expired offers pass to the next person; seats freed elsewhere (capacity raised) are offered. */
    async processWaitlists() {
      const now = clock.now()
      const ids = new Set([
        ...(await eventsWithExpiredOffers(db, now)),
        ...(await eventsWithWaitingAndFreeSeats(db)),
      ])
      for (const id of ids) {
        await db.transaction(async (tx) => {
          const ev = await lockEvent(tx, id)
          await expireOffers(tx, ev, now)
          await offerFreedSeats(tx, ev, now, deps.publicUrl)
        })
      }
    },
  }
}
export type WaitlistService = ReturnType<typeof createWaitlistService>
