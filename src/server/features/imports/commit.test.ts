import { randomUUID } from 'node:crypto'
import { eq, ilike, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProvider } from '../../../../test/factories'
import { startTestApp, type TestApp, TestClock } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import type { EventDraft, ProviderDraft } from '../../../domain/imports'
import { auditLog, events, providers } from '../../db/schema'

const NOW = new Date('2026-02-20T15:00:00Z')

const eventRow = (overrides: Partial<EventDraft> = {}): EventDraft => ({
  title: 'Breastfeeding Basics',
  description: 'Latch, positions and knowing your baby is getting enough.',
  eventType: 'Feeding & Lactation',
  date: '2026-03-03T18:30',
  timezone: 'America/Chicago',
  duration: '90',
  price: '25.00',
  capacity: '20',
  language: 'English',
  providerName: 'TBD',
  providerRole: 'To Be Assigned',
  providerEmail: '',
  ...overrides,
})

const providerRow = (overrides: Partial<ProviderDraft> = {}): ProviderDraft => ({
  firstName: 'Keisha',
  lastName: 'Brown',
  title: 'Psychologist',
  bio: 'Perinatal mental health.',
  credentials: ['PsyD'],
  specialties: [],
  languages: ['English'],
  email: '',
  phone: '',
  ...overrides,
})

