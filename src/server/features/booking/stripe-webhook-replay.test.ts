import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signInMany } from '../../../../test/booking'
import { createEvent } from '../../../../test/factories'
import { startStripeFake, stripeTestEnv } from '../../../../test/fakes/stripe'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { auditLog, events, outbox, paymentIntents, processedWebhooks, registrations } from '../../db/schema'

const SECRET = 'whsec_replay_secret'
const stripe = new Stripe('sk_test_fake')
const PRICE = 3000

type Kind = 'succeeded' | 'failed' | 'refunded-charge' | 'partly-refunded-charge'
const TYPES: Record<Kind, string> = {
  succeeded: 'payment_intent.succeeded',
  failed: 'payment_intent.payment_failed',
  'refunded-charge': 'charge.refunded',
  'partly-refunded-charge': 'charge.refunded',
}

/** What one payment looks like from the outside once the deliveries are done. */
interface Outcome {
  intentStatus: string
  lastError: unknown
  /** A confirmed registration holds the seat. */
  registered: boolean
  /** The registration's payment status, when there is one. */
  paymentStatus: string | null
  /** The intent is marked refunded (money no longer counted as paid). */
  refundedAt: boolean
  enrolled: number
  heldSeats: number
  messages: string[]
  refundsAtStripe: number
}

/** Before any webhook: an open intent holding a seat. */
const OPEN: Outcome = {
  intentStatus: 'requires_payment_method',
  lastError: null,
  registered: false,
  paymentStatus: null,
  refundedAt: false,
  enrolled: 0,
  heldSeats: 1,
  messages: [],
  refundsAtStripe: 0,
}
const REGISTERED: Outcome = {
  ...OPEN,
  intentStatus: 'succeeded',
  registered: true,
  paymentStatus: 'succeeded',
  enrolled: 1,
  heldSeats: 0,
  messages: ['registration-confirmation'],
}
// The seat stays held for the person's next card until the hold expires.
const DECLINED: Outcome = { ...OPEN, lastError: 'Your card was declined.' }
const REFUNDED: Outcome = {
  ...OPEN,
  intentStatus: 'refunded',
  lastError: expect.stringMatching(/cancelled/i),
  heldSeats: 0,
  refundedAt: true,
  messages: ['payment-refunded'],
  refundsAtStripe: 1,
}
// Refunded in Stripe's dashboard: the money is no longer counted and the family is told; the seat stays.
const REFUNDED_AT_STRIPE: Outcome = {
  ...REGISTERED,
  paymentStatus: 'refunded',
  refundedAt: true,
  messages: ['payment-refunded', 'registration-confirmation'],
}

/** One row per handled Stripe event type (and each outcome the success can have). */
const SINGLE: { name: string; kind: Kind; cancelled?: boolean; paid?: boolean; expected: Outcome }[] = [
  { name: 'payment_intent.succeeded', kind: 'succeeded', expected: REGISTERED },
  {
    name: 'payment_intent.succeeded for a cancelled event (refund)',
    kind: 'succeeded',
    cancelled: true,
    expected: REFUNDED,
  },
  { name: 'payment_intent.payment_failed', kind: 'failed', expected: DECLINED },
  {
    name: 'charge.refunded after the payment (refunded in Stripe)',
    kind: 'refunded-charge',
    paid: true,
    expected: REFUNDED_AT_STRIPE,
  },
  {
    name: 'charge.refunded for part of the payment (recorded in the audit log only)',
    kind: 'partly-refunded-charge',
    paid: true,
    expected: REGISTERED,
  },
  {
    name: "charge.refunded echoing the app's own refund (a cancelled event)",
    kind: 'refunded-charge',
    cancelled: true,
    paid: true,
    expected: REFUNDED,
  },
]

