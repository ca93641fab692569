import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProvider } from '../../../../test/factories'
import { startTestApp, type TestApp, TestClock } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { eventProposals, events } from '../../db/schema'

// Friday 2026-02-20 in Chicago.
const NOW = new Date('2026-02-20T15:00:00Z')

describe.each(databaseKinds())('import preview on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, clock: new TestClock(NOW) })
  })
  afterAll(() => t.close())

  it('reads a provider named like a weekday, links the draft to that one provider, and lists the line it could not read', async () => {
    const thu = await createProvider(t.db, { firstName: 'Thu', lastName: 'Nguyen', title: 'Pediatric NP' })
    const admin = await t.signIn({ role: 'admin' })
    const text = `Infant CPR Basics with Thu Nguyen, PNP - Tue Jan 12, 7pm CT
Bad line with no date at all`
    const preview = await admin.post('/api/admin/ai-bulk-import', { text, type: 'events' })
    expect(preview.status).toBe(200)
    expect(preview.body.events).toHaveLength(1)
    expect(preview.body.events[0]).toMatchObject({
      title: 'Infant CPR Basics',
      description: '',
      date: '2027-01-12T19:00',
      providerName: 'Thu Nguyen',
      providerRole: 'PNP',
      errors: [{ path: 'description', message: 'Description must be at least 20 characters' }],
    })
    expect(preview.body.unread).toEqual(['Bad line with no date at all'])

    const { errors: _e, duplicateOf: _d, ...row } = preview.body.events[0]
    const res = await admin.post('/api/admin/import/commit', {
      importId: randomUUID(),
      events: [{ ...row, description: 'Hands-on infant CPR and choking response for parents.' }],
    })
    expect(res.body).toEqual({ created: { providers: 0, events: 1 }, skipped: [] })
    const [e] = await t.db.select().from(events).where(eq(events.title, 'Infant CPR Basics'))
    expect(e).toMatchObject({ providerId: thu.id, providerName: 'Thu Nguyen', status: 'draft' })
  })

  it('answers a paste of one very long line with a preview, not a 500 (found by the fuzzer)', async () => {
    const admin = await t.signIn({ role: 'admin' })
    for (const path of ['/api/admin/ai-import-classes', '/api/admin/ai-bulk-import']) {
      const res = await admin.post(path, { text: 'é'.repeat(50_000), type: 'both' })
      expect(res.status, path).toBe(200)
    }
  })

  it('flags a relative date for the admin instead of guessing it (issue 27)', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const preview = await admin.post('/api/admin/ai-bulk-import', {
      text: 'Newborn Bath Time with Hana Sato, RN - next Thursday 10am CT',
      type: 'events',
    })
    expect(preview.body.events[0]).toMatchObject({ title: 'Newborn Bath Time', date: '' })
    expect(preview.body.events[0].warning).toBe(
      'The text gives a relative date ("next Thursday 10am CT"): enter the date.',
    )
    expect(preview.body.events[0].errors).toContainEqual({
      path: 'date',
      message: expect.stringMatching(/date/i),
    })
  })

  it('flags class ideas that are already coming soon, and lists an idea with no price at 0.00', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const text = '- Preview Dup Sleep Talk\n- Preview Fresh Idea, $15'
    const first = await admin.post('/api/admin/ai-import-classes', { text })
    expect(first.body.classes.map((c: { duplicateOf: string | null }) => c.duplicateOf)).toEqual([null, null])
    const { errors: _e, duplicateOf: _d, ...idea } = first.body.classes[0]
    // No price in the text: blank in the preview, listed at 0.00.
    expect(idea.price).toBe('')
    expect(first.body.classes[0].errors).toEqual([])
    const created = await admin.post('/api/admin/event-proposals/coming-soon', idea)
    expect(created.status).toBe(201)
    expect(created.body.costPerRegistration).toBe(0)

    const again = await admin.post('/api/admin/ai-import-classes', { text: text.toUpperCase() })
    expect(again.body.classes.map((c: { duplicateOf: string | null }) => c.duplicateOf)).toEqual([
      created.body.id,
      null,
    ])
    // Only coming-soon classes count: once it is archived, the idea may come back.
    await t.db
      .update(eventProposals)
      .set({ status: 'archived' })
      .where(eq(eventProposals.id, created.body.id))
    const later = await admin.post('/api/admin/ai-import-classes', { text })
    expect(later.body.classes[0].duplicateOf).toBeNull()
  })
})