describe.each(databaseKinds())('import commit on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, clock: new TestClock(NOW) })
  })
  afterAll(() => t.close())

  const countEvents = async (prefix: string) =>
    (
      await t.db
        .select({ id: events.id })
        .from(events)
        .where(ilike(events.title, `${prefix}%`))
    ).length
  const countProviders = async (lastName: string) =>
    (await t.db.select({ id: providers.id }).from(providers).where(eq(providers.lastName, lastName))).length

  it('answers a repeated import id with the stored result and creates nothing more', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const body = {
      importId: randomUUID(),
      providers: [providerRow({ lastName: 'Retry', email: 'retry@example.com' })],
      events: [eventRow({ title: 'Retry Class A' }), eventRow({ title: 'Retry Class B', price: 'ten' })],
    }
    const first = await admin.post('/api/admin/import/commit', body)
    expect(first.status).toBe(200)
    expect(first.body.created).toEqual({ providers: 1, events: 1 })
    const again = await admin.post('/api/admin/import/commit', body)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(await countEvents('Retry Class')).toBe(1)
    expect(await countProviders('Retry')).toBe(1)
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'import.commit' and ${auditLog.entityId} = ${body.importId}`)
    expect(audits).toHaveLength(1)
  })

  it('creates the rows once when two commits with the same id arrive at once', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const other = await t.signIn({ role: 'admin' })
    const body = {
      importId: randomUUID(),
      providers: [providerRow({ lastName: 'Twice', email: 'twice@example.com' })],
      events: Array.from({ length: 20 }, (_, i) => eventRow({ title: `Twice Class ${i + 1}` })),
    }
    const [a, b] = await Promise.all([
      admin.post('/api/admin/import/commit', body),
      other.post('/api/admin/import/commit', body),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body).toEqual(b.body)
    expect(a.body.created).toEqual({ providers: 1, events: 20 })
    expect(await countEvents('Twice Class')).toBe(20)
    expect(await countProviders('Twice')).toBe(1)
  })

  it('refuses an import id reused with other rows', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const importId = randomUUID()
    await admin.post('/api/admin/import/commit', { importId, events: [eventRow({ title: 'Reuse One' })] })
    const res = await admin.post('/api/admin/import/commit', {
      importId,
      events: [eventRow({ title: 'Reuse Two' })],
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/already/)
    expect(await countEvents('Reuse Two')).toBe(0)
  })

  it('skips rows that duplicate existing ones at commit time, unless the admin kept them', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const rows = {
      providers: [providerRow({ lastName: 'Again', email: 'again@example.com' })],
      events: [eventRow({ title: 'Again Class' })],
    }
    const first = await admin.post('/api/admin/import/commit', { importId: randomUUID(), ...rows })
    expect(first.body.created).toEqual({ providers: 1, events: 1 })
    // A second preview of the same paste (another tab, or a re-parse) imported again.
    const second = await admin.post('/api/admin/import/commit', { importId: randomUUID(), ...rows })
    expect(second.body.created).toEqual({ providers: 0, events: 0 })
    expect(second.body.skipped).toEqual([
      {
        index: 0,
        kind: 'provider',
        reason: expect.stringMatching(/already exists/),
        duplicateOf: expect.any(String),
      },
      {
        index: 0,
        kind: 'event',
        reason: expect.stringMatching(/already exists/),
        duplicateOf: expect.any(String),
      },
    ])
    const kept = await admin.post('/api/admin/import/commit', {
      importId: randomUUID(),
      events: [{ ...rows.events[0], keepDuplicate: true }],
    })
    expect(kept.body).toEqual({ created: { providers: 0, events: 1 }, skipped: [] })
    expect(await countEvents('Again Class')).toBe(2)
    expect(await countProviders('Again')).toBe(1)
  })

  it('creates a paste once when two previews of it are committed at the same time', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const rows = { events: Array.from({ length: 10 }, (_, i) => eventRow({ title: `Two Tabs ${i + 1}` })) }
    const [a, b] = await Promise.all([
      admin.post('/api/admin/import/commit', { importId: randomUUID(), ...rows }),
      admin.post('/api/admin/import/commit', { importId: randomUUID(), ...rows }),
    ])
    expect(a.body.created.events + b.body.created.events).toBe(10)
    expect(a.body.skipped.length + b.body.skipped.length).toBe(10)
    expect(await countEvents('Two Tabs')).toBe(10)
  })

  it('refuses more than 1000 rows per list with a message the page can show', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const res = await admin.post('/api/admin/import/commit', {
      importId: randomUUID(),
      events: Array.from({ length: 1001 }, (_, i) => eventRow({ title: `Too Many ${i}` })),
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/At most 1000 events can be imported at once/)
  })

  it('leaves an event unlinked when two providers share its name, and says so in the preview', async () => {
    await createProvider(t.db, { firstName: 'Dana', lastName: 'Twin', title: 'Doula' })
    await createProvider(t.db, { firstName: 'Dana', lastName: 'Twin', title: 'Midwife' })
    const admin = await t.signIn({ role: 'admin' })
    const preview = await admin.post('/api/admin/ai-bulk-import', {
      text: 'Sleep Talk with Dana Twin - March 4, 6pm CT, 60 min, $20',
      type: 'events',
    })
    expect(preview.body.events[0]).toMatchObject({ providerName: 'Dana Twin' })
    expect(preview.body.events[0].warning).toMatch(/2 providers are named "Dana Twin"/)
    const res = await admin.post('/api/admin/import/commit', {
      importId: randomUUID(),
      events: [eventRow({ title: 'Twin Talk', providerName: 'Dana Twin', providerRole: 'Doula' })],
    })
    expect(res.body.created.events).toBe(1)
    const [e] = await t.db.select().from(events).where(eq(events.title, 'Twin Talk'))
    expect(e).toMatchObject({ providerId: null, providerName: 'Dana Twin', providerRole: 'Doula' })
  })

  it("links an event to the one provider of that name and copies the provider's details, keeping the typed role", async () => {
    const p = await createProvider(t.db, {
      firstName: 'Ines',
      lastName: 'Solo',
      title: 'Lactation Consultant',
      email: 'ines@example.com',
      bio: 'Feeding support for twenty years.',
      profilePhotoUrl: 'https://example.com/ines.jpg',
    })
    const admin = await t.signIn({ role: 'admin' })
    const preview = await admin.post('/api/admin/ai-bulk-import', {
      text: 'Latch Clinic with Ines Solo - March 4, 6pm CT, 60 min, $20',
      type: 'events',
    })
    expect(preview.body.events[0].warning).toBeUndefined()
    await admin.post('/api/admin/import/commit', {
      importId: randomUUID(),
      events: [eventRow({ title: 'Solo Latch', providerName: 'ines solo', providerRole: 'IBCLC' })],
    })
    // The role the admin typed and reviewed in the preview is kept; the rest comes from the profile.
    const [e] = await t.db.select().from(events).where(eq(events.title, 'Solo Latch'))
    expect(e).toMatchObject({
      providerId: p.id,
      providerName: 'Ines Solo',
      providerRole: 'IBCLC',
      providerEmail: 'ines@example.com',
      providerBio: 'Feeding support for twenty years.',
      providerPhotoUrl: 'https://example.com/ines.jpg',
    })
  })
})
