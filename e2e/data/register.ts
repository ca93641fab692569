// Events the registration journeys use (e2e/register-*.spec.ts); fixed ids so specs can open them.
import { eq } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { events, registrations, users, waitlistEntries } from '../../src/server/db/schema'

export const REGISTER_EVENTS = {
  free: '7e0a0000-0000-4000-8000-000000000001',
  paid: '7e0a0000-0000-4000-8000-000000000002',
  declined: '7e0a0000-0000-4000-8000-000000000003',
  parentsOnly: '7e0a0000-0000-4000-8000-000000000004',
  bankCheck: '7e0a0000-0000-4000-8000-000000000005',
  /** The demo parent holds a place in both: one under way now, one the team cancelled. */
  underWay: '7e0a0000-0000-4000-8000-000000000006',
  cancelled: '7e0a0000-0000-4000-8000-000000000007',
  /** Full events where the demo parent waits in line, and where a seat is held for them. */
  fullWaiting: '7e0a0000-0000-4000-8000-000000000008',
  fullOffered: '7e0a0000-0000-4000-8000-000000000009',
  /** A seat held for the demo parent, opened from the offer email's link. */
  offerByLink: '7e0a0000-0000-4000-8000-00000000000a',
} as const

export const OFFER_LINK_TOKEN = 'e2e-offer-link-token'

const inDays = (d: number) => new Date(Date.now() + d * 24 * 3600_000)
const base = {
  description: 'A relaxed hour of questions and answers for new and expecting parents.',
  eventType: 'Educational Discussion',
  durationMinutes: 60,
  capacity: 20,
  status: 'published' as const,
  providerName: 'Robin Reyes',
  providerRole: 'IBCLC',
  webinarLink: 'https://zoom.example/j/e2e-room',
}

export async function seed(db: Db) {
  await db
    .insert(events)
    .values([
      { ...base, id: REGISTER_EVENTS.free, title: 'E2E Free Newborn Q&A', startsAt: inDays(9) },
      {
        ...base,
        id: REGISTER_EVENTS.paid,
        title: 'E2E Paid Sleep Workshop',
        startsAt: inDays(10),
        priceCents: 2500,
      },
      {
        ...base,
        id: REGISTER_EVENTS.declined,
        title: 'E2E Paid Feeding Lab',
        startsAt: inDays(11),
        priceCents: 1500,
      },
      {
        ...base,
        id: REGISTER_EVENTS.parentsOnly,
        title: 'E2E Parents Circle',
        startsAt: inDays(12),
        audience: 'parents' as const,
      },
      {
        ...base,
        id: REGISTER_EVENTS.bankCheck,
        title: 'E2E Paid Bath Time Class',
        startsAt: inDays(13),
        priceCents: 2000,
      },
      {
        ...base,
        id: REGISTER_EVENTS.underWay,
        title: 'E2E Live Latch Clinic',
        startsAt: new Date(Date.now() - 10 * 60_000),
        enrolled: 1,
      },
      {
        ...base,
        id: REGISTER_EVENTS.cancelled,
        title: 'E2E Cancelled Swaddling Class',
        startsAt: inDays(5),
        priceCents: 1500,
        enrolled: 1,
        status: 'cancelled' as const,
      },
      {
        ...base,
        id: REGISTER_EVENTS.fullWaiting,
        title: 'E2E Full Colic Talk',
        startsAt: inDays(6),
        capacity: 2,
        enrolled: 2,
      },
      {
        ...base,
        id: REGISTER_EVENTS.fullOffered,
        title: 'E2E Full Sibling Prep',
        startsAt: inDays(7),
        capacity: 2,
        enrolled: 1,
        heldSeats: 1,
      },
      {
        ...base,
        id: REGISTER_EVENTS.offerByLink,
        title: 'E2E Full Babywearing Basics',
        startsAt: inDays(8),
        capacity: 1,
        heldSeats: 1,
      },
    ])
    .onConflictDoNothing()
  const [parent] = await db.select().from(users).where(eq(users.email, 'parent@cradle.test'))
  await db
    .insert(registrations)
    .values([
      { eventId: REGISTER_EVENTS.underWay, userId: parent.id, joinToken: 'e2e-under-way-join-token' },
      {
        eventId: REGISTER_EVENTS.cancelled,
        userId: parent.id,
        joinToken: 'e2e-cancelled-join-token',
        amountCents: 1500,
        paymentStatus: 'succeeded',
      },
    ])
    .onConflictDoNothing()
  await db
    .insert(waitlistEntries)
    .values([
      { eventId: REGISTER_EVENTS.fullWaiting, userId: parent.id },
      {
        eventId: REGISTER_EVENTS.fullOffered,
        userId: parent.id,
        status: 'offered' as const,
        offerToken: 'e2e-offer-token',
        offeredAt: new Date(),
        offerExpiresAt: inDays(1),
      },
      {
        eventId: REGISTER_EVENTS.offerByLink,
        userId: parent.id,
        status: 'offered' as const,
        offerToken: OFFER_LINK_TOKEN,
        offeredAt: new Date(),
        offerExpiresAt: inDays(1),
      },
    ])
    .onConflictDoNothing()
}
