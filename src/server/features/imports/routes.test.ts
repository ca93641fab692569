import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider } from '../../../../test/factories'
import { startTestApp, type TestApp, TestClock } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import type { EventDraft } from '../../../domain/imports'
import { auditLog, eventProposals, events, providers } from '../../db/schema'

const NOW = new Date('2026-02-20T15:00:00Z')

function eventRow(overrides: Partial<EventDraft> = {}): EventDraft {
  return {
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
  }
}

describe.each(databaseKinds())('import API on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, clock: new TestClock(NOW) })
  })
  afterAll(() => t.close())

  const endpoints: [string, unknown][] = [
    ['/api/admin/ai-bulk-import', { text: 'x', type: 'events' }],
    ['/api/admin/ai-import-classes', { text: 'x' }],
    ['/api/admin/event-proposals/coming-soon', {}],
    ['/api/admin/import/commit', {}],
    ['/api/admin/import/extract-text', {}],
  ]

  it('answers 401 signed out and 403 to parents and providers, on every import call', async () => {
    const parent = await t.signIn({ role: 'parent' })
    const provider = await t.signIn({ role: 'provider' })
    for (const [path, body] of endpoints) {
      expect((await t.client().post(path, body)).status, path).toBe(401)
      expect((await parent.post(path, body)).status, path).toBe(403)
      expect((await provider.post(path, body)).status, path).toBe(403)
    }
  })

  it('refuses blank text with the spec message and text over 200 KB with 413', async () => {
    const admin = await t.signIn({ role: 'admin' })
    for (const path of ['/api/admin/ai-bulk-import', '/api/admin/ai-import-classes']) {
      const blank = await admin.post(path, { text: '  \n\t ', type: 'events' })
      expect(blank.status).toBe(400)
      expect(blank.body).toEqual({
        message: 'Please paste some text to parse',
        errors: [{ path: 'text', message: 'Please paste some text to parse' }],
      })
      const big = await admin.post(path, { text: 'a'.repeat(200 * 1024 + 1), type: 'events' })
      expect(big.status).toBe(413)
      expect(big.body.message).toMatch(/200 KB/)
    }
  })

  it('previews parsed rows without saving, with field errors and duplicates flagged', async () => {
    const existing = await createProvider(t.db, {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.com',
    })
    const dupEvent = await createEvent(t.db, {
      title: 'Newborn Care 101',
      startsAt: new Date('2026-03-05T00:00:00Z'), // 6pm Chicago on March 4
    })
    const admin = await t.signIn({ role: 'admin' })
    const text = `Name,Title,Email,Bio
Maria Lopez,Lactation Consultant,other@example.com,Twenty years of helping parents.
Sam Rivera,Doula,sam@example.com,

Newborn Care 101 with Ana García, RN - March 4, 6pm CT, 60 min, $20
Hi - tomorrow 7pm, $ten`
    const before = (await t.db.select().from(events)).length
    const res = await admin.post('/api/admin/ai-bulk-import', { text, type: 'both' })
    expect(res.status).toBe(200)
    expect(res.body.source).toBe('parser')
    expect(res.body.providers).toHaveLength(2)
    expect(res.body.providers[0]).toMatchObject({ firstName: 'Maria', duplicateOf: existing.id, errors: [] })
    expect(res.body.providers[1].errors).toEqual([{ path: 'bio', message: 'Bio is required' }])
    expect(res.body.events[0]).toMatchObject({
      title: 'Newborn Care 101',
      date: '2026-03-04T18:00',
      providerName: 'Ana García',
      providerRole: 'RN',
      duplicateOf: dupEvent.id,
    })
    const messages = res.body.events[1].errors.map((e: { message: string }) => e.message)
    expect(messages).toContain('Title must be at least 3 characters')
    expect((await t.db.select().from(events)).length).toBe(before)
  })

  it('imports 50 events as drafts with the import defaults, in one call', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const rows = Array.from({ length: 50 }, (_, i) =>
      eventRow({
        title: `Batch Class ${i + 1}`,
        date: `2026-04-${String((i % 28) + 1).padStart(2, '0')}T18:00`,
      }),
    )
    const res = await admin.post('/api/admin/import/commit', { events: rows })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ created: { providers: 0, events: 50 }, skipped: [] })
    const list = (await admin.get('/api/events?limit=1000')).body.filter((e: { title: string }) =>
      e.title.startsWith('Batch Class '),
    )
    expect(list).toHaveLength(50)
    for (const e of list)
      expect(e).toMatchObject({ status: 'draft', timezone: 'America/Chicago', price: '25.00' })
    // Drafts stay hidden from the public.
    const pub = (await t.client().get('/api/events?limit=1000')).body
    expect(pub.some((e: { title: string }) => e.title.startsWith('Batch Class '))).toBe(false)
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'import.commit'))
    expect(audits.some((a) => (a.changes.eventIds as string[]).length === 50)).toBe(true)
  })

  it('skips and counts an invalid row with its reason, creating the rest', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const res = await admin.post('/api/admin/import/commit', {
      events: [
        eventRow({ title: 'Valid Import A' }),
        eventRow({ title: 'Valid Import B', price: 'twenty' }),
        eventRow({ title: 'Valid Import C', date: '2026-03-10' }),
      ],
    })
    expect(res.body.created.events).toBe(1)
    expect(res.body.skipped).toEqual([
      // The messages name their field already: no "price:" or "date:" prefix.
      { index: 1, kind: 'event', reason: 'Price must be a valid amount (e.g., 25.00)' },
      { index: 2, kind: 'event', reason: 'Date must be a date and time (YYYY-MM-DDTHH:mm)' },
    ])
  })

  it('reads who a class is for from a Stage column or the description, and saves it on the draft (issue 31.3)', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const text = `Title,Date,Time,Instructor,Stage,Description
Stage Reading Prep,March 12 2026,6pm,Ana Ruiz,third trimester,Getting ready for labor.
Stage Reading Sleep,March 13 2026,6pm,Ana Ruiz,,Sleep for babies 0-6 months and their parents.
Stage Reading Walk,March 14 2026,6pm,Ana Ruiz,whenever,A gentle walk together in the park with other families.`
    const res = await admin.post('/api/admin/ai-bulk-import', { text, type: 'events' })
    expect(res.body.events.map((e: { stage?: string }) => e.stage)).toEqual([
      '28–40 weeks pregnant',
      '0–6 months postpartum',
      'whenever',
    ])
    expect(res.body.events[2].errors).toEqual([
      {
        path: 'stage',
        message: 'Write a stage like “28–40 weeks pregnant” or “0–3 months postpartum”, or leave it empty',
      },
    ])
    const commit = await admin.post('/api/admin/import/commit', {
      events: [eventRow({ title: 'Stage Commit', stage: '36 weeks pregnant to 3 months postpartum' })],
    })
    expect(commit.body.created.events).toBe(1)
    const [saved] = await t.db.select().from(events).where(eq(events.title, 'Stage Commit'))
    expect(saved.stageRange).toEqual({
      from: { phase: 'pregnant', value: 36 },
      to: { phase: 'baby', value: 3 },
    })
  })

  it('stores a <script> title as text and returns it as text', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const title = '<script>alert("x")</script> Night'
    const res = await admin.post('/api/admin/import/commit', { events: [eventRow({ title })] })
    expect(res.body.created.events).toBe(1)
    const [row] = await t.db.select().from(events).where(eq(events.title, title))
    expect(row.title).toBe(title)
    const got = await admin.get(`/api/events/${row.id}`)
    expect(got.headers.get('content-type')).toMatch(/application\/json/)
    expect(got.body.title).toBe(title)
  })

  it('creates providers and links events to them by name, with times in their own zone', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const res = await admin.post('/api/admin/import/commit', {
      providers: [
        {
          firstName: 'Keisha',
          lastName: 'Brown',
          title: 'Psychologist',
          bio: 'Perinatal mental health.',
          credentials: ['PsyD'],
          specialties: [],
          languages: ['English'],
          email: 'keisha@example.com',
          phone: '',
        },
        {
          firstName: '',
          lastName: 'X',
          title: '',
          bio: '',
          credentials: [],
          specialties: [],
          languages: [],
          email: 'bad',
          phone: '',
        },
      ],
      events: [
        eventRow({ title: 'Linked Talk', providerName: 'Keisha Brown', timezone: 'America/New_York' }),
      ],
    })
    expect(res.body.created).toEqual({ providers: 1, events: 1 })
    expect(res.body.skipped[0]).toMatchObject({ index: 1, kind: 'provider' })
    const [p] = await t.db.select().from(providers).where(eq(providers.email, 'keisha@example.com'))
    const [e] = await t.db.select().from(events).where(eq(events.title, 'Linked Talk'))
    expect(e.providerId).toBe(p.id)
    expect(e.startsAt.toISOString()).toBe('2026-03-03T23:30:00.000Z')
    expect(e.status).toBe('draft')
  })

  it('parses class ideas, says where each field was read from, and saves one for review in the inbox', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const preview = await admin.post('/api/admin/ai-import-classes', {
      text: '- Babywearing Lab with Kim Ngo, CPST - 60 min, $20\n- Starting Solids',
    })
    expect(preview.status).toBe(200)
    expect(preview.body.classes).toHaveLength(2)
    expect(preview.body.classes[0].sources).toMatchObject({
      eventName: '- Babywearing Lab with Kim Ngo, CPST - 60 min, $20',
      price: '- Babywearing Lab with Kim Ngo, CPST - 60 min, $20',
    })
    const { errors: _e, duplicateOf: _d, sources: _s, ...first } = preview.body.classes[0]
    // Not on the public Coming Soon page until an admin has looked at it (issue 27).
    const created = await admin.post('/api/admin/event-proposals/coming-soon', first)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      eventName: 'Babywearing Lab',
      status: 'submitted',
      costPerRegistration: 2000,
    })
    const [row] = await t.db.select().from(eventProposals).where(eq(eventProposals.id, created.body.id))
    expect(row).toMatchObject({ status: 'submitted', providerFirstName: 'Kim', durationMinutes: 60 })
    const publicList = await t.client().get('/api/event-proposals/coming-soon')
    expect(JSON.stringify(publicList.body)).not.toContain('Babywearing Lab')

    // Published at once when the admin asks for it.
    const { errors: _e2, duplicateOf: _d2, sources: _s2, ...second } = preview.body.classes[1]
    const published = await admin.post('/api/admin/event-proposals/coming-soon', { ...second, publish: true })
    expect(published.body).toMatchObject({ eventName: 'Starting Solids', status: 'coming_soon' })
    const after = await t.client().get('/api/event-proposals/coming-soon')
    expect(JSON.stringify(after.body)).toContain('Starting Solids')
    const bad = await admin.post('/api/admin/event-proposals/coming-soon', { ...first, eventName: 'ab' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]).toEqual({ path: 'eventName', message: 'Title must be at least 3 characters' })
  })

  it('extracts text from a text file and refuses other types', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const ok = await admin.post('/api/admin/import/extract-text', {
      filename: 'schedule.csv',
      contentBase64: Buffer.from('Title,Date\nA,B').toString('base64'),
    })
    expect(ok.body).toEqual({ text: 'Title,Date\nA,B' })
    const pdf = await admin.post('/api/admin/import/extract-text', {
      filename: 'x.pdf',
      contentBase64: 'AAAA',
    })
    expect(pdf.status).toBe(415)
    const fakeDocx = await admin.post('/api/admin/import/extract-text', {
      filename: 'x.docx',
      contentBase64: 'AAAA',
    })
    expect(fakeDocx.status).toBe(415)
  })
})
