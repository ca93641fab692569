import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider } from '../../../../test/factories'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'

const DAY = 86400000

describe.each(databaseKinds())('provider reads on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('lists providers without private fields and hides deleted ones', async () => {
    const user = await t.signIn({ role: 'provider' })
    const p = await createProvider(t.db, {
      email: 'secret@example.test',
      phone: '+15555550100',
      userId: user.user.id,
    })
    const gone = await createProvider(t.db, { deletedAt: new Date() })
    const res = await t.client().get('/api/providers')
    expect(res.status).toBe(200)
    const ids = res.body.map((x: { id: string }) => x.id)
    expect(ids).toContain(p.id)
    expect(ids).not.toContain(gone.id)
    const mine = res.body.find((x: { id: string }) => x.id === p.id)
    expect(mine).not.toHaveProperty('email')
    expect(mine).not.toHaveProperty('phone')
    expect(mine).not.toHaveProperty('userId')
    expect(res.text).not.toContain('secret@example.test')
    const profile = await t.client().get(`/api/providers/${p.id}`)
    expect(profile.text).not.toContain('secret@example.test')
    expect(profile.text).not.toContain('+15555550100')
    expect(profile.body).not.toHaveProperty('userId')
    expect((await t.client().get(`/api/providers/${gone.id}`)).status).toBe(404)
  })

  it('filters featured providers', async () => {
    const star = await createProvider(t.db, { featured: true })
    const plain = await createProvider(t.db, { featured: false })
    const ids = (await t.client().get('/api/providers?featured=true')).body.map((x: { id: string }) => x.id)
    expect(ids).toContain(star.id)
    expect(ids).not.toContain(plain.id)
  })

  it('finds a profile’s next 3 upcoming events by provider id in any slot, never by name', async () => {
    const p = await createProvider(t.db, { firstName: 'Same', lastName: 'Name', aboutText: 'About me' })
    const now = Date.now()
    const e1 = await createEvent(t.db, { providerId: p.id, startsAt: new Date(now + 1 * DAY) })
    const e2 = await createEvent(t.db, { provider2Id: p.id, startsAt: new Date(now + 2 * DAY) })
    const e3 = await createEvent(t.db, { provider3Id: p.id, startsAt: new Date(now + 3 * DAY) })
    await createEvent(t.db, { providerId: p.id, startsAt: new Date(now + 4 * DAY) })
    await createEvent(t.db, { providerId: p.id, startsAt: new Date(now - DAY) })
    await createEvent(t.db, { providerId: p.id, status: 'draft', startsAt: new Date(now + DAY / 2) })
    await createEvent(t.db, { providerId: p.id, status: 'cancelled', startsAt: new Date(now + DAY / 2) })
    // Same name, no id: someone else's event.
    await createEvent(t.db, { providerName: 'Same Name', startsAt: new Date(now + DAY / 3) })
    const res = await t.client().get(`/api/providers/${p.id}`)
    expect(res.status).toBe(200)
    expect(res.body.aboutText).toBe('About me')
    expect(res.body.upcomingEvents.map((e: { id: string }) => e.id)).toEqual([e1.id, e2.id, e3.id])
    expect(res.body.upcomingEventsCount).toBe(4)
    const listed = (await t.client().get('/api/providers')).body.find((x: { id: string }) => x.id === p.id)
    expect(listed.upcomingEventsCount).toBe(4)
  })

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await t.client().get('/api/providers/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    const res = await t.client().get('/api/providers/nope')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'Provider not found' })
  })
})
