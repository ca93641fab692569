import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../../test/factories'
import type { HttpClient } from '../../../../test/http-client'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { auditLog } from '../../db/schema'

describe.each(databaseKinds())('users admin API on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
    // Generous: the first PGlite template is built here, which is slow on a busy machine.
  }, 180_000)
  afterAll(() => t.close())

  it('a role change takes effect on the next request, without a new sign-in', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const parent = await t.signIn({ role: 'parent' })
    expect((await parent.get('/api/my-events')).status).toBe(403)
    const res = await admin.put(`/api/users/${parent.user.id}/role`, { role: 'provider' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: parent.user.id, role: 'provider' })
    expect((await parent.get('/api/auth/user')).body.role).toBe('provider')
    expect((await parent.get('/api/my-events')).status).toBe(200)
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, parent.user.id))
    expect(audit).toMatchObject({ action: 'user.role_changed', actorUserId: admin.user.id })
    expect(audit.changes).toMatchObject({ role: { from: 'parent', to: 'provider' } })
  })

  it('refuses an unknown role with 400 and an unknown user with 404', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const u = await createUser(t.db)
    const bad = await admin.put(`/api/users/${u.id}/role`, { role: 'superuser' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('role')
    const missing = await admin.put('/api/users/00000000-0000-4000-8000-000000000000/role', {
      role: 'parent',
    })
    expect(missing.status).toBe(404)
  })

  it('the last admin cannot remove their own admin role (409); with two admins they can', async () => {
    const isolated = await startTestApp({ kind })
    try {
      const only = await isolated.signIn({ role: 'admin' })
      const res = await only.put(`/api/users/${only.user.id}/role`, { role: 'parent' })
      expect(res.status).toBe(409)
      expect(res.body.message).toBe('You are the last admin and cannot remove your own admin role')
      const second = await isolated.signIn({ role: 'admin' })
      // Both demote themselves at once: exactly one may succeed.
      const both = await Promise.all([
        only.put(`/api/users/${only.user.id}/role`, { role: 'parent' }),
        second.put(`/api/users/${second.user.id}/role`, { role: 'parent' }),
      ])
      expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    } finally {
      await isolated.close()
    }
  })

  it('lists users with server-side search and pagination', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const stamp = Date.now().toString(36)
    for (let i = 0; i < 5; i++) {
      await createUser(t.db, {
        email: `zed${i}-${stamp}@example.test`,
        firstName: 'Zed',
        lastName: `Q${stamp}`,
      })
    }
    await createUser(t.db, { email: `other-${stamp}@example.test`, firstName: 'Ola', lastName: 'Nilsen' })
    const page1 = await admin.get(`/api/users?q=${stamp}&page=1&pageSize=4`)
    expect(page1.status).toBe(200)
    expect(page1.body).toMatchObject({ total: 6, page: 1, pageSize: 4 })
    expect(page1.body.users).toHaveLength(4)
    const page2 = await admin.get(`/api/users?q=${stamp}&page=2&pageSize=4`)
    expect(page2.body.users).toHaveLength(2)
    const byName = await admin.get(`/api/users?q=${encodeURIComponent(`zed q${stamp}`)}`)
    expect(byName.body.total).toBe(5)
    const literal = await admin.get('/api/users?q=%25')
    expect(literal.body.total).toBe(0)
    expect(page1.text).not.toContain('passwordHash')
  })

  it('filters the list by role, alone or with the search, and refuses an unknown role', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const stamp = `r${Date.now().toString(36)}`
    for (const role of ['parent', 'parent', 'provider', 'admin'] as const) {
      await createUser(t.db, { email: `${role}-${crypto.randomUUID()}@${stamp}.test`, role })
    }
    const parents = await admin.get(`/api/users?q=${stamp}&role=parent`)
    expect(parents.status).toBe(200)
    expect(parents.body.total).toBe(2)
    expect(parents.body.users.map((u: { role: string }) => u.role)).toEqual(['parent', 'parent'])
    expect((await admin.get(`/api/users?q=${stamp}&role=admin`)).body.total).toBe(1)
    expect((await admin.get(`/api/users?q=${stamp}`)).body.total).toBe(4)

    const everyAdmin = await admin.get('/api/users?role=admin&pageSize=100')
    expect(everyAdmin.body.users.every((u: { role: string }) => u.role === 'admin')).toBe(true)
    expect(everyAdmin.body.users.map((u: { id: string }) => u.id)).toContain(admin.user.id)

    const bad = await admin.get('/api/users?role=superuser')
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('role')
  })

  it('is 401 signed out and 403 for parents and providers', async () => {
    const u = await createUser(t.db)
    const calls = (c: HttpClient) => [
      c.get('/api/users'),
      c.put(`/api/users/${u.id}/role`, { role: 'admin' }),
    ]
    for (const r of await Promise.all(calls(t.client()))) expect(r.status).toBe(401)
    for (const role of ['parent', 'provider'] as const) {
      const c = await t.signIn({ role })
      for (const r of await Promise.all(calls(c))) expect(r.status).toBe(403)
    }
  })
})
