import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { messagesOf } from '../../../../test/booking'
import { createEvent } from '../../../../test/factories'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'

const HOUR = 3600_000

// An offer never outlasts the event: registering is refused once it has started (decision R5).
describe.each(databaseKinds())('waitlist offer deadlines on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  // Decision R1: every test leaves each event's counts equal to its registrations and holds.
  afterEach(() => assertSeatInvariant(t.db))
  afterAll(() => t.close())

  /** A full one-seat event whose seat is freed with one person waiting; returns the offer's deadline. */
  async function offerFor(startsInHours: number) {
    const ev = await createEvent(t.db, {
      capacity: 1,
      startsAt: new Date(t.clock.now().getTime() + startsInHours * HOUR),
    })
    const [a, b] = await Promise.all([t.signIn(), t.signIn()])
    const reg = (await a.post('/api/registrations', { eventId: ev.id })).body
    expect((await b.post(`/api/events/${ev.id}/waitlist`)).status).toBe(201)
    expect((await a.delete(`/api/registrations/${reg.id}`)).status).toBe(200)
    const mine = (await b.get(`/api/events/${ev.id}/waitlist`)).body
    expect(mine.status).toBe('offered')
    const [email] = (await messagesOf(t, 'waitlist-offer')).filter((m) => m.payload.eventId === ev.id)
    expect(email.payload.offerExpiresAt).toBe(mine.offerExpiresAt)
    return { ev, expires: mine.offerExpiresAt as string }
  }

  it('an offer made 3 hours before the start lasts until the start, not 24 hours', async () => {
    const { ev, expires } = await offerFor(3)
    expect(expires).toBe(ev.startsAt.toISOString())
  })

  it('an offer made days ahead still lasts 24 hours', async () => {
    const { expires } = await offerFor(72)
    expect(expires).toBe(new Date(t.clock.now().getTime() + 24 * HOUR).toISOString())
  })
})
