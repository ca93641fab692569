import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eventCounts, messagesOf, signInMany } from '../../../../test/booking'
import { createEvent, fillSeats } from '../../../../test/factories'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { paymentIntents, registrations } from '../../db/schema'

const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2099, cvc: '123' })

describe.each(databaseKinds())('payments with the test processor on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  // Decision R1: every test leaves each event's counts equal to its registrations and holds.
  afterEach(() => assertSeatInvariant(t.db))
  afterAll(() => t.close())

  it('pays with 4242 and registers end to end, even if the browser never posts the registration', async () => {
    const ev = await createEvent(t.db, { priceCents: 2500, capacity: 10 })
    const parent = await t.signIn()
    const intent = await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: 2500 })
    expect(intent.status).toBe(200)
    expect(intent.body.clientSecret).toMatch(/^pi_test_/)
    expect(await eventCounts(t, ev.id)).toMatchObject({ enrolled: 0, heldSeats: 1 })
    expect((await t.client().get(`/api/events/${ev.id}`)).body.spotsLeft).toBe(9)

    const paid = await parent.post('/api/payments/test/confirm', {
      clientSecret: intent.body.clientSecret,
      ...card('4242 4242 4242 4242'),
    })
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ status: 'succeeded' })
    // The seat is already a registration before any POST /api/registrations.
    expect(await eventCounts(t, ev.id)).toMatchObject({ enrolled: 1, heldSeats: 0 })
    const [row] = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.paymentIntentId, paid.body.paymentIntentId))
    expect(row).toMatchObject({ userId: parent.user.id, paymentStatus: 'succeeded', amountCents: 2500 })

    // The browser's own POST (step 3 with payment_intent) finds the same registration.
    const posted = await parent.post('/api/registrations', {
      eventId: ev.id,
      paymentIntentId: paid.body.paymentIntentId,
    })
    expect(posted.status).toBe(200)
    expect(posted.body.id).toBe(row.id)
    const mine = (await parent.get('/api/my-registrations')).body
    expect(mine[0]).toMatchObject({
      eventId: ev.id,
      paymentStatus: 'succeeded',
      amountCents: 2500,
      canCancel: false,
    })
    expect((await parent.delete(`/api/registrations/${row.id}`)).status).toBe(409)
    expect(
      (await messagesOf(t, 'registration-confirmation')).filter((m) => m.payload.registrationId === row.id),
    ).toHaveLength(1)
    // Paying again for an event one is registered for is refused before any seat is held.
    const again = await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: 2500 })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('You are already registered for this event')
    expect(await eventCounts(t, ev.id)).toMatchObject({ enrolled: 1, heldSeats: 0 })
  })

  it('answers the confirmation with the registration it made, with the arrival tracking (two calls, issue 28.1)', async () => {
    const ev = await createEvent(t.db, { priceCents: 1500, capacity: 5 })
    const parent = await t.signIn()
    const intent = await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: 1500 })
    const paid = await parent.post('/api/payments/test/confirm', {
      clientSecret: intent.body.clientSecret,
      ...card('4242424242424242'),
      utmSource: 'newsletter',
      referrer: 'https://example.org/list',
    })
    expect(paid.status).toBe(200)
    const [row] = await t.db.select().from(registrations).where(eq(registrations.eventId, ev.id))
    expect(paid.body.registrationId).toBe(row.id)
    expect(paid.body.registration).toEqual({
      id: row.id,
      eventId: ev.id,
      userId: parent.user.id,
      status: 'confirmed',
      paymentStatus: 'succeeded',
      amountCents: 1500,
      paymentIntentId: paid.body.paymentIntentId,
      createdAt: row.createdAt.toISOString(),
    })
    expect(row).toMatchObject({ utmSource: 'newsletter', referrer: 'https://example.org/list' })
    // An API client that still posts the registration gets the same one back, as the contract says.
    const posted = await parent.post('/api/registrations', {
      eventId: ev.id,
      paymentIntentId: paid.body.paymentIntentId,
    })
    expect(posted.status).toBe(200)
    expect(posted.body).toEqual(paid.body.registration)
    // Confirming again answers the same registration; no second seat or email.
    const again = await parent.post('/api/payments/test/confirm', {
      clientSecret: intent.body.clientSecret,
      ...card('4242424242424242'),
    })
    expect(again.status).toBe(200)
    expect(again.body.registration).toEqual(paid.body.registration)
    expect(await eventCounts(t, ev.id)).toMatchObject({ enrolled: 1, heldSeats: 0 })
  })

  it('refuses an amount other than the server price with 400', async () => {
    const ev = await createEvent(t.db, { priceCents: 2500 })
    const parent = await t.signIn()
    const res = await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: 25 })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].path).toBe('amount')
    expect((await eventCounts(t, ev.id)).heldSeats).toBe(0)
  })

  it('declines 4000 0000 0000 0002 with 402 and the message, refuses a Luhn typo with 400, registers nobody', async () => {
    const ev = await createEvent(t.db, { priceCents: 1000 })
    const parent = await t.signIn()
    const { clientSecret } = (
      await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: 1000 })
    ).body
    const declined = await parent.post('/api/payments/test/confirm', {
      clientSecret,
      ...card('4000000000000002'),
    })
    expect(declined.status).toBe(402)
    expect(declined.body.message).toBe('Your card was declined.')
    const typo = await parent.post('/api/payments/test/confirm', {
      clientSecret,
      ...card('4242424242424241'),
    })
    expect(typo.status).toBe(400)
    expect(typo.body.message).toBe('Your card number is invalid.')
    expect((await parent.get('/api/my-registrations')).body).toEqual([])
    expect((await eventCounts(t, ev.id)).enrolled).toBe(0)
    // Someone else cannot pay with this person's client secret.
    const other = await t.signIn()
    expect(
      (await other.post('/api/payments/test/confirm', { clientSecret, ...card('4242424242424242') })).status,
    ).toBe(404)
  })

  it('reuses one intent and one held seat when the same person retries; the hold expires after 15 minutes', async () => {
    const ev = await createEvent(t.db, { priceCents: 1000, capacity: 5 })
    const parent = await t.signIn()
    const first = (await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: 1000 })).body
    // The family is told until when the seat is held, and asking again (Keep holding my seat) renews it.
    expect(Date.parse(first.holdExpiresAt) - t.clock.now().getTime()).toBe(15 * 60_000)
    t.clock.advance(13 * 60_000)
    const second = (await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: 1000 })).body
    expect(second.clientSecret).toBe(first.clientSecret)
    expect(Date.parse(second.holdExpiresAt) - Date.parse(first.holdExpiresAt)).toBe(13 * 60_000)
    expect((await eventCounts(t, ev.id)).heldSeats).toBe(1)
    t.clock.advance(16 * 60_000)
    await t.runTasks()
    expect((await eventCounts(t, ev.id)).heldSeats).toBe(0)
    // Coming back later re-holds a seat on the same intent.
    expect(
      (await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: 1000 })).body.clientSecret,
    ).toBe(first.clientSecret)
    expect((await eventCounts(t, ev.id)).heldSeats).toBe(1)
    t.clock.set(new Date())
  })

  it('answers 409 when no seat is left to hold, and for a payment intent used twice', async () => {
    const ev = await createEvent(t.db, { priceCents: 1000, capacity: 1 })
    const a = await t.signIn()
    const b = await t.signIn()
    const { clientSecret } = (await a.post('/api/create-payment-intent', { eventId: ev.id, amount: 1000 }))
      .body
    const full = await b.post('/api/create-payment-intent', { eventId: ev.id, amount: 1000 })
    expect(full.status).toBe(409)
    expect(full.body.message).toBe('This event is sold out')
    const paid = (await a.post('/api/payments/test/confirm', { clientSecret, ...card('4242424242424242') }))
      .body
    const other = await createEvent(t.db, { priceCents: 1000 })
    const reuseElsewhere = await a.post('/api/registrations', {
      eventId: other.id,
      paymentIntentId: paid.paymentIntentId,
    })
    expect(reuseElsewhere.status).toBe(409)
    expect(reuseElsewhere.body.message).toBe('This payment has already been used for a registration')
    const reuseByOther = await b.post('/api/registrations', {
      eventId: ev.id,
      paymentIntentId: paid.paymentIntentId,
    })
    expect(reuseByOther.status).toBe(409)
    expect((await a.post('/api/create-payment-intent', { eventId: ev.id, amount: 1000 })).status).toBe(409)
  })

  it('refunds automatically and says so when the event filled between payment and registration', async () => {
    const ev = await createEvent(t.db, { priceCents: 1500, capacity: 1 })
    const slow = await t.signIn()
    const fast = await t.signIn()
    const { clientSecret } = (await slow.post('/api/create-payment-intent', { eventId: ev.id, amount: 1500 }))
      .body
    t.clock.advance(16 * 60_000)
    await t.runTasks()
    const f = (await fast.post('/api/create-payment-intent', { eventId: ev.id, amount: 1500 })).body
    expect(
      (
        await fast.post('/api/payments/test/confirm', {
          clientSecret: f.clientSecret,
          ...card('4242424242424242'),
        })
      ).status,
    ).toBe(200)
    const late = await slow.post('/api/payments/test/confirm', { clientSecret, ...card('4242424242424242') })
    expect(late.status).toBe(409)
    expect(late.body.message).toMatch(/Your payment has been refunded/)
    const [intent] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.clientSecret, clientSecret))
    expect(intent.status).toBe('refunded')
    expect(intent.refundedAt).not.toBeNull()
    expect(
      (await messagesOf(t, 'payment-refunded')).filter((m) => m.payload.paymentIntentId === intent.id),
    ).toHaveLength(1)
    expect(await eventCounts(t, ev.id)).toMatchObject({ enrolled: 1, heldSeats: 0 })
    t.clock.set(new Date())
  })

  it('holds at most the free seats when 60 people start paying at once', async () => {
    const ev = await createEvent(t.db, { priceCents: 1000, capacity: 10 })
    await fillSeats(t.db, ev.id, 7)
    const clients = await signInMany(t, 60)
    const results = await Promise.all(
      clients.map((c) => c.post('/api/create-payment-intent', { eventId: ev.id, amount: 1000 })),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(3)
    expect(results.filter((r) => r.status === 409)).toHaveLength(57)
    expect(await eventCounts(t, ev.id)).toMatchObject({ enrolled: 7, heldSeats: 3 })
  }, 120_000)
})
