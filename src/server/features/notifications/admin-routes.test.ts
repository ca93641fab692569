import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { outbox } from '../../db/schema'

describe('admin outbox search', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
    await t.db.insert(outbox).values([
      {
        channel: 'email',
        kind: 'bug-report',
        recipient: 'ana@example.test',
        subject: 'New bug: 100% broken_button',
      },
      { channel: 'email', kind: 'bug-report', recipient: 'ben@example.test', subject: 'New bug: slow page' },
    ])
  })
  afterAll(() => t.close())

  it('finds messages by part of the recipient or the subject, % and _ taken literally', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const byRecipient = (await admin.get('/api/admin/outbox?q=ANA@')).body
    expect(byRecipient.items.map((i: { recipient: string }) => i.recipient)).toEqual(['ana@example.test'])
    expect(byRecipient.total).toBe(1)
    const bySubject = (await admin.get('/api/admin/outbox?q=slow')).body
    expect(bySubject.items.map((i: { recipient: string }) => i.recipient)).toEqual(['ben@example.test'])
    expect((await admin.get('/api/admin/outbox?q=100%25')).body.total).toBe(1)
    expect((await admin.get('/api/admin/outbox?q=_')).body.total).toBe(1)
  })

  it('is for admins only', async () => {
    const parent = await t.signIn({ role: 'parent' })
    expect((await parent.get('/api/admin/outbox?q=ana')).status).toBe(403)
    expect((await t.client().get('/api/admin/outbox')).status).toBe(401)
  })
})
