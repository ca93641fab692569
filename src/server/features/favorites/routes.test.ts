import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProvider } from '../../../../test/factories'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { providers } from '../../db/schema'

describe.each(databaseKinds())('favourites on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('asks signed-out visitors to sign in', async () => {
    const p = await createProvider(t.db)
    const anon = t.client()
    expect((await anon.get('/api/my-favorites')).status).toBe(401)
    expect((await anon.post(`/api/favorites/${p.id}`)).status).toBe(401)
    expect((await anon.delete(`/api/favorites/${p.id}`)).status).toBe(401)
  })

  it('adds and removes idempotently, per user, without private fields', async () => {
    const p = await createProvider(t.db, { email: 'hidden@example.test' })
    const parent = await t.signIn({ role: 'parent' })
    const other = await t.signIn({ role: 'parent' })
    expect((await parent.post(`/api/favorites/${p.id}`)).status).toBe(204)
    expect((await parent.post(`/api/favorites/${p.id}`)).status).toBe(204)
    const mine = await parent.get('/api/my-favorites')
    expect(mine.body.map((x: { id: string }) => x.id)).toEqual([p.id])
    expect(mine.text).not.toContain('hidden@example.test')
    expect((await other.get('/api/my-favorites')).body).toEqual([])
    expect((await parent.delete(`/api/favorites/${p.id}`)).status).toBe(204)
    expect((await parent.delete(`/api/favorites/${p.id}`)).status).toBe(204)
    expect((await parent.get('/api/my-favorites')).body).toEqual([])
  })

  it('answers 404 for an unknown or deleted provider and hides deleted favourites', async () => {
    const parent = await t.signIn({ role: 'parent' })
    expect((await parent.post('/api/favorites/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await parent.post('/api/favorites/not-an-id')).status).toBe(404)
    const p = await createProvider(t.db)
    await parent.post(`/api/favorites/${p.id}`)
    await t.db.update(providers).set({ deletedAt: new Date() }).where(eq(providers.id, p.id))
    expect((await parent.get('/api/my-favorites')).body).toEqual([])
    expect((await parent.post(`/api/favorites/${p.id}`)).status).toBe(404)
  })
})
