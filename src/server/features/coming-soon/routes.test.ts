import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../../test/factories'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import type { Db } from '../../db/client'
import { eventProposals } from '../../db/schema'

async function createProposal(db: Db, overrides: Partial<typeof eventProposals.$inferInsert> = {}) {
  const [row] = await db
    .insert(eventProposals)
    .values({
      eventName: 'Sleep for Toddlers',
      serviceType: 'Skills Lab',
      status: 'coming_soon',
      costPerRegistrationCents: 2550,
      durationMinutes: 90,
      learningObjectives: 'Build a calm bedtime routine',
      ...overrides,
    })
    .returning()
  return row
}

const countOf = async (db: Db, id: string) =>
  (await db.select().from(eventProposals).where(eq(eventProposals.id, id)))[0].voteCount

describe.each(databaseKinds())('coming soon and votes on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('lists only coming-soon proposals, most votes first, ties by newest', async () => {
    const old = await createProposal(t.db, { voteCount: 3, submittedAt: new Date('2030-01-01T00:00:00Z') })
    const newer = await createProposal(t.db, { voteCount: 3, submittedAt: new Date('2030-02-01T00:00:00Z') })
    const top = await createProposal(t.db, { voteCount: 9 })
    const hidden = await createProposal(t.db, { status: 'submitted', internalNotes: 'staff only' })
    const res = await t.client().get('/api/event-proposals/coming-soon')
    expect(res.status).toBe(200)
    const ids = res.body.map((p: { id: string }) => p.id)
    expect(ids.filter((id: string) => [old.id, newer.id, top.id].includes(id))).toEqual([
      top.id,
      newer.id,
      old.id,
    ])
    expect(ids).not.toContain(hidden.id)
    expect(res.text).not.toContain('staff only')
    expect(res.body.find((p: { id: string }) => p.id === top.id)).toMatchObject({
      costPerRegistration: 2550,
      durationMinutes: 90,
      status: 'coming_soon',
      hasVoted: false,
    })
  })

  it('asks anonymous voters to sign in, and answers 404 and 409 by the proposal', async () => {
    const p = await createProposal(t.db)
    const anon = t.client()
    expect((await anon.post(`/api/event-proposals/${p.id}/vote`)).status).toBe(401)
    expect((await anon.delete(`/api/event-proposals/${p.id}/vote`)).status).toBe(401)
    expect((await anon.get(`/api/event-proposals/${p.id}/vote-status`)).body).toEqual({
      voteCount: 0,
      hasVoted: false,
    })
    const parent = await t.signIn({ role: 'parent' })
    expect((await parent.post('/api/event-proposals/00000000-0000-4000-8000-000000000000/vote')).status).toBe(
      404,
    )
    expect((await parent.post('/api/event-proposals/bad/vote')).status).toBe(404)
    const closed = await createProposal(t.db, { status: 'approved' })
    const res = await parent.post(`/api/event-proposals/${closed.id}/vote`)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Voting is only open for coming-soon classes')
    expect((await parent.get(`/api/event-proposals/${closed.id}/vote-status`)).status).toBe(404)
  })

  it('counts a vote once however often it is cast, and unvoting a non-vote is harmless', async () => {
    const p = await createProposal(t.db)
    const parent = await t.signIn({ role: 'parent' })
    expect((await parent.delete(`/api/event-proposals/${p.id}/vote`)).body).toEqual({
      voteCount: 0,
      hasVoted: false,
    })
    expect((await parent.post(`/api/event-proposals/${p.id}/vote`)).body).toEqual({
      voteCount: 1,
      hasVoted: true,
    })
    expect((await parent.post(`/api/event-proposals/${p.id}/vote`)).body).toEqual({
      voteCount: 1,
      hasVoted: true,
    })
    expect((await parent.get(`/api/event-proposals/${p.id}/vote-status`)).body).toEqual({
      voteCount: 1,
      hasVoted: true,
    })
    const listed = (await parent.get('/api/event-proposals/coming-soon')).body.find(
      (x: { id: string }) => x.id === p.id,
    )
    expect(listed).toMatchObject({ voteCount: 1, hasVoted: true })
    expect((await parent.delete(`/api/event-proposals/${p.id}/vote`)).body).toEqual({
      voteCount: 0,
      hasVoted: false,
    })
    expect((await parent.delete(`/api/event-proposals/${p.id}/vote`)).body).toEqual({
      voteCount: 0,
      hasVoted: false,
    })
    expect(await countOf(t.db, p.id)).toBe(0)
  })

  it('lets any signed-in role vote', async () => {
    const p = await createProposal(t.db)
    for (const role of ['parent', 'provider', 'admin'] as const) {
      const c = await t.signIn({ role })
      expect((await c.post(`/api/event-proposals/${p.id}/vote`)).status).toBe(200)
    }
    expect(await countOf(t.db, p.id)).toBe(3)
  })

  it('stays exact under 50 parallel voters and parallel double clicks', async () => {
    const p = await createProposal(t.db)
    const clients = await Promise.all(
      Array.from({ length: 50 }, async () => t.signIn(await createUser(t.db, { role: 'parent' }))),
    )
    const results = await Promise.all(
      clients.flatMap((c) => [
        c.post(`/api/event-proposals/${p.id}/vote`),
        c.post(`/api/event-proposals/${p.id}/vote`),
      ]),
    )
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(await countOf(t.db, p.id)).toBe(50)
    const unvotes = await Promise.all(
      clients
        .slice(0, 20)
        .flatMap((c) => [
          c.delete(`/api/event-proposals/${p.id}/vote`),
          c.delete(`/api/event-proposals/${p.id}/vote`),
        ]),
    )
    expect(unvotes.every((r) => r.status === 200)).toBe(true)
    expect(await countOf(t.db, p.id)).toBe(30)
  })
})
