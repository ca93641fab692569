import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProvider } from '../../../../test/factories'
import type { HttpClient } from '../../../../test/http-client'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { PROPOSAL_STATUSES, PROPOSAL_TRANSITIONS, type ProposalStatus } from '../../../domain/proposals'
import { auditLog, eventProposals, events, outbox } from '../../db/schema'
import { createProposal } from './test-helpers'

const legal: [ProposalStatus, ProposalStatus][] = PROPOSAL_STATUSES.flatMap((from) =>
  PROPOSAL_TRANSITIONS[from].map((to) => [from, to] as [ProposalStatus, ProposalStatus]),
)
const illegal: [ProposalStatus, ProposalStatus][] = PROPOSAL_STATUSES.flatMap((from) =>
  PROPOSAL_STATUSES.filter((to) => !PROPOSAL_TRANSITIONS[from].includes(to)).map(
    (to) => [from, to] as [ProposalStatus, ProposalStatus],
  ),
)

describe.each(databaseKinds())('proposals inbox API on %s', (kind) => {
  let t: TestApp
  let admin: HttpClient & { user: { id: string } }
  let providerId: string
  beforeAll(async () => {
    t = await startTestApp({ kind })
    admin = await t.signIn({ role: 'admin' })
    providerId = (await createProvider(t.db, { email: 'told@example.test' })).id
    // Generous: the first PGlite template is built here, which is slow on a busy machine.
  }, 180_000)
  afterAll(() => t.close())

  it.each(legal)('moves %s → %s', async (from, to) => {
    const p = await createProposal(t.db, { status: from, providerId })
    const res = await admin.patch(`/api/event-proposals/${p.id}/status`, {
      status: to,
      reviewNotes: `Moved to ${to}`,
      internalNotes: 'staff eyes only',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: p.id,
      status: to,
      reviewNotes: `Moved to ${to}`,
      internalNotes: 'staff eyes only',
      reviewedByUserId: admin.user.id,
    })
    expect(res.body.reviewedAt).toEqual(expect.any(String))
    const [row] = await t.db.select().from(eventProposals).where(eq(eventProposals.id, p.id))
    expect(row.status).toBe(to)
    const notices = await t.db.select().from(outbox).where(eq(outbox.kind, 'proposal-status-changed'))
    const notice = notices.find((m) => m.payload.proposalId === p.id && m.payload.status === to)
    expect(notice?.recipient).toBe('told@example.test')
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, p.id))
    expect(audits.map((a) => a.action)).toContain('proposal.status_changed')
    if (to === 'approved') {
      const evs = await t.db.select().from(events).where(eq(events.proposalId, p.id))
      expect(evs).toHaveLength(1)
      expect(evs[0].status).toBe('draft')
    }
  })

  it.each(illegal)('refuses %s → %s with 409 naming both states', async (from, to) => {
    const p = await createProposal(t.db, { status: from })
    const res = await admin.patch(`/api/event-proposals/${p.id}/status`, { status: to, reviewNotes: 'x' })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(`Cannot change a proposal from ${from} to ${to}`)
    const [row] = await t.db.select().from(eventProposals).where(eq(eventProposals.id, p.id))
    expect(row.status).toBe(from)
  })

  it('refuses an unknown status with 400 and an unknown proposal with 404', async () => {
    const p = await createProposal(t.db)
    expect((await admin.patch(`/api/event-proposals/${p.id}/status`, { status: 'maybe' })).status).toBe(400)
    const missing = await admin.patch('/api/event-proposals/00000000-0000-4000-8000-000000000000/status', {
      status: 'declined',
    })
    expect(missing.status).toBe(404)
  })

  it('approve creates a draft event prefilled from the proposal and tells the provider', async () => {
    const provider = await createProvider(t.db, { email: 'nurse.kim@example.test', title: 'RN, IBCLC' })
    const p = await createProposal(t.db, { providerId: provider.id, status: 'under_review' })
    const res = await admin.post(`/api/event-proposals/${p.id}/approve`, { reviewNotes: 'Lovely idea' })
    expect(res.status).toBe(200)
    expect(res.body.proposal).toMatchObject({
      status: 'approved',
      reviewNotes: 'Lovely idea',
      eventId: res.body.event.id,
    })
    const [ev] = await t.db.select().from(events).where(eq(events.id, res.body.event.id))
    expect(ev).toMatchObject({
      title: 'Newborn Sleep Basics',
      eventType: 'Newborn Care Basics',
      status: 'draft',
      durationMinutes: 90,
      capacity: 30,
      priceCents: 2500,
      language: 'Spanish',
      timezone: 'America/Chicago',
      providerId: provider.id,
      providerName: `${provider.firstName} ${provider.lastName}`,
      providerRole: 'RN, IBCLC',
      proposalId: p.id,
    })
    expect(ev.description).toContain('Gentle, evidence-based sleep routines')
    expect(ev.description).toContain('Understand newborn sleep cycles.')
    // 2030-03-04 10:00 in Chicago is 16:00 UTC (standard time).
    expect(ev.startsAt.toISOString()).toBe('2030-03-04T16:00:00.000Z')
    const [notice] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'nurse.kim@example.test'))
    expect(notice).toMatchObject({
      kind: 'proposal-status-changed',
      payload: { proposalId: p.id, status: 'approved' },
    })
    const draftRead = await admin.get(`/api/events/${res.body.event.id}`)
    expect(draftRead.status).toBe(200)
    expect(draftRead.body.status).toBe('draft')
  })

  it('approve falls back to 30 days ahead when there is no date', async () => {
    const p = await createProposal(t.db, { preferredDates: [], eventDate: null })
    const res = await admin.post(`/api/event-proposals/${p.id}/approve`)
    expect(res.status).toBe(200)
    const [ev] = await t.db.select().from(events).where(eq(events.id, res.body.event.id))
    const days = (ev.startsAt.getTime() - t.clock.now().getTime()) / 86_400_000
    expect(days).toBeGreaterThanOrEqual(30)
    expect(days).toBeLessThan(30.1)
  })

  it("approves with no body and no content type, as the spec's API table says (body: none)", async () => {
    const p = await createProposal(t.db)
    // A bare POST, as curl -X POST or fetch without a body sends it.
    const res = await admin.request('POST', `/api/event-proposals/${p.id}/approve`)
    expect(res.status).toBe(200)
    expect(res.body.event.id).toEqual(expect.any(String))
    // An explicit JSON null is the same as no body.
    const q = await createProposal(t.db)
    const nul = await admin.request('POST', `/api/event-proposals/${q.id}/approve`, 'null', {
      'content-type': 'application/json',
    })
    expect(nul.status).toBe(200)
    // A client that sends the JSON header with every call, and no body.
    const r = await createProposal(t.db)
    const empty = await admin.request('POST', `/api/event-proposals/${r.id}/approve`, '', {
      'content-type': 'application/json',
    })
    expect(empty.status).toBe(200)
  })

  it('approve clicked twice at once creates exactly one event', async () => {
    const p = await createProposal(t.db)
    const results = await Promise.all(
      Array.from({ length: 6 }, () => admin.post(`/api/event-proposals/${p.id}/approve`)),
    )
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200))
    const ids = new Set(results.map((r) => r.body.event.id))
    expect(ids.size).toBe(1)
    expect(await t.db.select().from(events).where(eq(events.proposalId, p.id))).toHaveLength(1)
  })

  it('approve of a declined proposal is 409', async () => {
    const p = await createProposal(t.db, { status: 'declined' })
    const res = await admin.post(`/api/event-proposals/${p.id}/approve`)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Cannot change a proposal from declined to approved')
  })

  it('lists every field for admins, with a status filter', async () => {
    const p = await createProposal(t.db, {
      status: 'needs_info',
      internalNotes: 'secret',
      reviewNotes: 'Add dates',
    })
    const all = await admin.get('/api/event-proposals')
    expect(all.status).toBe(200)
    const found = all.body.find((x: { id: string }) => x.id === p.id)
    expect(found).toMatchObject({
      internalNotes: 'secret',
      reviewNotes: 'Add dates',
      costPerRegistration: 2500,
    })
    const filtered = await admin.get('/api/event-proposals?status=needs_info')
    expect(filtered.body.every((x: { status: string }) => x.status === 'needs_info')).toBe(true)
    expect(filtered.body.some((x: { id: string }) => x.id === p.id)).toBe(true)
  })

  it('serves ?status=coming_soon publicly in the public shape, never with internal notes', async () => {
    const low = await createProposal(t.db, {
      status: 'coming_soon',
      voteCount: 2,
      internalNotes: 'secret-cs',
    })
    const high = await createProposal(t.db, {
      status: 'coming_soon',
      voteCount: 9,
      internalNotes: 'secret-cs',
    })
    for (const c of [t.client(), await t.signIn({ role: 'parent' }), admin]) {
      const res = await c.get('/api/event-proposals?status=coming_soon')
      expect(res.status).toBe(200)
      expect(res.text).not.toContain('secret-cs')
      expect(res.text).not.toContain('internalNotes')
      expect(res.text).not.toContain('reviewNotes')
      const ids = res.body.map((x: { id: string }) => x.id)
      expect(ids.indexOf(high.id)).toBeLessThan(ids.indexOf(low.id))
      expect(res.body[0]).toMatchObject({ status: 'coming_soon' })
    }
  })

  it('keeps the admin shape when every proposal is coming soon', async () => {
    const isolated = await startTestApp({ kind })
    try {
      await createProposal(isolated.db, { status: 'coming_soon', internalNotes: 'still-here' })
      const res = await (await isolated.signIn({ role: 'admin' })).get('/api/event-proposals')
      expect(res.body[0]).toMatchObject({ status: 'coming_soon', internalNotes: 'still-here' })
    } finally {
      await isolated.close()
    }
  })

  it('is 401 signed out and 403 for parents and providers', async () => {
    const p = await createProposal(t.db)
    const calls = (c: HttpClient) => [
      c.get('/api/event-proposals'),
      c.get('/api/event-proposals?status=submitted'),
      c.patch(`/api/event-proposals/${p.id}/status`, { status: 'declined' }),
      c.post(`/api/event-proposals/${p.id}/approve`),
    ]
    for (const r of await Promise.all(calls(t.client()))) expect(r.status).toBe(401)
    for (const role of ['parent', 'provider'] as const) {
      const c = await t.signIn({ role })
      for (const r of await Promise.all(calls(c))) expect(r.status).toBe(403)
    }
  })
})
