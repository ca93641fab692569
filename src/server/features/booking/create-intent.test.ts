import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eventCounts } from '../../../../test/booking'
import { createEvent } from '../../../../test/factories'
import { startStripeFake, stripeTestEnv } from '../../../../test/fakes/stripe'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { events, paymentIntents } from '../../db/schema'

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

/** Resolves once `check` holds; `within` puts the deadline on it. */
async function waitFor(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50))
}

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

  /**
   * Whether a request reaches Stripe as the `count`-th create within a second. A request that waits for another
   * never does; there is nothing else to observe of a wait, so this one test waits in real time.
   */
  const reachesStripe = (count: number) =>
    Promise.race([
      fake.createsArrived(count).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000)),
    ])

  /** What a process killed during its Stripe call leaves: its placeholder, holding a seat, last renewed at `renewed`. */
  async function deadPlaceholder(userId: string, eventId: string, renewed: Date) {
    const id = `creating_0123456789abcdef_${randomUUID()}`
    await t.db.insert(paymentIntents).values({
      id,
      clientSecret: id,
      processor: 'stripe',
      userId,
      eventId,
      amountCents: 3000,
      status: 'creating',
      holdExpiresAt: new Date(t.clock.now().getTime() + 14 * 60_000),
      createdAt: renewed,
      updatedAt: renewed,
    })
    await t.db
      .update(events)
      .set({ heldSeats: sql`${events.heldSeats} + 1` })
      .where(eq(events.id, eventId))
    return id
  }

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

  it('a second tab waits for a checkout still at Stripe in this process, however long its lease seems stale', async () => {
    const ev = await createEvent(t.db, { priceCents: 3000, capacity: 5 })
    const a = await t.signIn()
    const before = fake.createCount()
    const release = fake.holdCreates()
    const first = a.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
    await within(10_000, 'the first call to reach Stripe', fake.createsArrived(before + 1))
    // By the clock the lease was last renewed 10 s ago; this process knows its call is still running.
    t.clock.advance(10_000)
    const second = a.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
    expect(await reachesStripe(before + 2)).toBe(false)
    release()
    const [r1, r2] = await Promise.all([first, second])
    expect([r1.status, r2.status]).toEqual([200, 200])
    expect(r2.body.clientSecret).toBe(r1.body.clientSecret)
    expect(await eventCounts(t, ev.id)).toMatchObject({ heldSeats: 1 })
    t.clock.set(new Date())
  })

  it('answers a retry at once when the checkout before it died at Stripe (its lease no longer renewed)', async () => {
    const ev = await createEvent(t.db, { priceCents: 3000, capacity: 1 })
    const a = await t.signIn()
    // SIGKILLed 10 s ago during its call: another process's placeholder, last renewed then, on the only seat.
    const dead = await deadPlaceholder(a.user.id, ev.id, new Date(t.clock.now().getTime() - 10_000))
    const res = await within(
      5_000,
      'the retry to answer',
      a.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 }),
    )
    expect(res.status).toBe(200)
    expect(res.body.clientSecret).toMatch(/^pi_/)
    expect(await eventCounts(t, ev.id)).toMatchObject({ heldSeats: 1, enrolled: 0 })
    const rows = await intentsOf(t, a.user.id, ev.id)
    expect(rows.find((r) => r.id === dead)).toMatchObject({ status: 'canceled', holdExpiresAt: null })
    expect(rows.find((r) => r.id !== dead)).toMatchObject({ clientSecret: res.body.clientSecret })
  })

  it('takes over a placeholder of another process at once on the embedded database, after its lease on PostgreSQL', async () => {
    const ev = await createEvent(t.db, { priceCents: 3000, capacity: 1 })
    const a = await t.signIn()
    // Renewed just now. The embedded database is opened by one process only, so its maker is dead;
    // on PostgreSQL it may be another live server, and only a lapsed lease says otherwise.
    const other = await deadPlaceholder(a.user.id, ev.id, t.clock.now())
    const before = fake.createCount()
    const retry = a.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
    if (kind === 'postgres') {
      expect(await reachesStripe(before + 1)).toBe(false)
      t.clock.advance(7_000)
    }
    const res = await within(5_000, 'the retry to answer', retry)
    expect(res.status).toBe(200)
    expect(await eventCounts(t, ev.id)).toMatchObject({ heldSeats: 1 })
    const [dead] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, other))
    expect(dead.status).toBe('canceled')
    t.clock.set(new Date())
  })

  it.runIf(kind === 'postgres')(
    'another server waits for a checkout whose lease is renewed, and gets the same intent',
    async () => {
      const second = await startTestApp({
        kind,
        database: t.database,
        clock: t.clock,
        env: stripeTestEnv(fake.url),
      })
      try {
        const ev = await createEvent(t.db, { priceCents: 3000, capacity: 5 })
        const a = await t.signIn()
        const before = fake.createCount()
        const release = fake.holdCreates()
        const first = a.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
        await within(10_000, 'the first call to reach Stripe', fake.createsArrived(before + 1))
        // 10 s later by the clock, the first server has renewed its lease meanwhile.
        t.clock.advance(10_000)
        const renewed = async () => {
          const [row] = await intentsOf(t, a.user.id, ev.id)
          return row.updatedAt.getTime() === t.clock.now().getTime()
        }
        await within(10_000, 'the lease to be renewed', waitFor(renewed))
        const onSecond = await second.signIn(a.user)
        const other = onSecond.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
        expect(await reachesStripe(before + 2)).toBe(false)
        release()
        const [r1, r2] = await Promise.all([first, other])
        expect([r1.status, r2.status]).toEqual([200, 200])
        expect(r2.body.clientSecret).toBe(r1.body.clientSecret)
        expect(await eventCounts(t, ev.id)).toMatchObject({ heldSeats: 1 })
      } finally {
        t.clock.set(new Date())
        await second.close()
      }
    },
  )

  it('never shows the intent of a checkout presumed dead: its late answer is 409, the retry keeps the seat', async () => {
    const ev = await createEvent(t.db, { priceCents: 3000, capacity: 1 })
    const a = await t.signIn()
    const before = fake.createCount()
    const release = fake.holdCreates()
    const first = a.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
    await within(10_000, 'the first call to reach Stripe', fake.createsArrived(before + 1))
    // Past the longest a Stripe call may take: presumed dead even in this process, its seat goes to the retry.
    t.clock.advance(2 * 60_000)
    const retry = a.post('/api/create-payment-intent', { eventId: ev.id, amount: 3000 })
    await within(10_000, 'the retry to reach Stripe', fake.createsArrived(before + 2))
    release()
    const [late, res] = await Promise.all([first, retry])
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('Your payment is still being set up. Please try again in a moment.')
    expect(res.status).toBe(200)
    const rows = await intentsOf(t, a.user.id, ev.id)
    const live = rows.filter((r) => r.status === 'requires_payment_method')
    expect(live.map((r) => r.clientSecret)).toEqual([res.body.clientSecret])
    expect(await eventCounts(t, ev.id)).toMatchObject({ heldSeats: 1 })
    t.clock.set(new Date())
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
