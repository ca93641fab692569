import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createProvider, createUser, fillSeats } from '../../../../test/factories'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { events, outbox } from '../../db/schema'
import { createRenderer } from '../../notifications/render'
import { createProposal } from '../proposals/test-helpers'
import { createRegistration, validForm } from './test-fixtures'

// Editing an event saves what the admin changed and nothing else: not the status people see, not a refusal
// of the provider the event already had.
describe.each(databaseKinds())('editing an event on %s', (kind) => {
  let t: TestApp
  let admin: Awaited<ReturnType<TestApp['signIn']>>
  beforeAll(async () => {
    t = await startTestApp({ kind })
    admin = await t.signIn({ role: 'admin' })
  })
  // Decision R1: every test leaves each event's counts equal to its registrations and holds.
  afterEach(() => assertSeatInvariant(t.db))
  afterAll(() => t.close())

  const storedStatus = async (id: string) =>
    (await t.db.select({ status: events.status }).from(events).where(eq(events.id, id)))[0].status

  it('a nearly full published event opens with its stored status, and saving it keeps it published', async () => {
    const created = (await admin.post('/api/events', validForm({ status: 'published', capacity: 10 }))).body
    await fillSeats(t.db, created.id, 6)
    const shown = (await admin.get(`/api/events/${created.id}`)).body
    expect(shown.status).toBe('limited')
    expect(shown.storedStatus).toBe('published')

    // The form is filled from storedStatus; the admin only renames the event.
    const saved = await admin.patch(
      `/api/events/${created.id}`,
      validForm({ status: shown.storedStatus, capacity: 10, title: 'Renamed' }),
    )
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ title: 'Renamed', status: 'limited', storedStatus: 'published' })
    expect(await storedStatus(created.id)).toBe('published')

    // More seats: the warning goes away, since nothing stored says "limited".
    await admin.patch(`/api/events/${created.id}`, validForm({ status: 'published', capacity: 30 }))
    expect((await admin.get(`/api/events/${created.id}`)).body.status).toBe('published')
  })

  it('a full published event reads Sold Out but opens as published', async () => {
    const created = (await admin.post('/api/events', validForm({ status: 'published', capacity: 10 }))).body
    await fillSeats(t.db, created.id, 10)
    const shown = (await admin.get(`/api/events/${created.id}`)).body
    expect(shown).toMatchObject({ status: 'sold_out', storedStatus: 'published' })
  })

  it('an event keeps its deleted provider on save, but a deleted provider cannot be newly chosen', async () => {
    const [kept, gone] = [await createProvider(t.db), await createProvider(t.db)]
    const form = validForm({ providerId: kept.id, providerName: 'Kept Provider' })
    const created = (await admin.post('/api/events', form)).body
    for (const p of [kept, gone]) {
      expect((await admin.delete(`/api/providers/${p.id}?force=true`)).status).toBe(204)
    }

    const edit = await admin.patch(`/api/events/${created.id}`, { ...form, title: 'Renamed after delete' })
    expect(edit.status).toBe(200)
    expect(edit.body).toMatchObject({ title: 'Renamed after delete', providerId: kept.id })

    const added = await admin.patch(`/api/events/${created.id}`, {
      ...form,
      provider2Id: gone.id,
      provider2Name: 'Gone Provider',
    })
    expect(added.status).toBe(400)
    expect(added.body.errors).toEqual([{ path: 'provider2Id', message: 'Provider not found' }])
    // Creating with it is refused the same way: the event never had that provider.
    const fresh = await admin.post('/api/events', validForm({ providerId: kept.id }))
    expect(fresh.status).toBe(400)
    expect(fresh.body.errors).toEqual([{ path: 'providerId', message: 'Provider not found' }])
  })

  it('a draft approved from a deleted provider’s proposal can be edited', async () => {
    const provider = await createProvider(t.db)
    const proposal = await createProposal(t.db, { providerId: provider.id })
    expect((await admin.delete(`/api/providers/${provider.id}?force=true`)).status).toBe(204)
    const approved = await admin.post(`/api/event-proposals/${proposal.id}/approve`, {})
    expect(approved.status).toBe(200)
    const draft = (await admin.get(`/api/events/${approved.body.event.id}`)).body
    expect(draft.providerId).toBe(provider.id)

    const edit = await admin.patch(
      `/api/events/${draft.id}`,
      validForm({
        providerId: draft.providerId,
        providerName: draft.providerName,
        providerRole: draft.providerRole,
        status: 'draft',
      }),
    )
    expect(edit.status).toBe(200)
    expect(edit.body.providerId).toBe(provider.id)
  })

  it('the reschedule email says what changed: the start, the length, or both, in the family’s zone', async () => {
    const form = validForm({ status: 'published', date: '2030-07-01T10:00', duration: 90 })
    const { id } = (await admin.post('/api/events', form)).body
    const parent = await createUser(t.db, { timezone: 'America/New_York' })
    await createRegistration(t.db, id, parent.id)
    const renderer = createRenderer({ db: t.db, config: t.config, clock: t.clock })
    const save = async (change: Record<string, unknown>) => {
      expect((await admin.patch(`/api/events/${id}`, { ...form, ...change })).status).toBe(200)
      const [{ sequence }] = await t.db.select().from(events).where(eq(events.id, id))
      const sent = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'event-rescheduled'), eq(outbox.userId, parent.id)))
      const msg = sent.find((m) => m.payload.sequence === sequence)
      const out = await renderer.render(msg as never)
      return out.type === 'email' ? { subject: out.subject, text: out.text } : null
    }
    const title = 'Newborn Sleep Basics'

    const longer = await save({ duration: 120 })
    expect(longer?.subject).toBe(`New end time: ${title}`)
    expect(longer?.text).toContain(`${title} now lasts 120 minutes and ends at 1:00 PM EDT.`)
    expect(longer?.text).not.toContain('has moved')

    const moved = await save({ date: '2030-07-02T11:30', duration: 120 })
    expect(moved?.text).toContain(
      `${title} has moved from Monday, July 1, 2030 at 11:00 AM EDT to Tuesday, July 2, 2030 at 12:30 PM EDT.`,
    )
    expect(moved?.text).not.toContain('now lasts')

    const both = await save({ date: '2030-07-03T09:00', duration: 60 })
    expect(both?.text).toContain(
      `${title} has moved from Tuesday, July 2, 2030 at 12:30 PM EDT to Wednesday, July 3, 2030 at 10:00 AM EDT. ` +
        'It now lasts 60 minutes and ends at 11:00 AM EDT.',
    )
  })
})
