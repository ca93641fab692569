import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eventCounts, messagesOf } from '../../../../test/booking'
import { createEvent } from '../../../../test/factories'
import { startStripeFake, stripeTestEnv } from '../../../../test/fakes/stripe'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { processedWebhooks, registrations } from '../../db/schema'

const SECRET = 'whsec_test_secret'
const stripe = new Stripe('sk_test_fake')

describe.each(databaseKinds())('Stripe adapter and webhook on %s', (kind) => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof startStripeFake>>
  beforeAll(async () => {
    fake = await startStripeFake()
    t = await startTestApp({
      kind,
      env: stripeTestEnv(fake.url, SECRET),
    })
  })
  // Decision R1: every test leaves each event's counts equal to its registrations and holds.
  afterEach(() => assertSeatInvariant(t.db))
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  const deliver = (event: object, secret = SECRET) => {
    const payload = JSON.stringify(event)
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret })
    return t.client().post('/api/payments/stripe/webhook', payload, {
      'stripe-signature': header,
      'content-type': 'application/json',
    })
  }
  const succeeded = (eventId: string, intent: object) => ({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  })

  it('creates the registration from the webhook alone, once, however often Stripe delivers it', async () => {
    expect((await t.client().get('/api/payments/config')).body).toEqual({
      processor: 'stripe',
      publishableKey: 'pk_test_fake',
    })
    const ev = await createEvent(t.db, { priceCents: 4000 })
    const parent = await t.signIn()
    const { clientSecret } = (
      await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: 4000 })
    ).body
    const intent = [...fake.intents.values()].find((i) => i.client_secret === clientSecret)
    if (!intent) throw new Error('the adapter did not create the intent at Stripe')
    expect(intent).toMatchObject({
      amount: 4000,
      currency: 'usd',
      metadata: { eventId: ev.id, userId: parent.user.id },
    })
    intent.status = 'succeeded'

    const evt = succeeded('evt_1', intent)
    expect((await deliver(evt, 'whsec_wrong')).status).toBe(400)
    const first = await deliver(evt)
    expect(first.status).toBe(200)
    const regs = await t.db.select().from(registrations).where(eq(registrations.paymentIntentId, intent.id))
    expect(regs).toHaveLength(1)
    const second = await deliver(evt)
    expect(second.status).toBe(200)
    expect(second.body.duplicate).toBe(true)
    expect(
      await t.db.select().from(registrations).where(eq(registrations.paymentIntentId, intent.id)),
    ).toHaveLength(1)
    expect(
      (await messagesOf(t, 'registration-confirmation')).filter(
        (m) => m.payload.registrationId === regs[0].id,
      ),
    ).toHaveLength(1)
    expect(await t.db.select().from(processedWebhooks).where(eq(processedWebhooks.id, 'evt_1'))).toHaveLength(
      1,
    )
    expect(await eventCounts(t, ev.id)).toMatchObject({ enrolled: 1, heldSeats: 0 })
    // The browser arriving afterwards gets the same registration.
    const posted = await parent.post('/api/registrations', { eventId: ev.id, paymentIntentId: intent.id })
    expect(posted.status).toBe(200)
    expect(posted.body.id).toBe(regs[0].id)
  })

  it('registers when the browser posts before the webhook, by asking Stripe', async () => {
    const ev = await createEvent(t.db, { priceCents: 1000 })
    const parent = await t.signIn()
    const { clientSecret } = (
      await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: 1000 })
    ).body
    const intent = [...fake.intents.values()].find((i) => i.client_secret === clientSecret)
    if (!intent) throw new Error('missing intent')
    expect(
      (await parent.post('/api/registrations', { eventId: ev.id, paymentIntentId: intent.id })).status,
    ).toBe(402)
    intent.status = 'succeeded'
    expect(
      (await parent.post('/api/registrations', { eventId: ev.id, paymentIntentId: intent.id })).status,
    ).toBe(201)
    expect((await deliver(succeeded('evt_2', intent))).status).toBe(200)
    expect(
      await t.db.select().from(registrations).where(eq(registrations.paymentIntentId, intent.id)),
    ).toHaveLength(1)
  })

  it('refunds through Stripe when the event was cancelled before the payment landed', async () => {
    const ev = await createEvent(t.db, { priceCents: 1000 })
    const parent = await t.signIn()
    const { clientSecret } = (
      await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: 1000 })
    ).body
    const intent = [...fake.intents.values()].find((i) => i.client_secret === clientSecret)
    if (!intent) throw new Error('missing intent')
    intent.status = 'succeeded'
    const { events } = await import('../../db/schema')
    await t.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, ev.id))
    expect((await deliver(succeeded('evt_3', intent))).status).toBe(200)
    expect(fake.refunds).toContainEqual({ payment_intent: intent.id, idempotencyKey: `refund-${intent.id}` })
    expect(await eventCounts(t, ev.id)).toMatchObject({ enrolled: 0, heldSeats: 0 })
    expect(
      (await messagesOf(t, 'payment-refunded')).some((m) => m.payload.paymentIntentId === intent.id),
    ).toBe(true)
  })

  it('refunds through Stripe a payment that lands after the event was deleted', async () => {
    const ev = await createEvent(t.db, { priceCents: 1000 })
    const [parent, admin] = [await t.signIn(), await t.signIn({ role: 'admin' })]
    const { clientSecret } = (
      await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: 1000 })
    ).body
    const intent = [...fake.intents.values()].find((i) => i.client_secret === clientSecret)
    if (!intent) throw new Error('missing intent')
    expect((await admin.delete(`/api/events/${ev.id}`)).status).toBe(204)
    // The family had the card form open: Stripe takes the money all the same.
    intent.status = 'succeeded'
    expect((await deliver(succeeded('evt_4', intent))).status).toBe(200)
    expect(fake.refunds).toContainEqual({ payment_intent: intent.id, idempotencyKey: `refund-${intent.id}` })
    expect(
      await t.db.select().from(registrations).where(eq(registrations.paymentIntentId, intent.id)),
    ).toHaveLength(0)
    expect(await eventCounts(t, ev.id)).toMatchObject({ enrolled: 0, heldSeats: 0 })
    const told = await messagesOf(t, 'payment-refunded')
    expect(told.find((m) => m.payload.paymentIntentId === intent.id)?.payload.reason).toBe(
      'This event is no longer available',
    )
  })
})
