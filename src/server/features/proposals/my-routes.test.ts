import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider } from '../../../../test/factories'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { eventProposals, providers } from '../../db/schema'
import { createProposal } from './test-helpers'

const submission = {
  eventName: 'Partner Prep Night',
  serviceType: 'Partner / Co-parent Session',
  description: 'What partners can do in the first weeks.',
  targetAudience: 'Partners',
  preferredDates: ['2030-05-02'],
  durationMinutes: 60,
  maximumCapacity: 12,
  costPerRegistration: 0,
  learningObjectives: 'Practical support skills',
  engagementApproach: 'Discussion and role play',
  targetMarketTags: ['partners'],
  languages: ['English'],
  additionalNotes: 'Evenings work best',
}

describe.each(databaseKinds())('provider area API on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
    // Generous: the first PGlite template is built here, which is slow on a busy machine.
  }, 180_000)
  afterAll(() => t.close())

  it('links the account to the profile with its email on first use and lists its published events', async () => {
    const c = await t.signIn({ role: 'provider', email: 'Dana.Doula@example.test' })
    const profile = await createProvider(t.db, { email: 'dana.doula@example.test' })
    const other = await createProvider(t.db)
    const lead = await createEvent(t.db, {
      providerId: profile.id,
      title: 'Lead',
      imageUrl: '/demo/events/feeding.svg',
      zohoWebinarJoinUrl: 'https://zoho.example/join/lead',
    })
    const second = await createEvent(t.db, { providerId: other.id, provider2Id: profile.id, title: 'Second' })
    const third = await createEvent(t.db, { provider3Id: profile.id, title: 'Third', status: 'sold_out' })
    await createEvent(t.db, { providerId: profile.id, status: 'draft', title: 'Draft' })
    await createEvent(t.db, { providerId: other.id, title: 'Not mine' })
    const res = await c.get('/api/my-events')
    expect(res.status).toBe(200)
    expect(res.body.map((e: { id: string }) => e.id).sort()).toEqual([lead.id, second.id, third.id].sort())
    // The provider view's own fields (public spec, data section; issue 25.5).
    expect(res.body.find((e: { id: string }) => e.id === lead.id)).toMatchObject({
      bannerImageUrl: '/demo/events/feeding.svg',
      zohoWebinarJoinUrl: 'https://zoho.example/join/lead',
    })
    expect(res.body.find((e: { id: string }) => e.id === second.id)).toMatchObject({
      bannerImageUrl: null,
      zohoWebinarJoinUrl: null,
    })
    const [linked] = await t.db.select().from(providers).where(eq(providers.id, profile.id))
    expect(linked.userId).toBe(c.user.id)
  })

  it('shows an account with no profile no events', async () => {
    const c = await t.signIn({ role: 'provider' })
    expect((await c.get('/api/my-events')).body).toEqual([])
  })

  it('submits, lists (never with internal notes), edits, and answers Needs Info', async () => {
    const c = await t.signIn({ role: 'provider' })
    const profile = await createProvider(t.db, { userId: c.user.id })
    const created = await c.post('/api/my-proposals', submission)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ eventName: 'Partner Prep Night', status: 'pending', editable: true })
    const [row] = await t.db.select().from(eventProposals).where(eq(eventProposals.id, created.body.id))
    expect(row).toMatchObject({ providerId: profile.id, submittedByUserId: c.user.id, status: 'submitted' })

    await t.db
      .update(eventProposals)
      .set({
        status: 'needs_info',
        reviewNotes: 'Which evenings?',
        internalNotes: 'TOP-SECRET',
        reviewedAt: new Date(),
      })
      .where(eq(eventProposals.id, row.id))
    const listed = await c.get('/api/my-proposals')
    expect(listed.status).toBe(200)
    expect(listed.text).not.toContain('TOP-SECRET')
    expect(listed.text).not.toContain('internalNotes')
    expect(listed.body[0]).toMatchObject({
      reviewNotes: 'Which evenings?',
      needsInfo: true,
      status: 'pending',
    })

    const answered = await c.patch(`/api/my-proposals/${row.id}`, { additionalNotes: 'Tuesdays 7pm' })
    expect(answered.status).toBe(200)
    expect(answered.body).toMatchObject({ additionalNotes: 'Tuesdays 7pm', needsInfo: false })
    const [after] = await t.db.select().from(eventProposals).where(eq(eventProposals.id, row.id))
    expect(after.status).toBe('submitted')
    expect(after.preferredDates).toEqual(['2030-05-02'])

    await t.db.update(eventProposals).set({ status: 'under_review' }).where(eq(eventProposals.id, row.id))
    const locked = await c.patch(`/api/my-proposals/${row.id}`, { eventName: 'Too late' })
    expect(locked.status).toBe(409)
  })

  it('maps statuses for the provider and hides other providers’ proposals', async () => {
    const c = await t.signIn({ role: 'provider' })
    const profile = await createProvider(t.db, { userId: c.user.id })
    await createProposal(t.db, { providerId: profile.id, status: 'approved', eventName: 'A' })
    await createProposal(t.db, { providerId: profile.id, status: 'declined', eventName: 'D' })
    await createProposal(t.db, { providerId: profile.id, status: 'under_review', eventName: 'U' })
    const foreign = await createProposal(t.db, { status: 'submitted' })
    const res = await c.get('/api/my-proposals')
    const byName = Object.fromEntries(
      res.body.map((p: { eventName: string; status: string }) => [p.eventName, p.status]),
    )
    expect(byName).toEqual({ A: 'approved', D: 'declined', U: 'pending' })
    expect((await c.patch(`/api/my-proposals/${foreign.id}`, { eventName: 'Mine now' })).status).toBe(404)
  })

  it('carries who the class is for from the proposal into the draft event (issue 31.3)', async () => {
    const c = await t.signIn({ role: 'provider' })
    await createProvider(t.db, { userId: c.user.id })
    const stageRange = { from: { phase: 'pregnant', value: 36 }, to: { phase: 'baby', value: 3 } }
    const backwards = await c.post('/api/my-proposals', {
      ...submission,
      stageRange: { from: stageRange.to, to: stageRange.from },
    })
    expect(backwards.status).toBe(400)
    expect(backwards.body.errors[0]).toMatchObject({
      message: 'The stage range must end at or after its start',
    })
    const created = await c.post('/api/my-proposals', { ...submission, stageRange })
    expect(created.body.stageRange).toEqual(stageRange)
    const admin = await t.signIn({ role: 'admin' })
    const approved = await admin.post(`/api/event-proposals/${created.body.id}/approve`)
    expect(approved.status).toBe(200)
    const event = await admin.get(`/api/events/${approved.body.event.id}`)
    expect(event.body.stageRange).toEqual(stageRange)
  })

  it('validates a submission with field messages', async () => {
    const c = await t.signIn({ role: 'provider' })
    const res = await c.post('/api/my-proposals', { ...submission, eventName: 'x', durationMinutes: 5 })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'eventName', message: 'Event name must be at least 3 characters' },
        { path: 'durationMinutes', message: 'Duration must be at least 15 minutes' },
      ]),
    )
  })

  it('is 401 signed out and 403 for parents', async () => {
    const anon = t.client()
    const parent = await t.signIn({ role: 'parent' })
    for (const c of [anon, parent]) {
      const expected = c === anon ? 401 : 403
      expect((await c.get('/api/my-events')).status).toBe(expected)
      expect((await c.get('/api/my-proposals')).status).toBe(expected)
      expect((await c.post('/api/my-proposals', submission)).status).toBe(expected)
    }
  })
})
