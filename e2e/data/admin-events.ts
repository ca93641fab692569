// Rows the admin-events journeys need: tags for the form, a published event with one paid registration
// so the Event Management card offers "Download Registrations", and one whose places the team cancels.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { events, paymentIntents, registrations, tags, users } from '../../src/server/db/schema'

export const ADMIN_EVENTS_SEEDED_TITLE = 'Admin Events E2E: Seeded Workshop'
export const ADMIN_EVENTS_CANCEL_TITLE = 'Admin Events E2E: Places To Cancel'
export const ADMIN_EVENTS_TAGS = [
  { tagName: 'Pregnancy', category: 'Stage' },
  { tagName: 'Postpartum', category: 'Stage' },
  { tagName: 'Breastfeeding', category: 'Topic' },
  { tagName: 'Sleep', category: 'Topic' },
]

export async function seed(db: Db) {
  await db.insert(tags).values(ADMIN_EVENTS_TAGS).onConflictDoNothing()
  const [parent] = await db.select().from(users).where(eq(users.email, 'parent@cradle.test'))
  const [provider] = await db.select().from(users).where(eq(users.email, 'provider@cradle.test'))
  if (!parent || !provider) return
  await seedPaidEvent(db, ADMIN_EVENTS_SEEDED_TITLE, 'A seeded workshop that already has one registration.', [
    { userId: parent.id, refunded: false },
  ])
  // Two paid places: one as paid, one already refunded in Stripe's dashboard.
  await seedPaidEvent(db, ADMIN_EVENTS_CANCEL_TITLE, 'A seeded workshop whose places the team cancels.', [
    { userId: parent.id, refunded: false },
    { userId: provider.id, refunded: true },
  ])
}

async function seedPaidEvent(
  db: Db,
  title: string,
  description: string,
  places: { userId: string; refunded: boolean }[],
) {
  const [event] = await db
    .insert(events)
    .values({
      title,
      description,
      eventType: 'Skills Lab',
      startsAt: new Date(Date.now() + 10 * 86400_000),
      priceCents: 2500,
      capacity: 10,
      enrolled: places.length,
      status: 'published',
      providerName: 'Seeded Provider',
      providerRole: 'IBCLC',
    })
    .returning()
  for (const place of places) {
    const pi = `pi_test_${randomBytes(8).toString('hex')}`
    await db.insert(paymentIntents).values({
      id: pi,
      clientSecret: `${pi}_secret`,
      processor: 'test',
      userId: place.userId,
      eventId: event.id,
      amountCents: 2500,
      status: 'succeeded',
      refundedAt: place.refunded ? new Date() : null,
    })
    await db.insert(registrations).values({
      eventId: event.id,
      userId: place.userId,
      paymentStatus: place.refunded ? 'refunded' : 'succeeded',
      amountCents: 2500,
      paymentIntentId: pi,
      joinToken: randomBytes(16).toString('hex'),
      utmSource: 'newsletter',
    })
  }
}
