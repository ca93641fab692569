// The provider's view of an event's banner and webinar room (issue 25.5): a session of the demo provider starting in
// two hours, so its room is open to its facilitators (from 24 hours before to the end), with a banner and no room yet.
import { eq } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { events, providers } from '../../src/server/db/schema'

export const ROOM_EVENT = {
  id: '7e250000-0000-4000-8000-000000000005',
  title: 'E2E Room Evening Feeding Q&A',
  banner: '/demo/events/feeding.svg',
} as const

export async function seed(db: Db) {
  const [profile] = await db.select().from(providers).where(eq(providers.email, 'provider@cradle.test'))
  if (!profile) throw new Error('provider-room fixtures need the demo provider')
  await db.insert(events).values({
    id: ROOM_EVENT.id,
    title: ROOM_EVENT.title,
    description: 'Bring your feeding questions; we answer them one by one, with time for each family.',
    eventType: 'Educational Discussion',
    capacity: 20,
    status: 'published',
    providerId: profile.id,
    providerName: `${profile.firstName} ${profile.lastName}`,
    providerRole: profile.title,
    imageUrl: ROOM_EVENT.banner,
    startsAt: new Date(Date.now() + 2 * 3600_000),
    durationMinutes: 60,
  })
}
