import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../../test/factories'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { recordAudit } from '../../audit'

describe('audit log API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
    // Generous: the first PGlite template is built here, which is slow on a busy machine.
  }, 180_000)
  afterAll(() => t.close())

  it('lists entries newest first with who did it, paginated', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const target = await createUser(t.db)
    await admin.put(`/api/users/${target.id}/role`, { role: 'provider' })
    await admin.put(`/api/users/${target.id}/role`, { role: 'admin' })
    await recordAudit(t.db, { actorUserId: null, action: 'system.note', entityType: 'system', entityId: '1' })
    const res = await admin.get('/api/admin/audit?page=1&pageSize=2')
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(3)
    expect(res.body.entries.map((e: { action: string }) => e.action)).toEqual([
      'system.note',
      'user.role_changed',
    ])
    expect(res.body.entries[1]).toMatchObject({
      actorEmail: admin.user.email,
      changes: { role: { to: 'admin' } },
    })
    const page2 = await admin.get('/api/admin/audit?page=2&pageSize=2')
    expect(page2.body.entries[0].changes).toMatchObject({ role: { from: 'parent', to: 'provider' } })
  })

  it('is 401 signed out and 403 for parents and providers', async () => {
    expect((await t.client().get('/api/admin/audit')).status).toBe(401)
    for (const role of ['parent', 'provider'] as const) {
      expect((await (await t.signIn({ role })).get('/api/admin/audit')).status).toBe(403)
    }
  })
})
