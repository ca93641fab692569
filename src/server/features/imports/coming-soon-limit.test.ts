import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { eventProposals } from '../../db/schema'

const IDEAS = ['Sleep', 'Swaddling', 'Bathing', 'Feeding', 'Babywearing', 'Massage', 'Reflux', 'Teething']

/** `n` distinct class ideas, one per line, the way an admin pastes them. */
const pastedIdeas = (n: number) =>
  Array.from({ length: n }, (_, i) => `- ${IDEAS[i % IDEAS.length]} Circle ${i + 1}`).join('\n')

const asRow = ({ errors: _e, ...row }: Record<string, unknown>) => row

/** Imported ideas wait in the inbox as submitted until an admin reviews them (issue 27). */
const countImported = async (t: TestApp) =>
  (await t.db.select().from(eventProposals).where(eq(eventProposals.status, 'submitted'))).length

// The Class Import page sends one call per class (admin.md §7). The real, unscaled limits apply here.
describe.each(databaseKinds())('class import of a large batch on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, env: { RATE_LIMIT_FACTOR: '1' } })
  })
  afterAll(() => t?.close())

  it('creates every one of 200 pasted classes, not just the first 20', { timeout: 90_000 }, async () => {
    const admin = await t.signIn({ role: 'admin' })
    const preview = await admin.post('/api/admin/ai-import-classes', { text: pastedIdeas(200) })
    expect(preview.status).toBe(200)
    expect(preview.body.classes).toHaveLength(200)
    const statuses: number[] = []
    for (const c of preview.body.classes) {
      statuses.push((await admin.post('/api/admin/event-proposals/coming-soon', asRow(c))).status)
    }
    expect(statuses.filter((s) => s !== 201)).toEqual([])
    expect(await countImported(t)).toBe(200)
  })
})

describe.each(databaseKinds())('class import limit on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    // Factor 0.1: two sign-ins per minute from this address, and 100 classes per admin per minute.
    t = await startTestApp({ kind, env: { RATE_LIMIT_FACTOR: '0.1' } })
  })
  afterAll(() => t?.close())

  it('answers 429 with Retry-After past the per-admin budget, without blocking another admin', async () => {
    const first = await t.signIn({ role: 'admin' })
    const second = await t.signIn({ role: 'admin' })
    const row = { eventName: 'Limit Check Class', serviceType: 'Skills Lab', price: '0.00' }
    const statuses: number[] = []
    for (let i = 0; i < 100; i++)
      statuses.push((await first.post('/api/admin/event-proposals/coming-soon', row)).status)
    expect(statuses.filter((s) => s !== 201)).toEqual([])

    const refused = await first.post('/api/admin/event-proposals/coming-soon', row)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body.message).toMatch(/Too many requests/)
    // The budget is the admin's, not the office's shared address.
    expect((await second.post('/api/admin/event-proposals/coming-soon', row)).status).toBe(201)
    expect(await countImported(t)).toBe(101)
  })
})
