import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eventCounts, messagesOf, signInMany } from '../../../../test/booking'
import { createEvent, fillSeats } from '../../../../test/factories'
import { HttpClient } from '../../../../test/http-client'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { sessionCookieName } from '../../auth/session-cookie'
import { events, paymentIntents, registrations, sessions } from '../../db/schema'

const DAY = 24 * 3600_000

describe.each(databaseKinds())('registrations on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, env: { PUBLIC_URL: 'https://cradle.example' } })
  })
  // Decision R1: every test leaves each event's counts equal to its registrations and holds.
  afterEach(() => assertSeatInvariant(t.db))
  afterAll(() => t.close())
  const inDays = (d: number) => new Date(t.clock.now().getTime() + d * DAY)

  it('registers a parent for a free event end to end, with tracking and a confirmation email', async () => {
    const ev = await createEvent(t.db, { startsAt: inDays(7) })
    const parent = await t.signIn({ role: 'parent' })
    const res = await parent.post('/api/registrations', {
      eventId: ev.id,
      paymentIntentId: null,
      utmSource: 'newsletter',
      utmCampaign: 'spring',
      referrer: 'https://search.example/',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      eventId: ev.id,
      status: 'confirmed',
      paymentStatus: 'free',
      amountCents: 0,
    })
    expect((await eventCounts(t, ev.id)).enrolled).toBe(1)
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, res.body.id))
    expect(row).toMatchObject({
      utmSource: 'newsletter',
      utmCampaign: 'spring',
      referrer: 'https://search.example/',
    })
    const mails = (await messagesOf(t, 'registration-confirmation')).filter(
      (m) => m.payload.registrationId === row.id,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ recipient: parent.user.email, userId: parent.user.id })
    expect(mails[0].payload).toMatchObject({ eventId: ev.id, userId: parent.user.id })

    const mine = await parent.get('/api/my-registrations')
    expect(mine.status).toBe(200)
    expect(mine.body).toHaveLength(1)
    expect(mine.body[0]).toMatchObject({
      registrationId: row.id,
      eventId: ev.id,
      title: ev.title,
      providerName: ev.providerName,
      paymentStatus: 'free',
      duration: 60,
      canCancel: true,
    })
    const one = await parent.get(`/api/events/${ev.id}/registration`)
    expect(one.body).toMatchObject({ id: row.id, webinarJoinUrl: null })
    expect(one.body.joinAvailableAt).toBe(new Date(ev.startsAt.getTime() - DAY).toISOString())
    // Someone without a place gets "none", not an error: every event page asks (issue 26).
    const none = await (await t.signIn()).get(`/api/events/${ev.id}/registration`)
    expect(none.status).toBe(200)
    expect(none.body).toBeNull()
    expect((await t.client().get('/api/my-registrations')).status).toBe(401)
  })

  it("My Events lists only confirmed registrations of events not deleted, soonest first, and nobody else's", async () => {
    const later = await createEvent(t.db, { startsAt: inDays(10) })
    const sooner = await createEvent(t.db, { startsAt: inDays(3) })
    const deleted = await createEvent(t.db, { startsAt: inDays(1) })
    const cancelled = await createEvent(t.db, { startsAt: inDays(2) })
    const parent = await t.signIn()
    const neighbour = await t.signIn()
    for (const ev of [later, sooner, deleted, cancelled])
      expect((await parent.post('/api/registrations', { eventId: ev.id })).status).toBe(201)
    expect((await neighbour.post('/api/registrations', { eventId: sooner.id })).status).toBe(201)
    const [gone] = await t.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.eventId, cancelled.id), eq(registrations.userId, parent.user.id)))
    expect((await parent.delete(`/api/registrations/${gone.id}`)).status).toBe(200)
    await t.db.update(events).set({ deletedAt: t.clock.now() }).where(eq(events.id, deleted.id))

    const mine = await parent.get('/api/my-registrations')
    expect(mine.body.map((r: { eventId: string }) => r.eventId)).toEqual([sooner.id, later.id])
    const theirs = await neighbour.get('/api/my-registrations')
    expect(theirs.body.map((r: { eventId: string }) => r.eventId)).toEqual([sooner.id])
  })

  it('My Events answers a crowd of families at once, each with their own places (one query serves many)', async () => {
    const families = await signInMany(t, 24)
    const evs = await Promise.all(families.map((_, i) => createEvent(t.db, { startsAt: inDays(4 + i) })))
    for (const [i, family] of families.entries()) {
      if (i % 4 === 3) continue // a quarter have no place
      expect((await family.post('/api/registrations', { eventId: evs[i].id })).status).toBe(201)
      if (i % 4 === 0)
        expect((await family.post('/api/registrations', { eventId: evs[i + 1].id })).status).toBe(201)
    }
    // In the same crowd: a session that has just expired, and a cookie that names no session.
    const expired = await t.signIn()
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(sessions.userId, expired.user.id))
    const forged = new HttpClient(t.url, { cookie: `${sessionCookieName(t.config)}=not-a-session` })
    const crowd = [...families, expired, ...families, forged]
    const answers = await Promise.all(crowd.map((c) => c.get('/api/my-registrations')))
    for (const [n, res] of answers.entries()) {
      const i = families.indexOf(crowd[n])
      if (i < 0) {
        expect(res.status).toBe(401)
        continue
      }
      const expected = i % 4 === 3 ? [] : i % 4 === 0 ? [evs[i].id, evs[i + 1].id] : [evs[i].id]
      expect(res.status).toBe(200)
      expect(res.body.map((r: { eventId: string }) => r.eventId)).toEqual(expected)
    }
  })

  it('refuses a second registration of the same person with 409', async () => {
    const ev = await createEvent(t.db)
    const parent = await t.signIn()
    expect((await parent.post('/api/registrations', { eventId: ev.id })).status).toBe(201)
    const again = await parent.post('/api/registrations', { eventId: ev.id })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('You are already registered for this event')
    expect((await eventCounts(t, ev.id)).enrolled).toBe(1)
  })

  it('refuses by audience with the spec sentences; admins may join any event', async () => {
    const parentsOnly = await createEvent(t.db, { audience: 'parents' })
    const providersOnly = await createEvent(t.db, { audience: 'providers' })
    const provider = await t.signIn({ role: 'provider' })
    const r1 = await provider.post('/api/registrations', { eventId: parentsOnly.id })
    expect(r1.status).toBe(403)
    expect(r1.body.message).toBe('This event is only available for parents.')
    const parent = await t.signIn({ role: 'parent' })
    const r2 = await parent.post('/api/registrations', { eventId: providersOnly.id })
    expect(r2.status).toBe(403)
    expect(r2.body.message).toBe('This event is only available for providers.')
    expect((await provider.post('/api/registrations', { eventId: providersOnly.id })).status).toBe(201)
    const admin = await t.signIn({ role: 'admin' })
    expect((await admin.post('/api/registrations', { eventId: parentsOnly.id })).status).toBe(201)
  })

  it('refuses a parent every way into a providers-only event: seat, payment and waitlist (the page offers none)', async () => {
    const paid = await createEvent(t.db, { audience: 'providers', priceCents: 2500 })
    const full = await createEvent(t.db, { audience: 'providers', capacity: 1 })
    await fillSeats(t.db, full.id, 1)
    const parent = await t.signIn({ role: 'parent' })
    const intent = await parent.post('/api/create-payment-intent', { eventId: paid.id, amount: 2500 })
    expect(intent.status).toBe(403)
    expect(intent.body.message).toBe('This event is only available for providers.')
    const waitlist = await parent.post(`/api/events/${full.id}/waitlist`)
    expect(waitlist.status).toBe(403)
    expect(waitlist.body.message).toBe('This event is only available for providers.')
    expect(await eventCounts(t, paid.id)).toMatchObject({ enrolled: 0, heldSeats: 0 })
  })

  it('refuses drafts, cancelled, past and full events with clear sentences', async () => {
    const parent = await t.signIn()
    const draft = await createEvent(t.db, { status: 'draft' })
    const cancelled = await createEvent(t.db, { status: 'cancelled' })
    const past = await createEvent(t.db, { startsAt: inDays(-1) })
    const full = await createEvent(t.db, { capacity: 2 })
    await fillSeats(t.db, full.id, 2)
    const msg = async (id: string) => {
      const r = await parent.post('/api/registrations', { eventId: id })
      expect(r.status).toBe(409)
      return r.body.message
    }
    expect(await msg(draft.id)).toBe('This event is in draft mode and not yet available for registration.')
    expect(await msg(cancelled.id)).toBe('This event has been cancelled')
    expect(await msg(past.id)).toBe('This event has already taken place')
    expect(await msg(full.id)).toBe('This event is sold out')
    expect((await parent.post('/api/registrations', { eventId: crypto.randomUUID() })).status).toBe(404)
    const paid = await createEvent(t.db, { priceCents: 2500 })
    expect(
      (await parent.post('/api/registrations', { eventId: paid.id, paymentIntentId: null })).status,
    ).toBe(400)
  })

  it('never oversells: 200 concurrent requests for the last 3 seats give 3 × 201 and 197 × 409', async () => {
    const ev = await createEvent(t.db, { capacity: 50 })
    await fillSeats(t.db, ev.id, 47)
    const clients = await signInMany(t, 200)
    const results = await Promise.all(clients.map((c) => c.post('/api/registrations', { eventId: ev.id })))
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 409)).toHaveLength(197)
    expect(results.find((r) => r.status === 409)?.body.message).toBe('This event is sold out')
    const counts = await eventCounts(t, ev.id)
    const active = await t.db.select().from(registrations).where(eq(registrations.eventId, ev.id))
    expect(counts.enrolled).toBe(50)
    // The 47 places taken before, and 3 of the crowd's.
    expect(active.filter((r) => r.status === 'confirmed')).toHaveLength(50)
  }, 120_000)

  it('still registers the person a full event holds a seat for (waitlist offer, paid hold), and nobody else', async () => {
    const ev = await createEvent(t.db, { capacity: 1, startsAt: inDays(10) })
    const [a, offered, other] = await Promise.all([t.signIn(), t.signIn(), t.signIn()])
    const regA = (await a.post('/api/registrations', { eventId: ev.id })).body
    await offered.post(`/api/events/${ev.id}/waitlist`)
    await a.delete(`/api/registrations/${regA.id}`)
    expect(await eventCounts(t, ev.id)).toMatchObject({ enrolled: 0, heldSeats: 1, capacity: 1 })
    const refused = await other.post('/api/registrations', { eventId: ev.id })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('This event is sold out')
    expect((await offered.post('/api/registrations', { eventId: ev.id })).status).toBe(201)
    const again = await offered.post('/api/registrations', { eventId: ev.id })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('You are already registered for this event')

    const paid = await createEvent(t.db, { capacity: 1, priceCents: 1000 })
    const payer = await t.signIn()
    const { clientSecret } = (
      await payer.post('/api/create-payment-intent', { eventId: paid.id, amount: 1000 })
    ).body
    expect(await eventCounts(t, paid.id)).toMatchObject({ enrolled: 0, heldSeats: 1, capacity: 1 })
    // The payment landed but nothing settled it yet (no webhook): the browser's POST takes the held seat.
    const [intent] = await t.db
      .update(paymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(paymentIntents.clientSecret, clientSecret))
      .returning()
    const posted = await payer.post('/api/registrations', { eventId: paid.id, paymentIntentId: intent.id })
    expect(posted.status).toBe(201)
    expect(await eventCounts(t, paid.id)).toMatchObject({ enrolled: 1, heldSeats: 0 })
  })

  it('lets a family cancel a free registration before the start, freeing the seat', async () => {
    const ev = await createEvent(t.db, { capacity: 1 })
    const parent = await t.signIn()
    const reg = (await parent.post('/api/registrations', { eventId: ev.id })).body
    const other = await t.signIn()
    expect((await other.delete(`/api/registrations/${reg.id}`)).status).toBe(404)
    const res = await parent.delete(`/api/registrations/${reg.id}`)
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('cancelled')
    expect((await eventCounts(t, ev.id)).enrolled).toBe(0)
    expect((await parent.delete(`/api/registrations/${reg.id}`)).status).toBe(409)
    expect((await parent.get('/api/my-registrations')).body).toEqual([])
    expect(
      (await messagesOf(t, 'registration-cancelled')).some((m) => m.payload.registrationId === reg.id),
    ).toBe(true)
    // The freed seat can be taken again (by the same person too).
    expect((await parent.post('/api/registrations', { eventId: ev.id })).status).toBe(201)
  })

  it('offers a freed seat to the waitlist for 24 hours, then passes an expired offer to the next person', async () => {
    const ev = await createEvent(t.db, { capacity: 1, startsAt: inDays(10) })
    const [a, b, c, d] = await Promise.all([t.signIn(), t.signIn(), t.signIn(), t.signIn()])
    const regA = (await a.post('/api/registrations', { eventId: ev.id })).body
    expect((await b.post(`/api/events/${ev.id}/waitlist`)).body).toMatchObject({
      status: 'waiting',
      position: 1,
    })
    expect((await c.post(`/api/events/${ev.id}/waitlist`)).body).toMatchObject({
      status: 'waiting',
      position: 2,
    })
    expect((await c.post(`/api/events/${ev.id}/waitlist`)).status).toBe(409)
    const registeredJoins = await a.post(`/api/events/${ev.id}/waitlist`)
    expect(registeredJoins.status).toBe(409)
    expect(registeredJoins.body.message).toBe('You are already registered for this event')

    await a.delete(`/api/registrations/${regA.id}`)
    expect((await b.get(`/api/events/${ev.id}/waitlist`)).body.status).toBe('offered')
    const offers = (await messagesOf(t, 'waitlist-offer')).filter((m) => m.payload.eventId === ev.id)
    expect(offers).toHaveLength(1)
    expect(offers[0]).toMatchObject({ recipient: b.user.email })
    expect(offers[0].payload.offerUrl).toMatch(`https://cradle.example/events/${ev.id}/register?offer=`)
    // The offered seat is held: nobody else can take it.
    expect((await d.post('/api/registrations', { eventId: ev.id })).status).toBe(409)
    expect((await t.client().get(`/api/events/${ev.id}`)).body.spotsLeft).toBe(0)

    t.clock.advance(25 * 3600_000)
    await t.runTasks()
    const lapsed = await b.get(`/api/events/${ev.id}/waitlist`)
    expect([lapsed.status, lapsed.body]).toEqual([200, null])
    expect((await c.get(`/api/events/${ev.id}/waitlist`)).body.status).toBe('offered')
    expect((await b.post('/api/registrations', { eventId: ev.id })).status).toBe(409)
    const accepted = await c.post('/api/registrations', { eventId: ev.id })
    expect(accepted.status).toBe(201)
    expect(await eventCounts(t, ev.id)).toMatchObject({ enrolled: 1, heldSeats: 0 })
    t.clock.set(new Date())
  })

  it("reads the offer email's link: the offered family claims, others are told plainly (issue 25.7)", async () => {
    const ev = await createEvent(t.db, { capacity: 1, startsAt: inDays(10) })
    const [a, b, c] = await Promise.all([t.signIn(), t.signIn(), t.signIn()])
    const regA = (await a.post('/api/registrations', { eventId: ev.id })).body
    await b.post(`/api/events/${ev.id}/waitlist`)
    await c.post(`/api/events/${ev.id}/waitlist`)
    await a.delete(`/api/registrations/${regA.id}`)
    const [offer] = (await messagesOf(t, 'waitlist-offer')).filter((m) => m.payload.eventId === ev.id)
    const token = new URL(String(offer.payload.offerUrl)).searchParams.get('offer') ?? ''
    const open = (who: typeof a, tk = token) =>
      who.get(`/api/events/${ev.id}/waitlist/offer?token=${encodeURIComponent(tk)}`)

    expect((await open(b)).body).toEqual({ state: 'yours' })
    expect((await open(c)).body).toEqual({ state: 'other_account' })
    expect((await t.client().get(`/api/events/${ev.id}/waitlist/offer?token=${token}`)).status).toBe(401)
    const wrong = await open(b, 'not-the-token')
    expect(wrong.status).toBe(404)
    expect(wrong.body.message).toMatch(/not valid/)
    // Claimed, then it says so; an expired one says it ended and the seat went on.
    expect((await b.post('/api/registrations', { eventId: ev.id })).status).toBe(201)
    expect((await open(b)).body).toEqual({ state: 'claimed' })

    const ev2 = await createEvent(t.db, { capacity: 1, startsAt: inDays(10) })
    const reg2 = (await a.post('/api/registrations', { eventId: ev2.id })).body
    await c.post(`/api/events/${ev2.id}/waitlist`)
    await a.delete(`/api/registrations/${reg2.id}`)
    const [offer2] = (await messagesOf(t, 'waitlist-offer')).filter((m) => m.payload.eventId === ev2.id)
    const token2 = new URL(String(offer2.payload.offerUrl)).searchParams.get('offer') ?? ''
    t.clock.advance(25 * 3600_000)
    expect((await c.get(`/api/events/${ev2.id}/waitlist/offer?token=${token2}`)).body).toEqual({
      state: 'expired',
    })
    await t.runTasks()
    expect((await c.get(`/api/events/${ev2.id}/waitlist/offer?token=${token2}`)).body).toEqual({
      state: 'expired',
    })
    t.clock.set(new Date())
  })

  it('gives each registration a personal join link released 24 hours before the start', async () => {
    const ev = await createEvent(t.db, { startsAt: inDays(3), webinarLink: 'https://zoom.example/j/111' })
    const parent = await t.signIn()
    const reg = (await parent.post('/api/registrations', { eventId: ev.id })).body
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, reg.id))
    const anon = t.client()
    const early = await anon.get(`/join/${row.joinToken}`)
    expect(early.status).toBe(409)
    expect(early.body.message).toMatch(/opens 24 hours before the start/)
    const html = await anon.get(`/join/${row.joinToken}`, { accept: 'text/html' })
    expect(html.text).toContain('Not open yet')
    expect((await parent.get(`/api/events/${ev.id}/registration`)).body.webinarJoinUrl).toBeNull()

    t.clock.set(new Date(ev.startsAt.getTime() - 23 * 3600_000))
    const link = (await parent.get(`/api/events/${ev.id}/registration`)).body.webinarJoinUrl
    expect(link).toBe(`https://cradle.example/join/${row.joinToken}`)
    expect(
      (await parent.get('/api/my-registrations')).body.find((r: { eventId: string }) => r.eventId === ev.id)
        .webinarLink,
    ).toBe(link)
    const go = await anon.get(`/join/${row.joinToken}`)
    expect(go.status).toBe(302)
    expect(go.headers.get('location')).toBe('https://zoom.example/j/111')
    expect((await anon.get('/join/not-a-token')).status).toBe(404)
    await parent.delete(`/api/registrations/${reg.id}`)
    expect((await anon.get(`/join/${row.joinToken}`)).status).toBe(410)
    t.clock.set(new Date())
  })

  it("names a Zoho webinar room in My Events by the family's own join link, never the room's address", async () => {
    const ev = await createEvent(t.db, {
      startsAt: inDays(3),
      zohoWebinarJoinUrl: 'https://zoho.example/join/raw-room',
      imageUrl: '/demo/events/feeding.svg',
    })
    const parent = await t.signIn()
    await parent.post('/api/registrations', { eventId: ev.id })
    const mine = async () =>
      (await parent.get('/api/my-registrations')).body.find((r: { eventId: string }) => r.eventId === ev.id)
    expect(await mine()).toMatchObject({
      bannerImageUrl: '/demo/events/feeding.svg',
      zohoWebinarJoinUrl: null,
    })
    t.clock.set(new Date(ev.startsAt.getTime() - 23 * 3600_000))
    const released = await mine()
    expect(released.zohoWebinarJoinUrl).toMatch(/^https:\/\/cradle\.example\/join\//)
    expect(released.zohoWebinarJoinUrl).toBe(released.webinarJoinUrl)
    t.clock.set(new Date())
  })

  it('a cancelled event offers its families no join link and nothing to cancel', async () => {
    const ev = await createEvent(t.db, { startsAt: inDays(3), webinarLink: 'https://zoom.example/j/222' })
    const parent = await t.signIn()
    const reg = (await parent.post('/api/registrations', { eventId: ev.id })).body
    t.clock.set(new Date(ev.startsAt.getTime() - 23 * 3600_000))
    expect((await parent.get(`/api/events/${ev.id}/registration`)).body).toMatchObject({ canCancel: true })
    // Cancelled by the team: the registration stays (it is the family's record), but it leads nowhere.
    await t.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, ev.id))
    const mine = (await parent.get('/api/my-registrations')).body.find(
      (r: { eventId: string }) => r.eventId === ev.id,
    )
    expect(mine).toMatchObject({
      status: 'cancelled',
      webinarJoinUrl: null,
      webinarLink: null,
      canCancel: false,
    })
    expect((await parent.get(`/api/events/${ev.id}/registration`)).body).toMatchObject({
      webinarJoinUrl: null,
      canCancel: false,
    })
    const res = await parent.delete(`/api/registrations/${reg.id}`)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('This event has been cancelled')
    t.clock.set(new Date())
  })

  it('offers seats to the waitlist when the capacity is raised', async () => {
    const ev = await createEvent(t.db, { capacity: 1 })
    await fillSeats(t.db, ev.id, 1)
    const waiting = await t.signIn()
    expect((await waiting.post(`/api/events/${ev.id}/waitlist`)).status).toBe(201)
    await t.db.update(events).set({ capacity: 2 }).where(eq(events.id, ev.id))
    await t.runTasks()
    expect((await waiting.get(`/api/events/${ev.id}/waitlist`)).body.status).toBe('offered')
    expect(await eventCounts(t, ev.id)).toMatchObject({ enrolled: 1, heldSeats: 1 })
    expect((await waiting.delete(`/api/events/${ev.id}/waitlist`)).status).toBe(204)
    expect((await eventCounts(t, ev.id)).heldSeats).toBe(0)
  })
})
