import { sql } from 'drizzle-orm'
import type { Db } from '../src/server/db/client'
import { events, paymentIntents, registrations, waitlistEntries } from '../src/server/db/schema'

/** Breaks already reported, per database: a broken event fails the test that broke it, not every later one. */
const reported = new WeakMap<Db, Set<string>>()

/**
 * Decision R1's invariant, for every event (deleted ones too):
 * - `enrolled` = its confirmed registrations;
 * - `held_seats` = its live holds: payment intents whose `hold_expires_at` is set (an expired hold counts until
 *   the `seat-holds` task releases it; a succeeded payment's hold counts until its registration converts it) plus
 *   waitlist entries in status 'offered' (expired or not, until `expireOffers` releases them).
 * Throws, naming each event that breaks it. Run it after each test of booking and admin events.
 */
export async function assertSeatInvariant(db: Db): Promise<void> {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      enrolled: events.enrolled,
      heldSeats: events.heldSeats,
      confirmed: sql<number>`(select count(*) from ${registrations} r
        where r.event_id = events.id and r.status = 'confirmed')`.mapWith(Number),
      paymentHolds: sql<number>`(select count(*) from ${paymentIntents} p
        where p.event_id = events.id and p.hold_expires_at is not null)`.mapWith(Number),
      offers: sql<number>`(select count(*) from ${waitlistEntries} w
        where w.event_id = events.id and w.status = 'offered')`.mapWith(Number),
    })
    .from(events)
  const seen = reported.get(db) ?? new Set<string>()
  reported.set(db, seen)
  const broken = rows.filter((r) => {
    if (r.enrolled === r.confirmed && r.heldSeats === r.paymentHolds + r.offers) return false
    const key = JSON.stringify(r)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  if (!broken.length) return
  const lines = broken.map(
    (r) =>
      `${r.title} (${r.id}): enrolled ${r.enrolled} but ${r.confirmed} confirmed registrations; ` +
      `held_seats ${r.heldSeats} but ${r.paymentHolds} payment holds + ${r.offers} waitlist offers`,
  )
  throw new Error(`Seat counts broken (decision R1):\n${lines.join('\n')}`)
}
