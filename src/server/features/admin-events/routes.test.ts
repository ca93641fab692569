import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  createEvent,
  createProvider,
  createUpload,
  createUser,
  fillSeats,
  holdSeat,
} from '../../../../test/factories'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { auditLog, events, outbox } from '../../db/schema'
import { createRenderer } from '../../notifications/render'
import { createRegistration, createTag, validForm } from './test-fixtures'

describe.each(databaseKinds())('admin event management on %s', (kind) => {
  let t: TestApp
  let admin: Awaited<ReturnType<TestApp['signIn']>>
  beforeAll(async () => {
    t = await startTestApp({ kind })
    admin = await t.signIn({ role: 'admin' })
  })
  // Decision R1: every test leaves each event's counts equal to its registrations and holds.
  afterEach(() => assertSeatInvariant(t.db))
  afterAll(() => t.close())

  it('answers 401 signed out and 403 to parents and providers on every admin call', async () => {
    const e = await createEvent(t.db)
    // Reading tags is everyone's (issue 25.6, events/routes.test.ts); writing them goes with the event.
    const calls = [
      ['POST', '/api/events'],
      ['PATCH', `/api/events/${e.id}`],
      ['DELETE', `/api/events/${e.id}`],
      ['GET', `/api/events/${e.id}/export-registrations`],
      ['GET', `/api/events/${e.id}/registrations`],
    ] as const
    const anon = t.client()
    const parent = await t.signIn({ role: 'parent' })
    const provider = await t.signIn({ role: 'provider' })
    for (const [method, path] of calls) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : validForm()
      expect((await anon.request(method, path, body)).status, `${method} ${path}`).toBe(401)
      expect((await parent.request(method, path, body)).status, `${method} ${path}`).toBe(403)
      expect((await provider.request(method, path, body)).status, `${method} ${path}`).toBe(403)
    }
    expect((await t.db.select().from(events).where(eq(events.id, e.id)))[0].deletedAt).toBeNull()
  })

  it.each([
    ['title', 'ab', 'Title must be at least 3 characters'],
    ['description', 'short', 'Description must be at least 20 characters'],
    ['eventType', '', 'Please select an event type'],
    ['date', '', 'Date is required'],
    ['duration', 5, 'Duration must be at least 15 minutes'],
    ['price', '12.345', 'Price must be a valid amount (e.g., 25.00)'],
    ['capacity', 0, 'Capacity must be at least 1'],
    ['providerName', 'x', 'Provider name is required'],
    ['providerRole', 'x', 'Provider role/credentials are required'],
    ['facilitatorEmail', 'nope', 'Invalid email'],
    ['language', '', 'Please select a language'],
    ['parentSurveyUrl', 'javascript:alert(1)', 'Please enter a valid URL'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const res = await admin.post('/api/events', validForm({ [field]: value }))
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ path: field, message }])
    expect(res.body.message).toBe(`${field}: ${message}`)
  })

  it('reports every invalid field at once', async () => {
    const res = await admin.post('/api/events', {})
    expect(res.status).toBe(400)
    const paths = res.body.errors.map((e: { path: string }) => e.path)
    expect(paths).toEqual(
      expect.arrayContaining(['title', 'description', 'eventType', 'date', 'providerName', 'providerRole']),
    )
  })

  it('creates an event with every field and reads it back (agenda, materials, tags, three providers)', async () => {
    const [p1, p2, p3] = [await createProvider(t.db), await createProvider(t.db), await createProvider(t.db)]
    const [tag1, tag2] = [await createTag(t.db, 'Stage'), await createTag(t.db, 'Topic')]
    const [photo, handout, banner] = [
      await createUpload(t.db),
      await createUpload(t.db),
      await createUpload(t.db),
    ]
    const form = validForm({
      providerId: p1.id,
      providerEmail: 'pat@example.test',
      providerPhotoUrl: photo.path,
      providerBio: 'Twenty years of helping families.',
      provider2Id: p2.id,
      provider2Name: 'Sam Second',
      provider2Role: 'RN',
      provider2Email: 'sam@example.test',
      provider2Bio: 'Nurse.',
      provider3Id: p3.id,
      provider3Name: 'Tri Third',
      provider3Role: 'Doula',
      agendaItems: [
        { time: '10:00', title: 'Welcome' },
        { time: '10:15', title: 'Sleep cycles', description: 'What is normal' },
      ],
      eventMaterials: [
        { type: 'pdf', title: 'Handout', url: handout.path },
        { type: 'link', title: 'Reading', url: 'https://example.test/read', description: 'Optional' },
      ],
      selectedTags: [tag1.id, tag2.id],
      facilitatorFirstName: 'Fay',
      facilitatorLastName: 'Cilitator',
      facilitatorEmail: 'fay@example.test',
      imageUrl: banner.path,
      zoomLink: 'https://zoom.example/j/1',
      zohoWebinarId: 'ZW-1',
      zohoWebinarJoinUrl: 'https://zoho.example/join/1',
      webinarLink: 'https://webinar.example/1',
      zohoRegistrationUrl: 'https://zoho.example/reg',
      parentSurveyUrl: 'https://forms.example/survey/1',
    })
    const res = await admin.post('/api/events', form)
    expect(res.status).toBe(201)
    const got = (await admin.get(`/api/events/${res.body.id}`)).body
    expect(got).toMatchObject({
      title: form.title,
      description: form.description,
      eventType: 'Newborn Care Basics',
      date: '2030-07-01T15:00:00.000Z',
      duration: 90,
      price: '25.00',
      capacity: 20,
      enrolled: 0,
      language: 'Spanish',
      status: 'draft',
      audience: 'parents',
      featured: true,
      timezone: 'America/Chicago',
      providerId: p1.id,
      providerEmail: 'pat@example.test',
      providerPhotoUrl: photo.path,
      provider2Id: p2.id,
      provider2Name: 'Sam Second',
      provider2Role: 'RN',
      provider2Email: 'sam@example.test',
      provider3Id: p3.id,
      provider3Name: 'Tri Third',
      agendaItems: form.agendaItems,
      eventMaterials: form.eventMaterials,
      facilitatorFirstName: 'Fay',
      facilitatorEmail: 'fay@example.test',
      imageUrl: banner.path,
      zoomLink: 'https://zoom.example/j/1',
      zohoWebinarId: 'ZW-1',
      zohoWebinarJoinUrl: 'https://zoho.example/join/1',
      webinarLink: 'https://webinar.example/1',
      zohoRegistrationUrl: 'https://zoho.example/reg',
      parentSurveyUrl: 'https://forms.example/survey/1',
    })
    const tagIds = (await admin.get(`/api/events/${res.body.id}/tags`)).body.map((x: { id: number }) => x.id)
    expect(tagIds.sort()).toEqual([tag1.id, tag2.id].sort())
    const listed = (await admin.get('/api/tags')).body.map((x: { id: number }) => x.id)
    expect(listed).toEqual(expect.arrayContaining([tag1.id, tag2.id]))
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.body.id), eq(auditLog.action, 'event.create')))
    expect(audit).toHaveLength(1)
  })

  it('ignores fields that must never be written (enrolled, heldSeats, id, deletedAt)', async () => {
    const res = await admin.post(
      '/api/events',
      validForm({
        enrolled: 99,
        heldSeats: 5,
        id: '00000000-0000-4000-8000-000000000000',
        deletedAt: '2020-01-01',
        sequence: 40,
      }),
    )
    expect(res.status).toBe(201)
    const [row] = await t.db.select().from(events).where(eq(events.id, res.body.id))
    expect(row).toMatchObject({ enrolled: 0, heldSeats: 0, deletedAt: null, sequence: 0 })
    expect(row.id).not.toBe('00000000-0000-4000-8000-000000000000')
    const upd = await admin.patch(`/api/events/${row.id}`, validForm({ enrolled: 99, title: 'Renamed' }))
    expect(upd.status).toBe(200)
    expect(upd.body).toMatchObject({ enrolled: 0, title: 'Renamed' })
  })

  it('refuses unknown provider ids and unknown tags', async () => {
    const res = await admin.post(
      '/api/events',
      validForm({ provider2Id: '00000000-0000-4000-8000-000000000001', provider2Name: 'Ghost' }),
    )
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ path: 'provider2Id', message: 'Provider not found' }])
    const tagRes = await admin.post('/api/events', validForm({ selectedTags: [987654] }))
    expect(tagRes.status).toBe(400)
    expect(tagRes.body.errors[0].path).toBe('selectedTags')
  })

  it('publishes a draft once (notice to admins) and refuses to publish again', async () => {
    const created = (await admin.post('/api/events', validForm({ status: 'draft' }))).body
    const pub = await admin.patch(`/api/events/${created.id}`, { status: 'published' })
    expect(pub.status).toBe(200)
    expect(pub.body.status).toBe('published')
    const notices = await t.db.select().from(outbox).where(eq(outbox.kind, 'event-published'))
    expect(notices.some((n) => n.recipient === admin.user.email && n.payload.eventId === created.id)).toBe(
      true,
    )
    const again = await admin.patch(`/api/events/${created.id}`, { status: 'published' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Only draft events can be published')
  })

  it('publishes a draft only as complete as the form requires (a proposal or an import may leave it short)', async () => {
    const created = (await admin.post('/api/events', validForm({ status: 'draft' }))).body
    // As an approved proposal leaves it: the event name as its description, under the form's 20 characters.
    await t.db.update(events).set({ description: 'Baby Yoga' }).where(eq(events.id, created.id))
    const refused = await admin.patch(`/api/events/${created.id}`, { status: 'published' })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'Complete the event before publishing: Description must be at least 20 characters',
    )
    expect(refused.body.errors).toContainEqual({
      path: 'description',
      message: 'Description must be at least 20 characters',
    })
    const [row] = await t.db.select({ status: events.status }).from(events).where(eq(events.id, created.id))
    expect(row.status).toBe('draft')
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, 'event-published'))).not.toContainEqual(
      expect.objectContaining({ payload: expect.objectContaining({ eventId: created.id }) }),
    )
  })

  it('archives any event', async () => {
    const e = await createEvent(t.db)
    const res = await admin.patch(`/api/events/${e.id}`, { status: 'archived' })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('archived')
    const parent = await t.signIn({ role: 'parent' })
    expect((await parent.get(`/api/events/${e.id}`)).status).toBe(404)
  })

  it('refuses a capacity below the seats taken, naming capacity', async () => {
    const created = (await admin.post('/api/events', validForm({ capacity: 10 }))).body
    await fillSeats(t.db, created.id, 6)
    await holdSeat(t.db, created.id, t.clock.now())
    const res = await admin.patch(`/api/events/${created.id}`, validForm({ capacity: 5 }))
    expect(res.status).toBe(409)
    expect(res.body.errors[0].path).toBe('capacity')
    expect(res.body.message).toMatch(/^Capacity cannot be lower than 7/)
    expect((await admin.patch(`/api/events/${created.id}`, validForm({ capacity: 7 }))).status).toBe(200)
  })

  it('moving the date bumps the sequence and tells each registrant', async () => {
    const created = (await admin.post('/api/events', validForm({ status: 'published' }))).body
    const parent = await createUser(t.db)
    const reg = await createRegistration(t.db, created.id, parent.id)
    const res = await admin.patch(
      `/api/events/${created.id}`,
      validForm({ status: 'published', date: '2030-07-02T11:30' }),
    )
    expect(res.status).toBe(200)
    expect(res.body.date).toBe('2030-07-02T16:30:00.000Z')
    const [row] = await t.db.select().from(events).where(eq(events.id, created.id))
    expect(row.sequence).toBe(1)
    const msgs = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'event-rescheduled'), eq(outbox.userId, parent.id)))
    expect(msgs).toHaveLength(1)
    expect(msgs[0].payload).toMatchObject({ eventId: created.id, registrationId: reg.id })
    // The family is told both times, the old and the new.
    const mail = await createRenderer({ db: t.db, config: t.config, clock: t.clock }).render(msgs[0])
    expect(mail.type === 'email' && mail.text).toMatch(/has moved from .+ to .*July 2, 2030/)
    // An unchanged save is not a change: no new sequence.
    await admin.patch(
      `/api/events/${created.id}`,
      validForm({ status: 'published', date: '2030-07-02T11:30' }),
    )
    expect((await t.db.select().from(events).where(eq(events.id, created.id)))[0].sequence).toBe(1)
  })

  it('cancelling an event tells registrants and refunds paid registrations', async () => {
    const created = (await admin.post('/api/events', validForm({ status: 'published' }))).body
    const parent = await createUser(t.db)
    await createRegistration(t.db, created.id, parent.id, { paidCents: 2500 })
    const res = await admin.patch(`/api/events/${created.id}`, validForm({ status: 'cancelled' }))
    expect(res.status).toBe(200)
    const kinds = (await t.db.select().from(outbox).where(eq(outbox.userId, parent.id)))
      .map((m) => m.kind)
      .sort()
    expect(kinds).toEqual(['event-cancelled', 'payment-refunded'])
  })

  it('answers 404 for an unknown event', async () => {
    expect(
      (await admin.patch('/api/events/00000000-0000-4000-8000-000000000009', { status: 'archived' })).status,
    ).toBe(404)
    expect((await admin.delete('/api/events/not-an-id')).status).toBe(404)
  })
})
