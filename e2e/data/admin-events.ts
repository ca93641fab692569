// Rows the admin-events journeys need: tags for the form, and a published event with one paid registration
// so the Event Management card offers "Download Registrations".
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { events, paymentIntents, registrations, tags, users } from '../../src/server/db/schema'

export const ADMIN_EVENTS_SEEDED_TITLE = 'Admin Events E2E: Seeded Workshop'
export const ADMIN_EVENTS_TAGS = [
  { tagName: 'Pregnancy', category: 'Stage' },
  { tagName: 'Postpartum', category: 'Stage' },
  { tagName: 'Breastfeeding', category: 'Topic' },
  { tagName: 'Sleep', category: 'Topic' },
]

export async function seed(db: Db) {
  await db.insert(tags).values(ADMIN_EVENTS_TAGS).onConflictDoNothing()
  const [parent] = await db.select().from(users).where(eq(users.email, 'parent@cradle.test'))
  if (!parent) return
  const [event] = await db
    .insert(events)
    .values({
      title: ADMIN_EVENTS_SEEDED_TITLE,
      description: 'A seeded workshop that already has one registration.',
      eventType: 'Skills Lab',
      startsAt: new Date(Date.now() + 10 * 86400_000),
      priceCents: 2500,
      capacity: 10,
      enrolled: 1,
      status: 'published',
      providerName: 'Seeded Provider',
      providerRole: 'IBCLC',
    })
    .returning()
  const pi = `pi_test_${randomBytes(8).toString('hex')}`
  await db.insert(paymentIntents).values({
    id: pi,
    clientSecret: `${pi}_secret`,
    processor: 'test',
    userId: parent.id,
    eventId: event.id,
    amountCents: 2500,
    status: 'succeeded',
  })
  await db.insert(registrations).values({
    eventId: event.id,
    userId: parent.id,
    paymentStatus: 'succeeded',
    amountCents: 2500,
    paymentIntentId: pi,
    joinToken: randomBytes(16).toString('hex'),
    utmSource: 'newsletter',
  })
}
