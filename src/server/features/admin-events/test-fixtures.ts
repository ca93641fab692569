// Test-only helpers for this area's API tests (rows other areas normally create).
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events, paymentIntents, registrations, tags } from '../../db/schema'

export const validForm = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: 'Newborn Sleep Basics',
  description: 'How newborns sleep, and how parents can rest too.',
  eventType: 'Newborn Care Basics',
  date: '2030-07-01T10:00',
  duration: 90,
  price: '25.00',
  capacity: 20,
  language: 'Spanish',
  timezone: 'America/Chicago',
  providerName: 'Pat Provider',
  providerRole: 'IBCLC',
  status: 'draft',
  audience: 'parents',
  featured: true,
  ...over,
})

export async function createTag(db: Db, category = 'Topic') {
  const [row] = await db
    .insert(tags)
    .values({ tagName: `Tag ${randomBytes(4).toString('hex')}`, category })
    .returning()
  return row
}

/**
 * A confirmed registration, counted in the event's `enrolled` as the product counts it (decision R1);
 * `paidCents` > 0 makes a succeeded test-processor payment too.
 */
export async function createRegistration(
  db: Db,
  eventId: string,
  userId: string,
  opts: { paidCents?: number; utmSource?: string; referrer?: string; createdAt?: Date } = {},
) {
  let paymentIntentId: string | null = null
  if (opts.paidCents) {
    paymentIntentId = `pi_test_${randomBytes(8).toString('hex')}`
    await db.insert(paymentIntents).values({
      id: paymentIntentId,
      clientSecret: `${paymentIntentId}_secret`,
      processor: 'test',
      userId,
      eventId,
      amountCents: opts.paidCents,
      status: 'succeeded',
    })
  }
  const [row] = await db
    .insert(registrations)
    .values({
      eventId,
      userId,
      paymentStatus: opts.paidCents ? 'succeeded' : 'free',
      amountCents: opts.paidCents ?? 0,
      paymentIntentId,
      joinToken: randomBytes(16).toString('hex'),
      utmSource: opts.utmSource,
      referrer: opts.referrer,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning()
  await db
    .update(events)
    .set({ enrolled: sql`${events.enrolled} + 1` })
    .where(eq(events.id, eventId))
  return row
}
