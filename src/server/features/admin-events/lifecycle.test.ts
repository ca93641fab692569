import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createUser } from '../../../../test/factories'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { DRAFT_UPCOMING_REFUSAL } from '../../../domain/event-rules'
import { events, outbox, waitlistEntries } from '../../db/schema'
import { createRenderer } from '../../notifications/render'
import { createRegistration, validForm } from './test-fixtures'

const HOUR = 3600_000
const REOPEN = 'A cancelled event cannot be reopened. Create a new event instead.'

// Cancelled stays cancelled, archiving never leaves registered families in silence, and an event's end
// closes its waitlist (decisions AE10, AE11).
describe.each(databaseKinds())('cancelling, archiving and deleting events on %s', (kind) => {
  let t: TestApp
  let admin: Awaited<ReturnType<TestApp['signIn']>>
  beforeAll(async () => {
    t = await startTestApp({ kind })
    admin = await t.signIn({ role: 'admin' })
  })
  // Decision R1: every test leaves each event's counts equal to its registrations and holds.
  afterEach(() => assertSeatInvariant(t.db))
  afterAll(() => t.close())

  const rowOf = async (id: string) => (await t.db.select().from(events).where(eq(events.id, id)))[0]
  const mail = (kind: string, eventId: string) =>
    t.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, kind))
      .then((rows) => rows.filter((m) => m.payload.eventId === eventId))

  it('refuses to reopen a cancelled event, by the form or the publish action, naming status', async () => {
    const form = validForm({ status: 'published' })
    const created = (await admin.post('/api/events', form)).body
    const parent = await createUser(t.db)
    await createRegistration(t.db, created.id, parent.id, { paidCents: 2500 })
    expect((await admin.patch(`/api/events/${created.id}`, { ...form, status: 'cancelled' })).status).toBe(
      200,
    )

    for (const status of ['published', 'draft', 'limited']) {
      const res = await admin.patch(`/api/events/${created.id}`, { ...form, status })
      expect(res.status, status).toBe(409)
      expect(res.body).toEqual({ message: REOPEN, errors: [{ path: 'status', message: REOPEN }] })
    }
    const publish = await admin.patch(`/api/events/${created.id}`, { status: 'published' })
    expect(publish.status).toBe(409)
    expect(publish.body.message).toBe(REOPEN)
    expect((await rowOf(created.id)).status).toBe('cancelled')
    // Other fields of a cancelled event can still be corrected.
    const fixed = await admin.patch(`/api/events/${created.id}`, {
      ...form,
      status: 'cancelled',
      title: 'Fixed',
    })
    expect(fixed.status).toBe(200)
    expect((await mail('event-cancelled', created.id)).length).toBe(1)
  })

  it('an archived cancelled event cannot be reopened either, nor cancelled (and its families told) twice', async () => {
    const form = validForm({ status: 'published' })
    const created = (await admin.post('/api/events', form)).body
    const parent = await createUser(t.db)
    await createRegistration(t.db, created.id, parent.id)
    await admin.patch(`/api/events/${created.id}`, { ...form, status: 'cancelled' })
    // Families were told: archiving the cancelled event is allowed even though it is upcoming.
    expect((await admin.patch(`/api/events/${created.id}`, { status: 'archived' })).status).toBe(200)
    // The edit form opens an archived event as a draft.
    const reopen = await admin.patch(`/api/events/${created.id}`, { ...form, status: 'draft' })
    expect(reopen.status).toBe(409)
    expect(reopen.body.errors).toEqual([{ path: 'status', message: REOPEN }])
    expect((await admin.patch(`/api/events/${created.id}`, { status: 'published' })).body.message).toBe(
      REOPEN,
    )
    expect((await admin.patch(`/api/events/${created.id}`, { ...form, status: 'cancelled' })).status).toBe(
      200,
    )
    expect(await mail('event-cancelled', created.id)).toHaveLength(1)
  })

  it('refuses to archive an event that has not ended while families are registered, pointing to cancelling', async () => {
    const now = t.clock.now().getTime()
    const upcoming = await createEvent(t.db, { startsAt: new Date(now + 48 * HOUR) })
    const running = await createEvent(t.db, { startsAt: new Date(now - HOUR / 2), durationMinutes: 60 })
    const parent = await createUser(t.db)
    for (const e of [upcoming, running]) {
      await createRegistration(t.db, e.id, parent.id)
      const res = await admin.patch(`/api/events/${e.id}`, { status: 'archived' })
      expect(res.status).toBe(409)
      expect(res.body.message).toContain('set its status to Cancelled instead')
      expect((await rowOf(e.id)).status).toBe('published')
    }
  })

  it('archives a past event with registrations, an upcoming one nobody registered for, and a cancelled one', async () => {
    const now = t.clock.now().getTime()
    const parent = await createUser(t.db)
    const ended = await createEvent(t.db, { startsAt: new Date(now - 2 * HOUR), durationMinutes: 60 })
    await createRegistration(t.db, ended.id, parent.id)
    const empty = await createEvent(t.db, { startsAt: new Date(now + 48 * HOUR) })
    const cancelled = await createEvent(t.db, { startsAt: new Date(now + 48 * HOUR), status: 'cancelled' })
    await createRegistration(t.db, cancelled.id, parent.id)
    for (const e of [ended, empty, cancelled]) {
      const res = await admin.patch(`/api/events/${e.id}`, { status: 'archived' })
      expect(res.status).toBe(200)
      expect(res.body.status).toBe('archived')
    }
  })

  it('refuses to set an upcoming event with families registered back to draft, pointing to cancelling', async () => {
    const form = validForm({ status: 'published' })
    const created = (await admin.post('/api/events', form)).body
    const parent = await t.signIn()
    await createRegistration(t.db, created.id, parent.user.id)
    const res = await admin.patch(`/api/events/${created.id}`, { ...form, status: 'draft' })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      message: DRAFT_UPCOMING_REFUSAL,
      errors: [{ path: 'status', message: DRAFT_UPCOMING_REFUSAL }],
    })
    expect(res.body.message).toMatch(/^[^.]*Cancelled instead[^.]*\.$/)
    expect((await rowOf(created.id)).status).toBe('published')
    // The family still finds the session they booked.
    expect((await parent.get(`/api/events/${created.id}`)).body.status).toBe('published')
    // Nobody registered, or the session is over: back to draft as before.
    const empty = (await admin.post('/api/events', form)).body
    expect((await admin.patch(`/api/events/${empty.id}`, { ...form, status: 'draft' })).status).toBe(200)
    const past = { ...form, date: '2020-07-01T10:00' }
    const ended = (await admin.post('/api/events', past)).body
    await createRegistration(t.db, ended.id, parent.user.id)
    expect((await admin.patch(`/api/events/${ended.id}`, { ...past, status: 'draft' })).status).toBe(200)
  })

  /** A full free event: one registered family, one holding the freed seat's offer, one waiting. */
  async function fullEventWithWaitlist() {
    const form = validForm({ status: 'published', price: '0', capacity: 2 })
    const created = (await admin.post('/api/events', form)).body
    const [a, b, offered, waiting] = await Promise.all([t.signIn(), t.signIn(), t.signIn(), t.signIn()])
    expect((await a.post('/api/registrations', { eventId: created.id })).status).toBe(201)
    const regB = (await b.post('/api/registrations', { eventId: created.id })).body
    expect((await offered.post(`/api/events/${created.id}/waitlist`)).status).toBe(201)
    expect((await waiting.post(`/api/events/${created.id}/waitlist`)).status).toBe(201)
    expect((await b.delete(`/api/registrations/${regB.id}`)).status).toBe(200)
    expect((await offered.get(`/api/events/${created.id}/waitlist`)).body.status).toBe('offered')
    expect((await rowOf(created.id)).heldSeats).toBe(1)
    return { form, id: created.id as string, a, offered, waiting }
  }

  const activeEntries = (eventId: string) =>
    t.db
      .select()
      .from(waitlistEntries)
      .where(
        and(eq(waitlistEntries.eventId, eventId), inArray(waitlistEntries.status, ['waiting', 'offered'])),
      )

  it('cancelling closes the waitlist, releases the offer’s seat and tells everyone on it', async () => {
    const { form, id, a, offered, waiting } = await fullEventWithWaitlist()
    expect((await admin.patch(`/api/events/${id}`, { ...form, status: 'cancelled' })).status).toBe(200)
    expect(await activeEntries(id)).toHaveLength(0)
    expect((await rowOf(id)).heldSeats).toBe(0)
    // No place any more: "none" (null), as for anyone who never joined.
    expect((await offered.get(`/api/events/${id}/waitlist`)).body).toBeNull()
    const told = await mail('event-cancelled', id)
    expect(told.map((m) => m.recipient).sort()).toEqual(
      [a.user.email, offered.user.email, waiting.user.email].sort(),
    )
    // The registrants' template reads without a registration, and promises no refund.
    const msg = told.find((m) => m.recipient === offered.user.email)
    const out = await createRenderer({ db: t.db, config: t.config, clock: t.clock }).render(msg as never)
    expect(out.type === 'email' && out.text).toMatch(/has been cancelled/)
    expect(out.type === 'email' && out.text).not.toMatch(/refunded/)
  })

  it('deleting closes the waitlist, releases the offer’s seat and tells everyone on it', async () => {
    const { id, a, offered, waiting } = await fullEventWithWaitlist()
    expect((await admin.delete(`/api/events/${id}`)).status).toBe(204)
    expect(await activeEntries(id)).toHaveLength(0)
    expect((await rowOf(id)).heldSeats).toBe(0)
    const told = await mail('event-deleted', id)
    expect(told.map((m) => m.recipient).sort()).toEqual(
      [a.user.email, offered.user.email, waiting.user.email].sort(),
    )
  })

  it('someone told from the waitlist reads nothing about refunds, even after a paid place there was refunded', async () => {
    const renderer = createRenderer({ db: t.db, config: t.config, clock: t.clock })
    for (const end of ['cancel', 'delete'] as const) {
      const form = validForm({ status: 'published', capacity: 1 })
      const { id } = (await admin.post('/api/events', form)).body
      const [again, holder] = [await t.signIn(), await createUser(t.db)]
      const first = await createRegistration(t.db, id, again.user.id, { paidCents: 2500 })
      expect((await admin.post(`/api/registrations/${first.id}/cancel`, {})).body.refunded).toBe(true)
      await createRegistration(t.db, id, holder.id, { paidCents: 2500 })
      expect((await again.post(`/api/events/${id}/waitlist`)).status).toBe(201)
      const res =
        end === 'cancel'
          ? await admin.patch(`/api/events/${id}`, { ...form, status: 'cancelled' })
          : await admin.delete(`/api/events/${id}`)
      expect(res.status).toBeLessThan(300)
      const told = await mail(end === 'cancel' ? 'event-cancelled' : 'event-deleted', id)
      const text = async (email: string) => {
        const out = await renderer.render(told.find((m) => m.recipient === email) as never)
        return out.type === 'email' ? out.text : ''
      }
      expect(await text(again.user.email)).toMatch(/has been (cancelled|removed from Cradle)/)
      expect(await text(again.user.email), end).not.toMatch(/refund/i)
      expect(await text(holder.email), end).toContain('Your payment will be refunded in full')
    }
  })
})
