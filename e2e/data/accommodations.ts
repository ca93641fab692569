// The event the accommodation journey books (e2e/register-accommodation.spec.ts); its own, so no other journey's
// registration of the demo parent gets in the way.
import type { Db } from '../../src/server/db/client'
import { events } from '../../src/server/db/schema'

export const ACCOMMODATION_EVENT = '7e0a0000-0000-4000-8000-0000000a0001'

export async function seed(db: Db) {
  await db
    .insert(events)
    .values({
      id: ACCOMMODATION_EVENT,
      title: 'E2E Captioned Feeding Circle',
      description: 'An hour on feeding questions, with captions on request.',
      eventType: 'Educational Discussion',
      durationMinutes: 60,
      capacity: 20,
      status: 'published',
      providerName: 'Robin Reyes',
      providerRole: 'IBCLC',
      facilitatorEmail: 'robin@facilitators.test',
      webinarLink: 'https://zoom.example/j/e2e-captions',
      startsAt: new Date(Date.now() + 8 * 24 * 3600_000),
    })
    .onConflictDoNothing()
}