describe.each(databaseKinds())('Stripe webhook replays on %s', (dbKind) => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof startStripeFake>>
  beforeAll(async () => {
    fake = await startStripeFake()
    t = await startTestApp({
      kind: dbKind,
      env: stripeTestEnv(fake.url, SECRET),
    })
  })
  // Decision R1: every test leaves each event's counts equal to its registrations and holds.
  afterEach(() => assertSeatInvariant(t.db))
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  /** A parent with a seat held by an open Stripe intent, made through the real API. */
  async function openPayment(opts: { cancelled?: boolean } = {}) {
    const ev = await createEvent(t.db, { priceCents: PRICE, capacity: 5 })
    const [parent] = await signInMany(t, 1)
    const userId: string = (await parent.get('/api/auth/user')).body.id
    const res = await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: PRICE })
    expect(res.status).toBe(200)
    const intent = [...fake.intents.values()].find((i) => i.client_secret === res.body.clientSecret)
    if (!intent) throw new Error('the adapter did not create the intent at Stripe')
    if (opts.cancelled) await t.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, ev.id))
    return { eventId: ev.id, userId, intentId: intent.id, intent }
  }

  /** A Stripe event as Stripe would send it, with a fresh id. */
  function stripeEvent(kind: Kind, intent: { id: string; amount: number }) {
    const id = `evt_${randomBytes(8).toString('hex')}`
    const object =
      kind === 'refunded-charge' || kind === 'partly-refunded-charge'
        ? {
            id: `ch_${id}`,
            object: 'charge',
            payment_intent: intent.id,
            amount: intent.amount,
            amount_refunded: kind === 'refunded-charge' ? intent.amount : 1000,
            refunded: kind === 'refunded-charge',
          }
        : {
            ...intent,
            status: kind === 'succeeded' ? 'succeeded' : 'requires_payment_method',
            last_payment_error: kind === 'failed' ? { message: 'Your card was declined.' } : null,
          }
    return { id, object: 'event', type: TYPES[kind], data: { object } }
  }

  /** Signed once, like Stripe does: a redelivery carries the same bytes and header. */
  function signed(event: object, opts: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event)
    const header = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? SECRET,
      timestamp: opts.timestamp ?? Math.floor(t.clock.now().getTime() / 1000),
    })
    return { payload, header }
  }
  const post = (d: { payload: string; header?: string }) =>
    t.client().post('/api/payments/stripe/webhook', d.payload, {
      'content-type': 'application/json',
      ...(d.header ? { 'stripe-signature': d.header } : {}),
    })

  type Delivery = { payload: string; header: string }
  /** Delivered one after another, each accepted. */
  const seq = async (ds: Delivery[]) => {
    for (const d of ds) expect((await post(d)).status).toBe(200)
  }

  async function outcome(p: { eventId: string; userId: string; intentId: string }): Promise<Outcome> {
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, p.intentId))
    const regs = await t.db.select().from(registrations).where(eq(registrations.paymentIntentId, p.intentId))
    expect(regs.length).toBeLessThanOrEqual(1)
    if (regs[0]) expect(regs[0].amountCents).toBe(PRICE)
    const [ev] = await t.db.select().from(events).where(eq(events.id, p.eventId))
    const msgs = await t.db.select().from(outbox).where(eq(outbox.userId, p.userId))
    return {
      intentStatus: intent.status,
      lastError: intent.lastError,
      registered: regs[0]?.status === 'confirmed',
      paymentStatus: regs[0]?.paymentStatus ?? null,
      refundedAt: intent.refundedAt !== null,
      enrolled: ev.enrolled,
      heldSeats: ev.heldSeats,
      messages: msgs.map((m) => m.kind).sort(),
      refundsAtStripe: fake.refunds.filter((r) => r.payment_intent === p.intentId).length,
    }
  }
  /** Everything a duplicate could touch, timestamps included: equal snapshots mean nothing changed. */
  async function snapshot(p: { eventId: string; userId: string; intentId: string }) {
    return {
      intent: await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, p.intentId)),
      registrations: await t.db.select().from(registrations).where(eq(registrations.userId, p.userId)),
      event: await t.db.select().from(events).where(eq(events.id, p.eventId)),
      outbox: await t.db.select().from(outbox).where(eq(outbox.userId, p.userId)),
      refunds: fake.refunds.filter((r) => r.payment_intent === p.intentId).length,
    }
  }
  const ledgerRows = (eventIds: string[]) =>
    t.db.select().from(processedWebhooks).where(inArray(processedWebhooks.id, eventIds))

  /** An open payment, and for `paid` the success delivered first (a refund comes after a payment). */
  async function payment(opts: { cancelled?: boolean; paid?: boolean }) {
    const p = await openPayment(opts)
    if (opts.paid) expect((await post(signed(stripeEvent('succeeded', p.intent)))).status).toBe(200)
    return p
  }

  describe.each(SINGLE)('$name', ({ kind, cancelled, paid, expected }) => {
    it('delivered twice in a row: the second delivery changes nothing', async () => {
      const p = await payment({ cancelled, paid })
      const evt = signed(stripeEvent(kind, p.intent))
      const first = await post(evt)
      expect(first.status).toBe(200)
      expect(first.body).toEqual({ received: true })
      expect(await outcome(p)).toEqual(expected)
      const before = await snapshot(p)
      // A later clock would show in updated_at if the replay wrote anything.
      t.clock.advance(1000)
      const again = await post(evt)
      expect(again.status).toBe(200)
      expect(again.body).toEqual({ received: true, duplicate: true })
      expect(await snapshot(p)).toEqual(before)
      expect(await ledgerRows([JSON.parse(evt.payload).id])).toHaveLength(1)
    })

    it('delivered 10 times at once: exactly one delivery takes effect', async () => {
      const p = await payment({ cancelled, paid })
      const evt = signed(stripeEvent(kind, p.intent))
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(evt)))
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
      expect(answers.filter((a) => !a.body.duplicate)).toHaveLength(1)
      expect(await outcome(p)).toEqual(expected)
      expect(await ledgerRows([JSON.parse(evt.payload).id])).toHaveLength(1)
    })
  })

  describe('out of order: a card declined, then another card paid', () => {
    // Stripe sends payment_failed (first card) before succeeded (second card), but may deliver them in
    // any order. Correct: the success wins, whatever arrives last; a late failure is recorded and ignored.
    const orders: { name: string; deliver: (fail: Delivery, ok: Delivery) => Promise<unknown> }[] = [
      { name: 'in order, each twice', deliver: async (f, o) => seq([f, f, o, o]) },
      { name: 'reversed, each twice', deliver: async (f, o) => seq([o, o, f, f]) },
      { name: 'interleaved', deliver: async (f, o) => seq([o, f, o, f]) },
      {
        name: '10 of each at once, shuffled',
        deliver: (f, o) => Promise.all(shuffle([...Array(10).fill(f), ...Array(10).fill(o)]).map(post)),
      },
    ]

    it.each(orders)(
      '$name: registered once, one confirmation, the intent stays succeeded',
      async ({ deliver }) => {
        const p = await openPayment()
        const fail = stripeEvent('failed', p.intent)
        const ok = stripeEvent('succeeded', p.intent)
        await deliver(signed(fail), signed(ok))
        expect(await outcome(p)).toEqual(REGISTERED)
        expect(await ledgerRows([fail.id, ok.id])).toHaveLength(2)
      },
    )

    it('a failure arriving after a refund leaves the payment refunded', async () => {
      const p = await openPayment({ cancelled: true })
      await seq([signed(stripeEvent('succeeded', p.intent)), signed(stripeEvent('failed', p.intent))])
      expect(await outcome(p)).toEqual(REFUNDED)
    })

    it('a second success event after a refund does not register the person for free', async () => {
      // Stripe never sends two succeeded events for one intent, but an id we have not seen must not
      // turn a refunded payment back into a seat.
      const p = await openPayment({ cancelled: true })
      await seq([signed(stripeEvent('succeeded', p.intent))])
      await t.db.update(events).set({ status: 'published' }).where(eq(events.id, p.eventId))
      await seq([signed(stripeEvent('succeeded', p.intent))])
      expect(await outcome(p)).toEqual(REFUNDED)
    })
  })

  describe('refunds made in Stripe', () => {
    const refundAudits = (intentId: string) =>
      t.db
        .select({ action: auditLog.action, changes: auditLog.changes })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.entityId, intentId)))
        .orderBy(auditLog.id)

    it('a refund that arrives before the payment it refunds is refused until the payment has arrived', async () => {
      const p = await openPayment()
      const refund = signed(stripeEvent('refunded-charge', p.intent))
      const early = await post(refund)
      // Not 2xx: Stripe delivers it again later. Nothing is recorded, so that delivery is not a duplicate.
      expect(early.status).toBe(409)
      expect(await ledgerRows([JSON.parse(refund.payload).id])).toHaveLength(0)
      expect(await outcome(p)).toEqual(OPEN)

      await seq([signed(stripeEvent('succeeded', p.intent)), refund, refund])
      expect(await outcome(p)).toEqual(REFUNDED_AT_STRIPE)
      expect(await ledgerRows([JSON.parse(refund.payload).id])).toHaveLength(1)
    })

    it('each refund made in Stripe leaves one audit entry, partial ones with the amount', async () => {
      const p = await payment({ paid: true })
      await seq([signed(stripeEvent('partly-refunded-charge', p.intent))])
      await seq([signed(stripeEvent('refunded-charge', p.intent))])
      expect(await refundAudits(p.intentId)).toEqual([
        {
          action: 'payment.partially_refunded_at_processor',
          changes: expect.objectContaining({ amountCents: PRICE, refundedCents: 1000 }),
        },
        { action: 'payment.refunded_at_processor', changes: expect.objectContaining({ amountCents: PRICE }) },
      ])
    })

    it('a place refunded in Stripe and then cancelled by the team is not refunded a second time', async () => {
      const p = await payment({ paid: true })
      await seq([signed(stripeEvent('refunded-charge', p.intent))])
      const [reg] = await t.db
        .select()
        .from(registrations)
        .where(eq(registrations.paymentIntentId, p.intentId))
      const admin = await t.signIn({ role: 'admin' })
      const cancelled = await admin.post(`/api/registrations/${reg.id}/cancel`, {})
      expect(cancelled.status).toBe(200)
      expect(cancelled.body.refunded).toBe(false)
      await t.runTasks()
      expect(await outcome(p)).toMatchObject({
        registered: false,
        paymentStatus: 'refunded',
        enrolled: 0,
        refundsAtStripe: 0,
        messages: ['payment-refunded', 'registration-cancelled', 'registration-confirmation'],
      })
    })
  })

  describe('signatures', () => {
    it('refuses a missing, wrong or tampered signature with 400 and records nothing', async () => {
      const p = await openPayment()
      const event = stripeEvent('succeeded', p.intent)
      const good = signed(event)
      const tampered = { payload: good.payload.replace(p.intentId, 'pi_someone_else'), header: good.header }
      for (const bad of [{ payload: good.payload }, signed(event, { secret: 'whsec_wrong' }), tampered]) {
        expect((await post(bad)).status).toBe(400)
      }
      expect(await ledgerRows([event.id])).toHaveLength(0)
      expect(await outcome(p)).toEqual(OPEN)
      // The genuine delivery still works afterwards.
      expect((await post(good)).status).toBe(200)
      expect(await outcome(p)).toEqual(REGISTERED)
    })

    it('refuses a signature more than 300 s old by the app clock, and accepts one exactly 300 s old', async () => {
      const p = await openPayment()
      const event = stripeEvent('succeeded', p.intent)
      const now = Math.floor(t.clock.now().getTime() / 1000)
      expect((await post(signed(event, { timestamp: now - 301 }))).status).toBe(400)
      // Signed "now", received 5 minutes and 1 second later by the server's clock.
      const late = signed(event)
      t.clock.advance(301_000)
      expect((await post(late)).status).toBe(400)
      expect(await ledgerRows([event.id])).toHaveLength(0)
      expect(await outcome(p)).toEqual(OPEN)
      const edge = signed(event, { timestamp: Math.floor(t.clock.now().getTime() / 1000) - 300 })
      expect((await post(edge)).status).toBe(200)
      expect(await outcome(p)).toEqual(REGISTERED)
    })
  })
})

function shuffle<T>(xs: T[]): T[] {
  const a = [...xs]
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[a[i], a[j]] = [a[j], a[i]]
  }
  return a
}
