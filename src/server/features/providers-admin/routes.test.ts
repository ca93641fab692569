import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider, createUpload } from '../../../../test/factories'
import type { HttpClient } from '../../../../test/http-client'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { auditLog, events, providers } from '../../db/schema'

const valid = {
  firstName: 'Rosa',
  lastName: 'Martinez',
  title: 'Perinatal Therapist',
  bio: 'Supports parents through big changes.',
  credentials: ['LCSW', 'PMH-C'],
  specialties: ['Anxiety', 'Birth trauma', 'Sleep', 'Grief'],
  rating: '',
  reviewCount: 7,
  email: 'Rosa@Example.test',
  phone: '+13125550100',
}

describe.each(databaseKinds())('providers admin API on %s', (kind) => {
  let t: TestApp
  let admin: HttpClient
  beforeAll(async () => {
    t = await startTestApp({ kind })
    admin = await t.signIn({ role: 'admin' })
    // Generous: the first PGlite template is built here, which is slow on a busy machine.
  }, 180_000)
  afterAll(() => t.close())

  it('creates a provider (201): empty rating null, featured false, private fields for admins', async () => {
    const res = await admin.post('/api/providers', valid)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      firstName: 'Rosa',
      rating: null,
      reviewCount: 7,
      featured: false,
      languages: ['English'],
      email: 'rosa@example.test',
      phone: '+13125550100',
    })
    const list = await admin.get('/api/admin/providers')
    expect(list.body.find((p: { id: string }) => p.id === res.body.id)).toMatchObject({
      email: 'rosa@example.test',
    })
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.id))
    expect(audit.action).toBe('provider.created')
  })

  it("refuses missing required fields with the spec's messages", async () => {
    const res = await admin.post('/api/providers', { firstName: ' ', credentials: [] })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Title is required',
      'Bio is required',
    ])
    const bad = await admin.post('/api/providers', { ...valid, reviewCount: 'many' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toContainEqual({ path: 'reviewCount', message: 'Review count must be a number' })
  })

  it('takes a photo stored on this site, and refuses one a browser would run, fetch elsewhere or not show', async () => {
    for (const ok of ['/demo/providers/maria-lopez.svg', (await createUpload(t.db)).path]) {
      const res = await admin.post('/api/providers', { ...valid, profilePhotoUrl: ok })
      expect(res.status, ok).toBe(201)
      expect(res.body.profilePhotoUrl).toBe(ok)
    }
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/p.jpg',
      'photo.jpg',
      'https://cdn.example/p.jpg',
      '/api/logout',
    ]) {
      const res = await admin.post('/api/providers', { ...valid, profilePhotoUrl: bad })
      expect(res.status, bad).toBe(400)
      expect(res.body.errors).toContainEqual({
        path: 'profilePhotoUrl',
        message: 'Upload the picture: only pictures stored on this site can be shown',
      })
    }
  })

  it('refuses a link to an account that does not exist (400, nothing written)', async () => {
    const before = await t.db.select().from(providers)
    const res = await admin.post('/api/providers', { ...valid, userId: randomUUID() })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ path: 'userId', message: 'No account with this id' }])
    expect(await t.db.select().from(providers)).toHaveLength(before.length)
  })

  it('updates only the fields sent and records what changed', async () => {
    const p = await createProvider(t.db, { specialties: ['A', 'B'], rating: '4.50' })
    const res = await admin.patch(`/api/providers/${p.id}`, { title: 'Doula', featured: true })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      title: 'Doula',
      featured: true,
      specialties: ['A', 'B'],
      rating: '4.50',
    })
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, p.id))
    expect(audit.changes).toEqual({
      title: { from: 'Lactation Consultant', to: 'Doula' },
      featured: { from: false, to: true },
    })
    expect((await admin.patch(`/api/providers/${p.id}`, { lastName: '' })).status).toBe(400)
    const missing = await admin.patch('/api/providers/00000000-0000-4000-8000-000000000000', { title: 'X' })
    expect(missing.status).toBe(404)
  })

  it('refuses to delete a provider with upcoming events (409 listing them) unless forced; events keep their names', async () => {
    const p = await createProvider(t.db)
    const upcoming = await createEvent(t.db, {
      provider2Id: p.id,
      provider2Name: 'Shown Name',
      title: 'Soon',
    })
    await createEvent(t.db, { providerId: p.id, startsAt: new Date(Date.now() - 86_400_000), title: 'Past' })
    const refused = await admin.delete(`/api/providers/${p.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('This provider facilitates 1 upcoming event')
    expect(refused.body.errors).toEqual([
      { path: `events.${upcoming.id}`, message: `Soon (${upcoming.startsAt.toISOString()})` },
    ])
    const forced = await admin.delete(`/api/providers/${p.id}?force=true`)
    expect(forced.status).toBe(204)
    const [row] = await t.db.select().from(providers).where(eq(providers.id, p.id))
    expect(row.deletedAt).not.toBeNull()
    const [ev] = await t.db.select().from(events).where(eq(events.id, upcoming.id))
    expect(ev).toMatchObject({ provider2Id: p.id, provider2Name: 'Shown Name' })
    expect((await admin.get(`/api/events/${upcoming.id}`)).status).toBe(200)
    const list = await admin.get('/api/admin/providers')
    expect(list.body.some((x: { id: string }) => x.id === p.id)).toBe(false)
    expect((await admin.delete(`/api/providers/${p.id}`)).status).toBe(404)
  })

  it('deletes a provider without upcoming events at once', async () => {
    const p = await createProvider(t.db)
    expect((await admin.delete(`/api/providers/${p.id}`)).status).toBe(204)
  })

  it('is 401 signed out and 403 for parents and providers', async () => {
    const p = await createProvider(t.db)
    const calls = (c: HttpClient) => [
      c.get('/api/admin/providers'),
      c.post('/api/providers', valid),
      c.patch(`/api/providers/${p.id}`, { title: 'X' }),
      c.delete(`/api/providers/${p.id}`),
    ]
    for (const r of await Promise.all(calls(t.client()))) expect(r.status).toBe(401)
    for (const role of ['parent', 'provider'] as const) {
      const c = await t.signIn({ role })
      for (const r of await Promise.all(calls(c))) expect(r.status).toBe(403)
    }
  })
})
