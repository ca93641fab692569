import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, fillSeats } from '../../../../test/factories'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'

// Issue 26.10: My Events reads the waitlist places and the seats held while paying, not only registrations.
describe.each(databaseKinds())('GET /api/my-places on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  }, 180_000)
  afterAll(() => t?.close())

  it("lists the reader's own waitlist place with its number in line and a seat held while paying, until left", async () => {
    const full = await createEvent(t.db, { capacity: 1, title: 'Full Circle' })
    await fillSeats(t.db, full.id, 1)
    const paid = await createEvent(t.db, { priceCents: 2500, title: 'Paid Workshop' })
    const parent = await t.signIn({ role: 'parent' })
    const other = await t.signIn({ role: 'parent' })
    expect((await parent.get('/api/my-places')).body).toEqual({ waitlist: [], holds: [] })

    expect((await parent.post(`/api/events/${full.id}/waitlist`)).status).toBe(201)
    expect((await parent.post('/api/create-payment-intent', { eventId: paid.id, amount: 2500 })).status).toBe(
      200,
    )
    const places = (await parent.get('/api/my-places')).body
    expect(places.waitlist).toEqual([
      expect.objectContaining({
        eventId: full.id,
        eventTitle: 'Full Circle',
        status: 'waiting',
        position: 1,
      }),
    ])
    expect(places.holds).toEqual([
      expect.objectContaining({ eventId: paid.id, eventTitle: 'Paid Workshop', priceCents: 2500 }),
    ])
    expect(new Date(places.holds[0].holdExpiresAt).getTime()).toBeGreaterThan(Date.now())
    // Nobody else's.
    expect((await other.get('/api/my-places')).body).toEqual({ waitlist: [], holds: [] })

    expect((await parent.delete(`/api/events/${full.id}/waitlist`)).status).toBe(204)
    expect((await parent.get('/api/my-places')).body.waitlist).toEqual([])
    expect((await t.client().get('/api/my-places')).status).toBe(401)
  })
})
