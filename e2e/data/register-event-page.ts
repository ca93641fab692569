// Events the event-page journeys of e2e/register-event-page.spec.ts use; fixed ids so specs can open them.
import { eq } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { events, registrations, users } from '../../src/server/db/schema'

export const EVENT_PAGE_EVENTS = {
  /** Over two days ago; the demo parent was registered and its room link still exists. */
  ended: '7e0b0000-0000-4000-8000-000000000001',
  /** Upcoming, open to providers only. */
  providersOnly: '7e0b0000-0000-4000-8000-000000000002',
} as const

const inDays = (d: number) => new Date(Date.now() + d * 24 * 3600_000)
const base = {
  description: 'An hour together for families, with time for questions.',
  eventType: 'Support Circle',
  durationMinutes: 60,
  capacity: 20,
  status: 'published' as const,
  providerName: 'Robin Reyes',
  providerRole: 'IBCLC',
  webinarLink: 'https://zoom.example/j/e2e-event-page-room',
}

export async function seed(db: Db) {
  await db
    .insert(events)
    .values([
      {
        ...base,
        id: EVENT_PAGE_EVENTS.ended,
        title: 'E2E Ended Birth Story Circle',
        startsAt: inDays(-2),
        enrolled: 1,
      },
      {
        ...base,
        id: EVENT_PAGE_EVENTS.providersOnly,
        title: 'E2E Providers Case Review',
        startsAt: inDays(8),
        audience: 'providers' as const,
      },
    ])
    .onConflictDoNothing()
  const [parent] = await db.select().from(users).where(eq(users.email, 'parent@cradle.test'))
  await db
    .insert(registrations)
    .values([{ eventId: EVENT_PAGE_EVENTS.ended, userId: parent.id, joinToken: 'e2e-ended-join-token' }])
    .onConflictDoNothing()
}
