import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messagesOf } from '../../../../test/booking'
import { createEvent, createProvider } from '../../../../test/factories'
import type { HttpClient } from '../../../../test/http-client'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { accommodationRequests, auditLog, registrations } from '../../db/schema'
import { createRenderer } from '../../notifications/render'

const DAY = 24 * 3600_000
const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' }

describe.each(databaseKinds())('accommodation requests on %s', (kind) => {
  let t: TestApp
  let admin: HttpClient & { user: { id: string; email: string } }
  let provider: HttpClient
  let otherProvider: HttpClient
  let profileId: string
  beforeAll(async () => {
    t = await startTestApp({ kind })
    admin = await t.signIn({ role: 'admin' })
    const p = await t.signIn({ role: 'provider' })
    provider = p
    profileId = (await createProvider(t.db, { userId: p.user.id })).id
    const o = await t.signIn({ role: 'provider' })
    otherProvider = o
    await createProvider(t.db, { userId: o.user.id })
  })
  afterAll(() => t?.close())
  const soon = () => new Date(t.clock.now().getTime() + 7 * DAY)

  it('stores captions with a free registration and tells the facilitator and the admins through the outbox', async () => {
    const ev = await createEvent(t.db, { startsAt: soon(), facilitatorEmail: 'facilitator@example.test' })
    const family = await t.signIn({ role: 'parent', firstName: 'Ana', lastName: 'Diaz' })
    const res = await family.post('/api/registrations', {
      eventId: ev.id,
      accommodation: { kind: 'captions' },
    })
    expect(res.status).toBe(201)
    const [row] = await t.db
      .select()
      .from(accommodationRequests)
      .where(eq(accommodationRequests.registrationId, res.body.id))
    expect(row).toMatchObject({ kind: 'captions', language: null, note: null, status: 'requested' })
    const mails = (await messagesOf(t, 'accommodation-requested')).filter(
      (m) => m.payload.accommodationId === row.id,
    )
    const to = mails.map((m) => m.recipient)
    expect(to).toContain('facilitator@example.test')
    expect(to).toContain(admin.user.email.toLowerCase())
    expect(mails[0].subject).toBe(`Accommodation request: Captions for ${ev.title}`)
    const rendered = await createRenderer({ db: t.db, config: t.config, clock: t.clock }).render({
      ...mails[0],
      status: 'sending',
    } as never)
    if (rendered.type !== 'email') throw new Error(`rendered ${rendered.type}`)
    expect(rendered.text).toContain('Captions')
    expect(rendered.text).toContain('Ana Diaz')
    expect(rendered.text).toContain(`/events/${ev.id}/attendees`)

    // The admin's attendee list carries the badge's facts; the family's card says "Requested".
    const list = await admin.get(`/api/events/${ev.id}/registrations`)
    expect(list.body[0].accommodation).toMatchObject({ label: 'Captions', status: 'requested' })
    const mine = await family.get('/api/my-registrations')
    expect(mine.body[0].accommodation).toEqual({ label: 'Captions', status: 'requested', staffNote: null })
  })

  it('refuses an interpreter without a language, a language off the list and a note over 500 characters', async () => {
    const ev = await createEvent(t.db, { startsAt: soon() })
    const family = await t.signIn({ role: 'parent' })
    const noLanguage = await family.post('/api/registrations', {
      eventId: ev.id,
      accommodation: { kind: 'interpreter' },
    })
    expect(noLanguage.status).toBe(400)
    expect(noLanguage.body.errors).toContainEqual({
      path: 'accommodation.language',
      message: 'Choose a language',
    })
    const klingon = await family.post('/api/registrations', {
      eventId: ev.id,
      accommodation: { kind: 'interpreter', language: 'Klingon' },
    })
    expect(klingon.status).toBe(400)
    const long = await family.post('/api/registrations', {
      eventId: ev.id,
      accommodation: { kind: 'other', note: 'x'.repeat(501) },
    })
    expect(long.status).toBe(400)
    // Nothing was booked by the refused requests.
    expect(await t.db.select().from(registrations).where(eq(registrations.eventId, ev.id))).toHaveLength(0)
  })

  it('stores a Spanish interpreter with a paid registration made by the test card', async () => {
    const ev = await createEvent(t.db, { startsAt: soon(), priceCents: 1500 })
    const family = await t.signIn({ role: 'parent' })
    const intent = await family.post('/api/create-payment-intent', { eventId: ev.id, amount: 1500 })
    const paid = await family.post('/api/payments/test/confirm', {
      clientSecret: intent.body.clientSecret,
      ...card,
      accommodation: { kind: 'interpreter', language: 'Spanish', note: 'My mother will join' },
    })
    expect(paid.status).toBe(200)
    const [row] = await t.db
      .select()
      .from(accommodationRequests)
      .where(eq(accommodationRequests.registrationId, paid.body.registrationId))
    expect(row).toMatchObject({ kind: 'interpreter', language: 'Spanish', note: 'My mother will join' })
    // The return POST (as after Stripe) adds no second request.
    const again = await family.post('/api/registrations', {
      eventId: ev.id,
      paymentIntentId: paid.body.paymentIntentId,
      accommodation: { kind: 'captions' },
    })
    expect(again.status).toBe(200)
    const rows = await t.db
      .select()
      .from(accommodationRequests)
      .where(eq(accommodationRequests.registrationId, paid.body.registrationId))
    expect(rows).toHaveLength(1)
    expect((await family.get('/api/my-registrations')).body[0].accommodation.label).toBe(
      'Interpreter: Spanish',
    )
  })

  it('an admin marks it arranged with a note (audited); only that family sees it, only its providers see the badge', async () => {
    const ev = await createEvent(t.db, { startsAt: soon(), providerId: profileId })
    const family = await t.signIn({ role: 'parent' })
    const other = await t.signIn({ role: 'parent' })
    const res = await family.post('/api/registrations', { eventId: ev.id, accommodation: { kind: 'asl' } })
    expect((await other.post('/api/registrations', { eventId: ev.id })).status).toBe(201)
    const [row] = await t.db
      .select()
      .from(accommodationRequests)
      .where(eq(accommodationRequests.registrationId, res.body.id))

    const body = { status: 'arranged', staffNote: 'Our interpreter Sam joins 10 minutes early' }
    expect((await family.put(`/api/accommodations/${row.id}`, body)).status).toBe(403)
    expect((await provider.put(`/api/accommodations/${row.id}`, body)).status).toBe(403)
    const bad = await admin.put(`/api/accommodations/${row.id}`, { status: 'requested' })
    expect(bad.status).toBe(400)
    const marked = await admin.put(`/api/accommodations/${row.id}`, body)
    expect(marked.status).toBe(200)
    expect(marked.body).toMatchObject({
      status: 'arranged',
      label: 'ASL interpreter',
      staffNote: body.staffNote,
    })
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'accommodation.mark'), eq(auditLog.entityId, res.body.id)))
    expect(audit).toMatchObject({ actorUserId: admin.user.id, entityType: 'registration' })
    expect(audit.changes).toMatchObject({ status: { from: 'requested', to: 'arranged' } })
    expect((await admin.put('/api/accommodations/00000000-0000-4000-8000-000000000000', body)).status).toBe(
      404,
    )

    const mine = await family.get('/api/my-registrations')
    expect(mine.body.find((r: { eventId: string }) => r.eventId === ev.id).accommodation).toEqual({
      label: 'ASL interpreter',
      status: 'arranged',
      staffNote: body.staffNote,
    })
    // Another family of the same class sees nothing of it.
    const theirs = await other.get('/api/my-registrations')
    expect(theirs.body.find((r: { eventId: string }) => r.eventId === ev.id).accommodation).toBeNull()
    expect(JSON.stringify(theirs.body)).not.toContain('Sam joins')

    // The provider of this session sees the badge (not the family's note); another provider is refused.
    const seen = await provider.get(`/api/my-events/${ev.id}/attendees`)
    expect(seen.status).toBe(200)
    const badges = seen.body.attendees.map((a: { accommodation: unknown }) => a.accommodation)
    expect(badges).toContainEqual({ label: 'ASL interpreter', status: 'arranged' })
    expect(badges).toContainEqual(null)
    expect((await otherProvider.get(`/api/my-events/${ev.id}/attendees`)).status).toBe(403)
    // Their list of sessions counts the requests; another provider's list does not hold this session.
    const sessions = await provider.get('/api/my-events')
    expect(sessions.body.find((e: { id: string }) => e.id === ev.id).accommodationCount).toBe(1)
    const theirSessions = await otherProvider.get('/api/my-events')
    expect(theirSessions.body.find((e: { id: string }) => e.id === ev.id)).toBeUndefined()

    // The export's column.
    const csv = await admin.get(`/api/events/${ev.id}/export-registrations?format=csv`)
    expect(csv.status).toBe(200)
    const text = csv.text
    expect(text.split('\r\n')[0]).toContain(',Referrer,Accommodation,')
    expect(text).toContain('ASL interpreter: arranged')
  })

  it('puts the request in the family’s data copy and erases it with the account', async () => {
    const ev = await createEvent(t.db, { startsAt: soon() })
    const family = await t.signIn({ role: 'parent' })
    const res = await family.post('/api/registrations', {
      eventId: ev.id,
      accommodation: { kind: 'other', note: 'A quiet seat, I have a hearing aid' },
    })
    expect(res.status).toBe(201)
    const exp = (await family.post('/api/account/data-export', {})).body as { jsonUrl: string }
    const data = JSON.parse((await family.get(exp.jsonUrl)).text)
    expect(data.registrations[0].accommodation).toEqual({
      kind: 'other',
      language: null,
      note: 'A quiet seat, I have a hearing aid',
      status: 'requested',
      answer: null,
    })
    expect((await family.post('/api/account/delete', { password: family.user.password })).status).toBe(204)
    const left = await t.db
      .select()
      .from(accommodationRequests)
      .where(eq(accommodationRequests.registrationId, res.body.id))
    expect(left).toEqual([])
  })
})
