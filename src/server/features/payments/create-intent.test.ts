import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createEvent } from '../../../../test/factories'
import { startStripeFake, stripeTestEnv } from '../../../../test/fakes/stripe'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { events, paymentIntents } from '../../db/schema'
import { eventCounts } from '../registrations/test-helpers'

/** Fails the test in `ms` instead of letting it hang until vitest's timeout, with a message saying why. */
const within = <T>(ms: number, what: string, p: Promise<T>) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), ms)),
  ])

const intentsOf = (t: TestApp, userId: string, eventId: string) =>
  t.db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.userId, userId), eq(paymentIntents.eventId, eventId)))

describe.each(databaseKinds())('creating a payment intent at Stripe on %s', (kind) => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof startStripeFake>>
  beforeAll(async () => {
    fake = await startStripeFake()
    t = await startTestApp({
      kind,
      env: stripeTestEnv(fake.url),
    })
  })
  // Decision R1: every test leaves each event's counts equal to its registrations and holds.
  afterEach(() => assertSeatInvariant(t.db))
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('keeps nobody else waiting while Stripe is slow: the event is not locked during the call', async () => {
    const ev = await createEvent(t.db, { priceCents: 3000, capacity: 5 })
    const [a, b] = [await t.signIn(), await t.signIn()]
    const before = fake.createCount()
    const release = fake.holdCreates()
    const first = a.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
    const second = (async () => {
      try {
        await within(10_000, "a's call to reach Stripe", fake.createsArrived(before + 1))
        // While a's call hangs at Stripe, b gets through the same event's checks and seat to Stripe as well,
        // and the seat counts can be read.
        const call = b.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
        await within(10_000, "b's call to reach Stripe while a's is pending", fake.createsArrived(before + 2))
        expect(await eventCounts(t, ev.id)).toMatchObject({ heldSeats: 2 })
        return call
      } finally {
        release()
      }
    })()
    const [ra, rb] = await Promise.all([first, second])
    expect([ra.status, rb.status]).toEqual([200, 200])
    expect(ra.body.clientSecret).not.toBe(rb.body.clientSecret)
    const [rowA] = await intentsOf(t, a.user.id, ev.id)
    expect(rowA).toMatchObject({ status: 'requires_payment_method', clientSecret: ra.body.clientSecret })
    expect(fake.intents.get(rowA.id)?.metadata).toEqual({ eventId: ev.id, userId: a.user.id })
  })

  it('answers 502 when Stripe refuses, keeps the seat for the retry, and frees it when the hold ends', async () => {
    const ev = await createEvent(t.db, { priceCents: 3000, capacity: 1 })
    const [a, b] = [await t.signIn(), await t.signIn()]
    fake.failCreates(1)
    const refused = await a.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
    expect(refused.status).toBe(502)
    expect(refused.body.message).toBe('We could not reach the payment service. Please try again.')
    expect(refused.text).not.toMatch(/fake refused/i)
    // The only seat is still a's: b is told it is sold out.
    expect(await eventCounts(t, ev.id)).toMatchObject({ heldSeats: 1, enrolled: 0 })
    expect((await b.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })).status).toBe(409)
    // a's retry takes that seat over: one hold, one live intent.
    const retried = await a.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
    expect(retried.status).toBe(200)
    expect(await eventCounts(t, ev.id)).toMatchObject({ heldSeats: 1 })
    const rows = await intentsOf(t, a.user.id, ev.id)
    expect(rows.map((r) => r.status).sort()).toEqual(['canceled', 'requires_payment_method'])

    // Refused again and never retried: the seat comes back when the 15-minute hold ends.
    const ev2 = await createEvent(t.db, { priceCents: 3000, capacity: 1 })
    fake.failCreates(1)
    expect((await a.post('/api/create-payment-intent', { eventId: ev2.id, amount: 3000 })).status).toBe(502)
    expect((await eventCounts(t, ev2.id)).heldSeats).toBe(1)
    t.clock.advance(16 * 60_000)
    await t.runTasks()
    expect((await eventCounts(t, ev2.id)).heldSeats).toBe(0)
    expect((await b.post('/api/create-payment-intent', { eventId: ev2.id, amount: 3000 })).status).toBe(200)
    t.clock.set(new Date())
  })

  it("answers the same person's two simultaneous requests with one intent and one seat", async () => {
    const ev = await createEvent(t.db, { priceCents: 3000, capacity: 5 })
    const a = await t.signIn()
    const before = fake.createCount()
    const release = fake.holdCreates()
    const first = a.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
    const second = a.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
    await within(10_000, 'one call to reach Stripe', fake.createsArrived(before + 1))
    release()
    const [r1, r2] = await Promise.all([first, second])
    expect([r1.status, r2.status]).toEqual([200, 200])
    expect(r1.body.clientSecret).toBe(r2.body.clientSecret)
    expect(fake.createCount()).toBe(before + 1)
    expect(await eventCounts(t, ev.id)).toMatchObject({ heldSeats: 1 })
  })

  it('gives the seat of an attempt whose process died at Stripe to the next attempt, or back when it ends', async () => {
    const ev = await createEvent(t.db, { priceCents: 3000, capacity: 1 })
    const a = await t.signIn()
    // What a process killed during the Stripe call leaves: a placeholder holding the event's only seat.
    const twoMinutesAgo = new Date(t.clock.now().getTime() - 2 * 60_000)
    const abandoned = {
      processor: 'stripe',
      userId: a.user.id,
      eventId: ev.id,
      amountCents: 3000,
      status: 'creating',
      createdAt: twoMinutesAgo,
      updatedAt: twoMinutesAgo,
    }
    const holdUntil = new Date(t.clock.now().getTime() + 13 * 60_000)
    await t.db.insert(paymentIntents).values({
      ...abandoned,
      id: 'creating_dead-1',
      clientSecret: 'creating_dead-1',
      holdExpiresAt: holdUntil,
    })
    await t.db.update(events).set({ heldSeats: 1 }).where(eq(events.id, ev.id))
    const res = await a.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
    expect(res.status).toBe(200)
    expect(await eventCounts(t, ev.id)).toMatchObject({ heldSeats: 1 })
    const [dead] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, 'creating_dead-1'))
    expect(dead).toMatchObject({ status: 'canceled', holdExpiresAt: null })

    // Nobody comes back for it: the holds task frees the seat like any other hold.
    const ev2 = await createEvent(t.db, { priceCents: 3000, capacity: 1 })
    await t.db.insert(paymentIntents).values({
      ...abandoned,
      eventId: ev2.id,
      id: 'creating_dead-2',
      clientSecret: 'creating_dead-2',
      holdExpiresAt: holdUntil,
    })
    await t.db.update(events).set({ heldSeats: 1 }).where(eq(events.id, ev2.id))
    t.clock.advance(14 * 60_000)
    await t.runTasks()
    expect((await eventCounts(t, ev2.id)).heldSeats).toBe(0)
    t.clock.set(new Date())
  })
})
