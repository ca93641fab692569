import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import {
  importCommits,
  loginAttempts,
  passwordResets,
  processedWebhooks,
  rateLimitHits,
  sessions,
} from '../db/schema'

const hoursAgo = (t: TestApp, h: number) => new Date(t.clock.now().getTime() - h * 3600_000)

describe.each(databaseKinds())('housekeeping on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('deletes long-ended sessions, old sign-in attempts, webhook records and rate-limit counters, and keeps the rest', async () => {
    const parent = await t.signIn()
    await t.db.insert(sessions).values([
      { id: 'hk-ended-2-days-ago', userId: parent.user.id, expiresAt: hoursAgo(t, 48) },
      { id: 'hk-ended-1-hour-ago', userId: parent.user.id, expiresAt: hoursAgo(t, 1) },
    ])
    // More than one delete batch (5 000) of old attempts, and one inside the window the limit reads.
    await t.db.execute(
      sql`insert into login_attempts (email, succeeded, created_at)
          select 'hk-' || g || '@example.com', false, ${hoursAgo(t, 30).toISOString()}::timestamptz
          from generate_series(1, 5003) g`,
    )
    await t.db.insert(loginAttempts).values({ email: 'hk-recent@example.com', succeeded: false })
    await t.db.insert(processedWebhooks).values([
      {
        id: 'evt_hk_old',
        source: 'stripe',
        type: 'payment_intent.succeeded',
        receivedAt: hoursAgo(t, 31 * 24),
      },
      { id: 'evt_hk_new', source: 'stripe', type: 'payment_intent.succeeded', receivedAt: hoursAgo(t, 24) },
    ])
    const oldImport = randomUUID()
    const newImport = randomUUID()
    await t.db.insert(importCommits).values([
      { id: oldImport, requestHash: 'x', createdAt: hoursAgo(t, 31 * 24) },
      { id: newImport, requestHash: 'y', createdAt: hoursAgo(t, 24) },
    ])

    await t.db.insert(rateLimitHits).values([
      { key: 'hk-window-over-2-hours-ago', hits: 3, resetsAt: hoursAgo(t, 2) },
      { key: 'hk-window-running', hits: 3, resetsAt: hoursAgo(t, -0.01) },
    ])

    const [oldReset, newReset] = await t.db
      .insert(passwordResets)
      .values([
        { userId: parent.user.id, createdAt: hoursAgo(t, 27), expiresAt: hoursAgo(t, 26) },
        { userId: parent.user.id, createdAt: hoursAgo(t, 2), expiresAt: hoursAgo(t, 1) },
      ])
      .returning({ id: passwordResets.id })

    await t.runTasks()

    const ids = (await t.db.select({ id: sessions.id }).from(sessions)).map((s) => s.id)
    expect(ids).not.toContain('hk-ended-2-days-ago')
    expect(ids).toContain('hk-ended-1-hour-ago')
    const emails = (await t.db.select({ email: loginAttempts.email }).from(loginAttempts)).map((a) => a.email)
    expect(emails.filter((e) => e.startsWith('hk-') && e !== 'hk-recent@example.com')).toEqual([])
    expect(emails).toContain('hk-recent@example.com')
    expect(emails).toContain(parent.user.email)
    const webhooks = (await t.db.select({ id: processedWebhooks.id }).from(processedWebhooks)).map(
      (w) => w.id,
    )
    expect(webhooks).toContain('evt_hk_new')
    expect(webhooks).not.toContain('evt_hk_old')
    const imports = (await t.db.select({ id: importCommits.id }).from(importCommits)).map((i) => i.id)
    expect(imports).toContain(newImport)
    expect(imports).not.toContain(oldImport)
    const counters = (await t.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((r) => r.key)
    expect(counters).toContain('hk-window-running')
    expect(counters).not.toContain('hk-window-over-2-hours-ago')
    const resets = (await t.db.select({ id: passwordResets.id }).from(passwordResets)).map((r) => r.id)
    expect(resets).toContain(newReset.id)
    expect(resets).not.toContain(oldReset.id)
    // The live session is untouched.
    expect((await parent.get('/api/auth/user')).status).toBe(200)
  })
})
