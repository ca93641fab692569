// A paid event only the accessibility journeys use (e2e/a11y-*.spec.ts), so seats are always free.
import type { Db } from '../../src/server/db/client'
import { events } from '../../src/server/db/schema'

export const A11Y_EVENTS = {
  paid: '7e0a0000-0000-4000-8000-0000000a1101',
} as const

export async function seed(db: Db) {
  await db
    .insert(events)
    .values({
      id: A11Y_EVENTS.paid,
      title: 'E2E Keyboard Paid Workshop',
      description: 'A paid workshop the keyboard-only journey registers for.',
      eventType: 'Educational Discussion',
      durationMinutes: 60,
      capacity: 50,
      status: 'published',
      providerName: 'Robin Reyes',
      providerRole: 'IBCLC',
      webinarLink: 'https://zoom.example/j/e2e-a11y',
      startsAt: new Date(Date.now() + 14 * 24 * 3600_000),
      priceCents: 1800,
    })
    .onConflictDoNothing()
}
