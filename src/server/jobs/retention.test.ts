import { randomBytes } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { events, outbox, paymentIntents, registrations, users, waitlistEntries } from '../db/schema'
import { createRetention } from './retention'

const YEAR = 365.25 * 24 * 3600_000

describe.each(databaseKinds())('retention limits on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('clears analytics after 2 years and registration records after 7, in batches, and a second run changes nothing (issue 33.2)', async () => {
    const now = t.clock.now().getTime()
    const ago = (years: number, days = 1) => new Date(now - years * YEAR - days * 24 * 3600_000)
    const family = await createUser(t.db)
    const gone = await createUser(t.db, {
      deletedAt: ago(8),
      email: `deleted-x${randomBytes(3).toString('hex')}@deleted.invalid`,
      passwordHash: null,
    })
    const oldEvent = await createEvent(t.db, { startsAt: ago(8), enrolled: 4 })
    const midEvent = await createEvent(t.db, { startsAt: ago(3), enrolled: 3 })
    const token = () => randomBytes(12).toString('hex')
    await t.db.insert(paymentIntents).values({
      id: 'pi_old_retention',
      clientSecret: 'pi_old_retention_secret',
      processor: 'test',
      userId: gone.id,
      eventId: oldEvent.id,
      amountCents: 1000,
      status: 'succeeded',
      createdAt: ago(8),
    })
    const oldRegs = await t.db
      .insert(registrations)
      .values([
        {
          eventId: oldEvent.id,
          userId: gone.id,
          joinToken: token(),
          createdAt: ago(8),
          paymentIntentId: 'pi_old_retention',
          amountCents: 1000,
        },
        ...Array.from({ length: 3 }, () => ({
          eventId: oldEvent.id,
          userId: family.id,
          joinToken: token(),
          createdAt: ago(7, 2),
          status: 'cancelled' as const,
        })),
      ])
      .returning()
    // Three confirmed registrations between 2 and 7 years old, with tracking fields; one recent.
    const others = await Promise.all([1, 2, 3].map(() => createUser(t.db)))
    const midRegs = await t.db
      .insert(registrations)
      .values(
        others.map((u) => ({
          eventId: midEvent.id,
          userId: u.id,
          joinToken: token(),
          createdAt: ago(3),
          utmSource: 'newsletter',
          referrer: 'https://example.test/blog',
        })),
      )
      .returning()
    const recentEvent = await createEvent(t.db, { enrolled: 1 })
    const [recent] = await t.db
      .insert(registrations)
      .values({ eventId: recentEvent.id, userId: family.id, joinToken: token(), utmSource: 'facebook' })
      .returning()
    await t.db
      .insert(waitlistEntries)
      .values({ eventId: oldEvent.id, userId: family.id, createdAt: ago(8), status: 'expired' })
    await t.db.insert(outbox).values([
      { channel: 'email', kind: 'test', recipient: family.email, status: 'sent', createdAt: ago(2, 3) },
      { channel: 'email', kind: 'test', recipient: family.email, status: 'sent', createdAt: ago(1) },
    ])

    const run = createRetention({ db: t.db, clock: t.clock, batch: 2 })
    const first = await run()
    expect(first).toEqual({
      analyticsCleared: 3,
      messagesDeleted: 1,
      registrationsDeleted: 4,
      paymentsDeleted: 1,
      waitlistDeleted: 1,
      deletedAccountsRemoved: 1,
    })
    expect(
      await t.db
        .select()
        .from(registrations)
        .where(
          inArray(
            registrations.id,
            oldRegs.map((r) => r.id),
          ),
        ),
    ).toEqual([])
    const mid = await t.db
      .select()
      .from(registrations)
      .where(
        inArray(
          registrations.id,
          midRegs.map((r) => r.id),
        ),
      )
    expect(mid.map((r) => [r.utmSource, r.referrer, r.status])).toEqual([
      [null, null, 'confirmed'],
      [null, null, 'confirmed'],
      [null, null, 'confirmed'],
    ])
    const [kept] = await t.db.select().from(registrations).where(eq(registrations.id, recent.id))
    expect(kept.utmSource).toBe('facebook')
    // The event's count follows its confirmed registrations (one confirmed went; the cancelled ones held no seat).
    const [oldNow] = await t.db.select().from(events).where(eq(events.id, oldEvent.id))
    expect(oldNow.enrolled).toBe(3)
    expect(await t.db.select().from(users).where(eq(users.id, gone.id))).toEqual([])
    expect(await t.db.select().from(users).where(eq(users.id, family.id))).toHaveLength(1)

    expect(await run()).toEqual({
      analyticsCleared: 0,
      messagesDeleted: 0,
      registrationsDeleted: 0,
      paymentsDeleted: 0,
      waitlistDeleted: 0,
      deletedAccountsRemoved: 0,
    })

    // The scheduled task is the same work: five years on, the 3-year-old registrations are past 7 too.
    t.clock.advance(5 * YEAR)
    await t.runTasks()
    expect(
      await t.db
        .select()
        .from(registrations)
        .where(
          inArray(
            registrations.id,
            midRegs.map((r) => r.id),
          ),
        ),
    ).toEqual([])
  })
})
