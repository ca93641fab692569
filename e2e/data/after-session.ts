// Sessions the after-the-session journeys use (e2e/after-session-*.spec.ts, issue 30): fixed ids so specs open them.
import { randomBytes } from 'node:crypto'
import { eq, ne } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { events, providers, registrations, users } from '../../src/server/db/schema'

export const LOOP_EVENTS = {
  /** Under way now (started 10 minutes ago, 10 hours long): the demo parent's join link marks attendance. */
  live: '7e300000-0000-4000-8000-000000000001',
  /** Ended two hours ago; the demo parent attended it, so they may review it. */
  past: '7e300000-0000-4000-8000-000000000002',
  /** Under way, facilitated by another provider: not the demo provider's to see. */
  others: '7e300000-0000-4000-8000-000000000003',
} as const
export const LOOP_JOIN_TOKEN = 'e2e-loop-join-token-parent'
export const LOOP_FAMILY = { firstName: 'Nadia', lastName: 'Okafor', email: 'nadia.loop@example.test' }

const MIN = 60_000

export async function seed(db: Db) {
  const [parent] = await db.select().from(users).where(eq(users.email, 'parent@cradle.test'))
  const [profile] = await db.select().from(providers).where(eq(providers.email, 'provider@cradle.test'))
  const [stranger] = await db
    .select()
    .from(providers)
    .where(ne(providers.email, 'provider@cradle.test'))
    .limit(1)
  if (!parent || !profile || !stranger)
    throw new Error('after-session fixtures need the demo parent and provider')
  const [other] = await db
    .insert(users)
    .values({ ...LOOP_FAMILY, emailVerifiedAt: new Date() })
    .returning()
  const base = {
    description: 'A calm hour on sleep for the first months, with time for your questions.',
    eventType: 'Educational Discussion',
    capacity: 20,
    status: 'published' as const,
    providerId: profile.id,
    providerName: `${profile.firstName} ${profile.lastName}`,
    providerRole: profile.title,
    // The room is a page of this site, so the browser can follow the join link without the network.
    webinarLink: `http://localhost:${process.env.PORT ?? 3000}/user-guide`,
  }
  const now = Date.now()
  await db.insert(events).values([
    {
      ...base,
      id: LOOP_EVENTS.live,
      title: 'E2E Loop Live Sleep Circle',
      startsAt: new Date(now - 10 * MIN),
      durationMinutes: 600,
      enrolled: 2,
    },
    {
      ...base,
      id: LOOP_EVENTS.past,
      title: 'E2E Loop Past Feeding Basics',
      startsAt: new Date(now - 3 * 60 * MIN),
      durationMinutes: 60,
      enrolled: 1,
    },
    {
      ...base,
      id: LOOP_EVENTS.others,
      title: 'E2E Loop Someone Else’s Circle',
      startsAt: new Date(now - 10 * MIN),
      durationMinutes: 600,
      providerId: stranger.id,
      providerName: `${stranger.firstName} ${stranger.lastName}`,
      providerRole: stranger.title,
    },
  ])
  await db.insert(registrations).values([
    { eventId: LOOP_EVENTS.live, userId: parent.id, joinToken: LOOP_JOIN_TOKEN },
    { eventId: LOOP_EVENTS.live, userId: other.id, joinToken: randomBytes(16).toString('hex') },
    {
      eventId: LOOP_EVENTS.past,
      userId: parent.id,
      joinToken: randomBytes(16).toString('hex'),
      attendedAt: new Date(now - 3 * 60 * MIN + 2 * MIN),
    },
  ])
}
