import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { bugReports, outbox } from '../../db/schema'

describe.each(databaseKinds())('bug reports on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, env: { SUPPORT_EMAIL: 'help-desk@example.test' } })
  })
  afterAll(() => t.close())

  it('stores a report (201) and enqueues exactly one mail to support in the same transaction', async () => {
    const c = await t.signIn()
    const res = await c.post('/api/support/report-bug', {
      title: 'Calendar does not load',
      description: 'Open /events, switch to week view, nothing shows.',
      priority: 'high',
      pageUrl: 'http://localhost/events',
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Thank you! Our support team will review your report shortly.')
    const [stored] = await t.db.select().from(bugReports).where(eq(bugReports.id, res.body.id))
    expect(stored).toMatchObject({
      title: 'Calendar does not load',
      priority: 'high',
      pageUrl: 'http://localhost/events',
      userId: c.user.id,
    })
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, 'bug-report'))
    const mine = mails.filter((m) => m.payload.bugReportId === res.body.id)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      channel: 'email',
      recipient: 'help-desk@example.test',
      status: 'pending',
    })
    expect(mine[0].subject).toContain('Calendar does not load')
  })

  it('accepts a signed-out visitor and defaults the priority to medium', async () => {
    const res = await t.client().post('/api/support/report-bug', {
      title: 'Typo',
      description: 'The footer says Cradel instead of Cradle.',
    })
    expect(res.status).toBe(201)
    const [stored] = await t.db.select().from(bugReports).where(eq(bugReports.id, res.body.id))
    expect(stored.priority).toBe('medium')
    expect(stored.userId).toBeNull()
  })

  it('refuses bad input with 400 and the field messages, storing and mailing nothing', async () => {
    const before = (await t.db.select().from(outbox)).length
    const res = await t.client().post('/api/support/report-bug', {
      title: '   ',
      description: 'too short',
      priority: 'critical',
    })
    expect(res.status).toBe(400)
    const byPath = Object.fromEntries(
      (res.body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    )
    expect(byPath).toEqual({
      title: 'Title is required',
      description: 'Description must be at least 10 characters',
      priority: 'Priority must be low, medium, high or urgent',
    })
    // A field left out entirely reads the same as an empty one.
    const missing = await t.client().post('/api/support/report-bug', {})
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'description', message: 'Description is required' },
      ]),
    )
    expect((await t.db.select().from(outbox)).length).toBe(before)
  })
})
