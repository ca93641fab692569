import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProvider } from '../../../../test/factories'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { events } from '../../db/schema'
import { createProposal } from '../proposals/test-helpers'
import { validForm } from './test-fixtures'

// Editing an event saves what the admin changed and nothing else: not the status people see, not a refusal
// of the provider the event already had.
describe.each(databaseKinds())('editing an event on %s', (kind) => {
  let t: TestApp
  let admin: Awaited<ReturnType<TestApp['signIn']>>
  beforeAll(async () => {
    t = await startTestApp({ kind })
    admin = await t.signIn({ role: 'admin' })
  })
  afterAll(() => t.close())

  const storedStatus = async (id: string) =>
    (await t.db.select({ status: events.status }).from(events).where(eq(events.id, id)))[0].status

  it('a nearly full published event opens with its stored status, and saving it keeps it published', async () => {
    const created = (await admin.post('/api/events', validForm({ status: 'published', capacity: 10 }))).body
    await t.db.update(events).set({ enrolled: 6 }).where(eq(events.id, created.id))
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
    await t.db.update(events).set({ enrolled: 10 }).where(eq(events.id, created.id))
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
})
