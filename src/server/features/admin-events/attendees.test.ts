import { eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createUser } from '../../../../test/factories'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { sessionCookieName } from '../../auth/routes'
import { auditLog, events, jobs, outbox, paymentIntents, registrations } from '../../db/schema'
import { createRenderer } from '../../notifications/render'
import { createRegistration } from './test-fixtures'

describe.each(databaseKinds())('attendees, export and delete on %s', (kind) => {
  let t: TestApp
  let admin: Awaited<ReturnType<TestApp['signIn']>>
  beforeAll(async () => {
    t = await startTestApp({ kind })
    admin = await t.signIn({ role: 'admin' })
  })
  // Decision R1: every test leaves each event's counts equal to its registrations and holds.
  afterEach(() => assertSeatInvariant(t.db))
  afterAll(() => t.close())

  const countsOf = async (id: string) => {
    const [row] = await t.db
      .select({ enrolled: events.enrolled, heldSeats: events.heldSeats })
      .from(events)
      .where(eq(events.id, id))
    return row
  }

  const download = (path: string, headers: Record<string, string> = {}) =>
    fetch(t.url + path, {
      headers: {
        cookie: `${sessionCookieName(t.config)}=${admin.cookie(sessionCookieName(t.config))}`,
        ...headers,
      },
    })

  // Issue 32: a link on another site made the admin's browser download the families' data and write an audit entry.
  it("refuses an export started from another site (403, nothing recorded); the page's own link works", async () => {
    const e = await createEvent(t.db)
    const exports = async () =>
      (await t.db.select().from(auditLog).where(eq(auditLog.entityId, e.id))).filter(
        (a) => a.action === 'event.export-registrations',
      ).length
    const path = `/api/events/${e.id}/export-registrations?format=csv`
    const refused = await download(path, { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'document' })
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toMatch(/another site/)
    expect(await exports()).toBe(0)
    const own = await download(path, { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' })
    expect(own.status).toBe(200)
    await own.text()
    expect(await exports()).toBe(1)
  })

  it('leaves phone numbers out unless asked for, and audits who exported which event with which columns (issue 33)', async () => {
    const e = await createEvent(t.db)
    const u = await createUser(t.db, { firstName: 'Pia', lastName: 'Phone', phone: '+13125550177' })
    await createRegistration(t.db, e.id, u.id)
    const plain = await (await download(`/api/events/${e.id}/export-registrations?format=csv`)).text()
    const [header, row] = plain
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header.split(',').slice(0, 3)).toEqual(['Attendee Name', 'Email', 'Role'])
    expect(row).not.toContain('555-0177')
    const asked = await (
      await download(`/api/events/${e.id}/export-registrations?format=csv&phone=true`)
    ).text()
    expect(asked).toContain('(312) 555-0177')
    const entries = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, e.id))).filter(
      (a) => a.action === 'event.export-registrations',
    )
    expect(entries).toHaveLength(2)
    for (const a of entries) expect(a.actorUserId).not.toBeNull()
    const columns = entries.map((a) => a.changes.columns as string[])
    expect(columns.map((c) => c.includes('Phone')).sort()).toEqual([false, true])
    expect(columns[0]).toContain('Email')
  })

  it('exports one XLSX row per registration with the right values: text kept as text, dates as dates', async () => {
    const e = await createEvent(t.db, { timezone: 'America/Chicago', priceCents: 2500 })
    const ana = await createUser(t.db, {
      firstName: '=HYPERLINK("http://evil.test","x")',
      lastName: '',
      phone: '+13125550100',
    })
    const ben = await createUser(t.db, { firstName: 'Ben', lastName: 'Baker' })
    const r1 = await createRegistration(t.db, e.id, ana.id, {
      paidCents: 2500,
      utmSource: 'newsletter',
      referrer: '@home',
      createdAt: new Date('2030-01-15T16:00:00Z'),
    })
    const r2 = await createRegistration(t.db, e.id, ben.id, { createdAt: new Date('2030-01-16T16:00:00Z') })
    await t.db
      .update(registrations)
      .set({ status: 'cancelled', cancelledAt: new Date('2030-01-17T23:30:00Z') })
      .where(eq(registrations.id, r2.id))
    await t.db
      .update(registrations)
      .set({ attendedAt: new Date('2030-01-20T16:05:00Z') })
      .where(eq(registrations.id, r1.id))
    await t.db.update(events).set({ enrolled: 1 }).where(eq(events.id, e.id))
    const res = await download(`/api/events/${e.id}/export-registrations?phone=true`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.xlsx"/)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(await res.arrayBuffer())
    const sheet = wb.worksheets[0]
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][]
    expect(rows).toHaveLength(3) // header + 2
    const header = rows[0].slice(1)
    expect(header[0]).toBe('Attendee Name')
    expect(header[11]).toBe('Referrer')
    expect(header[12]).toBe('Accommodation')
    expect(header[13]).toBe('Registered At (America/Chicago)')
    const first = rows[1].slice(1)
    // Inline strings are never formulas in XLSX: the text is shown as typed, with no guard prefix.
    expect(first[0]).toBe('=HYPERLINK("http://evil.test","x")')
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String)
    expect(sheet.getCell('A2').formula).toBeUndefined()
    expect(first[1]).toBe(ana.email)
    // As people write it (no + a spreadsheet could misread).
    expect(first[2]).toBe('(312) 555-0100')
    expect(first[3]).toBe('parent')
    expect(first[4]).toBe('confirmed')
    expect(first[5]).toBe('succeeded')
    expect(first[6]).toBe(25)
    expect(sheet.getCell('G2').numFmt).toBe('0.00')
    expect(first[7]).toBe(r1.paymentIntentId)
    expect(first[8]).toBe('newsletter')
    expect(first[11]).toBe('@home')
    // Date cells on the event's wall clock (exceljs gives the wall clock in a Date's UTC fields).
    expect(first[12]).toBeUndefined()
    expect(first[13]).toEqual(new Date('2030-01-15T10:00:00Z'))
    expect(sheet.getCell('N2').numFmt).toBe('yyyy-mm-dd hh:mm:ss')
    expect(first[14]).toBeUndefined()
    expect(header[15]).toBe('Attended At (America/Chicago)')
    expect(first[15]).toEqual(new Date('2030-01-20T10:05:00Z'))
    // The header stays in view and filters the list; the columns are wide enough to read.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.autoFilter).toBe('A1:P3')
    expect(sheet.getColumn('B').width).toBeGreaterThanOrEqual(30)
    expect(sheet.getCell('A1').font?.bold).toBe(true)
    const second = rows[2].slice(1)
    expect(second[0]).toBe('Ben Baker')
    expect(second[4]).toBe('cancelled')
    expect(second[5]).toBe('free')
    expect(second[13]).toEqual(new Date('2030-01-16T10:00:00Z'))
    expect(second[14]).toEqual(new Date('2030-01-17T17:30:00Z'))
    expect(second[15]).toBeUndefined()
  })

  it('exports CSV on ?format=csv, where cells that would run as formulas are guarded and phones need no guard', async () => {
    const e = await createEvent(t.db)
    const u = await createUser(t.db, { firstName: '+cmd', lastName: 'Z', phone: '+13125550100' })
    await createRegistration(t.db, e.id, u.id, {
      referrer: '=cmd|"/c calc"!A1',
      createdAt: new Date('2030-01-15T16:00:00Z'),
    })
    const abroad = await createUser(t.db, { firstName: 'Lee', lastName: 'Abroad', phone: '+442079460958' })
    await createRegistration(t.db, e.id, abroad.id, { createdAt: new Date('2030-01-16T16:00:00Z') })
    const res = await download(`/api/events/${e.id}/export-registrations?format=csv&phone=true`)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[1].startsWith("'+cmd Z,")).toBe(true)
    expect(lines[1]).toContain(`,"'=cmd|""/c calc""!A1",`)
    // Phones as people write them, which no spreadsheet reads as a formula: no apostrophe shows.
    expect(lines[1]).toContain(',(312) 555-0100,')
    expect(lines[2]).toContain(',(+44) 20 7946 0958,')
    expect(lines.join('\n')).not.toMatch(/,'\+\d/)
  })

  it('exports each registration exactly once across pages, with microsecond and tied timestamps', async () => {
    // 2 500 rows span many pages; the database keeps microseconds (a JS Date does not) and rows share their
    // time in fives, so page boundaries fall inside ties. The event counts the places inserted below.
    const e = await createEvent(t.db, { capacity: 2500, enrolled: 2500 })
    const tag = e.id.slice(0, 8)
    await t.db.execute(sql`
      insert into users (email, first_name, last_name, role)
      select 'page' || g || '-' || ${tag} || '@example.test', 'Page' || g, 'Family', 'parent'
      from generate_series(1, 2500) g`)
    await t.db.execute(sql`
      insert into registrations (event_id, user_id, status, payment_status, join_token, created_at)
      select ${e.id}, u.id, 'confirmed', 'free', md5(u.id::text),
             '2030-01-01T00:00:00Z'::timestamptz + (g / 5) * interval '1234 microseconds'
      from generate_series(1, 2500) g join users u on u.email = 'page' || g || '-' || ${tag} || '@example.test'`)
    const res = await download(`/api/events/${e.id}/export-registrations?format=csv`)
    const emails = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[1])
    expect(emails).toHaveLength(2500)
    expect(new Set(emails).size).toBe(2500)
  })

  it('lists attendees with payment status', async () => {
    const e = await createEvent(t.db)
    const u = await createUser(t.db)
    await createRegistration(t.db, e.id, u.id, { paidCents: 1000 })
    const res = await admin.get(`/api/events/${e.id}/registrations`)
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(1)
    expect(res.body[0]).toMatchObject({
      userId: u.id,
      paymentStatus: 'succeeded',
      amountCents: 1000,
      status: 'confirmed',
      attendedAt: null,
    })
  })

  it('cancels one registration with a refund before the 24-hour cutoff and frees the seat', async () => {
    const e = await createEvent(t.db, {
      startsAt: new Date(t.clock.now().getTime() + 3 * 86400_000),
    })
    const u = await createUser(t.db)
    const reg = await createRegistration(t.db, e.id, u.id, { paidCents: 1500 })
    const res = await admin.post(`/api/registrations/${reg.id}/cancel`, {})
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ id: reg.id, status: 'cancelled', refunded: true })
    expect((await t.db.select().from(events).where(eq(events.id, e.id)))[0].enrolled).toBe(0)
    const [r] = await t.db.select().from(registrations).where(eq(registrations.id, reg.id))
    expect(r).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    const [pi] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, reg.paymentIntentId ?? ''))
    expect(pi.refundedAt).not.toBeNull()
    const kinds = (await t.db.select().from(outbox).where(eq(outbox.userId, u.id))).map((m) => m.kind).sort()
    expect(kinds).toEqual(['payment-refunded', 'registration-cancelled'])
    expect((await admin.post(`/api/registrations/${reg.id}/cancel`, {})).status).toBe(409)
  })

  it('a seat the team frees goes to the next family waiting, not to a passer-by', async () => {
    const e = await createEvent(t.db, {
      startsAt: new Date(t.clock.now().getTime() + 3 * 86400_000),
      capacity: 1,
    })
    const reg = await createRegistration(t.db, e.id, (await createUser(t.db)).id)
    const [waiting, passerBy] = [await t.signIn(), await t.signIn()]
    expect((await waiting.post(`/api/events/${e.id}/waitlist`)).status).toBe(201)
    expect((await admin.post(`/api/registrations/${reg.id}/cancel`, {})).status).toBe(200)

    expect((await waiting.get(`/api/events/${e.id}/waitlist`)).body.status).toBe('offered')
    const [offer] = await t.db.select().from(outbox).where(eq(outbox.userId, waiting.user.id))
    expect(offer.kind).toBe('waitlist-offer')
    const mail = await createRenderer({ db: t.db, config: t.config, clock: t.clock }).render(offer)
    const publicUrl = t.config.PUBLIC_URL
    expect(mail.type === 'email' && mail.text).toContain(
      `Claim my spot: ${publicUrl}/events/${e.id}/register?offer=`,
    )
    expect((await passerBy.post('/api/registrations', { eventId: e.id })).status).toBe(409)
    expect((await waiting.post('/api/registrations', { eventId: e.id })).status).toBe(201)
  })

  it('refunds nothing inside 24 hours unless the admin overrides with a reason', async () => {
    const e = await createEvent(t.db, { startsAt: new Date(t.clock.now().getTime() + 3600_000) })
    const [u1, u2] = [await createUser(t.db), await createUser(t.db)]
    const r1 = await createRegistration(t.db, e.id, u1.id, { paidCents: 1500 })
    const r2 = await createRegistration(t.db, e.id, u2.id, { paidCents: 1500 })
    expect((await admin.post(`/api/registrations/${r1.id}/cancel`, {})).body.refunded).toBe(false)
    const noReason = await admin.post(`/api/registrations/${r2.id}/cancel`, { refund: true })
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors[0].path).toBe('reason')
    const ok = await admin.post(`/api/registrations/${r2.id}/cancel`, {
      refund: true,
      reason: 'Family emergency',
    })
    expect(ok.body.refunded).toBe(true)
  })

  it('deletes softly: the event leaves every list, registrations stay, paid ones are refunded, registrants are told', async () => {
    const e = await createEvent(t.db)
    const [u1, u2] = [await createUser(t.db), await createUser(t.db)]
    const paid = await createRegistration(t.db, e.id, u1.id, { paidCents: 2000 })
    await createRegistration(t.db, e.id, u2.id)
    const res = await admin.delete(`/api/events/${e.id}`)
    expect(res.status).toBe(204)
    const [row] = await t.db.select().from(events).where(eq(events.id, e.id))
    expect(row.deletedAt).not.toBeNull()
    expect((await admin.get(`/api/events/${e.id}`)).status).toBe(404)
    expect((await admin.get('/api/events')).body.map((x: { id: string }) => x.id)).not.toContain(e.id)
    const regs = await t.db.select().from(registrations).where(eq(registrations.eventId, e.id))
    expect(regs).toHaveLength(2)
    expect(regs.find((r) => r.id === paid.id)?.paymentStatus).toBe('refunded')
    const told = await t.db.select().from(outbox).where(eq(outbox.kind, 'event-deleted'))
    expect(
      told
        .filter((m) => m.payload.eventId === e.id)
        .map((m) => m.userId)
        .sort(),
    ).toEqual([u1.id, u2.id].sort())
    const refundJobs = await t.db.select().from(jobs).where(eq(jobs.kind, 'payment-refund'))
    expect(refundJobs.some((j) => j.payload.paymentIntentId === paid.paymentIntentId)).toBe(true)
    expect((await admin.delete(`/api/events/${e.id}`)).status).toBe(404)
  })

  it('deleting an event gives every seat back: places, payment holds and waitlist offers', async () => {
    const e = await createEvent(t.db, { priceCents: 2000, capacity: 2 })
    const [registered, paying, waiting] = [await t.signIn(), await t.signIn(), await t.signIn()]
    const card = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' }
    const first = await registered.post('/api/create-payment-intent', { eventId: e.id, amount: 2000 })
    const { clientSecret } = first.body
    expect((await registered.post('/api/payments/test/confirm', { clientSecret, ...card })).status).toBe(200)
    const held = await paying.post('/api/create-payment-intent', { eventId: e.id, amount: 2000 })
    expect(held.status).toBe(200)
    expect((await waiting.post(`/api/events/${e.id}/waitlist`)).status).toBe(201)
    // One more seat: the waitlist-offers task holds it for the family waiting.
    await t.db.update(events).set({ capacity: 3 }).where(eq(events.id, e.id))
    await t.runTasks()
    expect((await waiting.get(`/api/events/${e.id}/waitlist`)).body.status).toBe('offered')
    expect(await countsOf(e.id)).toEqual({ enrolled: 1, heldSeats: 2 })

    expect((await admin.delete(`/api/events/${e.id}`)).status).toBe(204)
    expect(await countsOf(e.id)).toEqual({ enrolled: 0, heldSeats: 0 })
    const [intent] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.clientSecret, held.body.clientSecret))
    expect(intent.holdExpiresAt).toBeNull()
    // The holds task has nothing left to release there once the 15 minutes are over, and does not stumble on it.
    t.clock.advance(16 * 60_000)
    await t.runTasks()
    // A payment finished on the deleted event's open form registers nobody and is refunded.
    const late = await paying.post('/api/payments/test/confirm', {
      clientSecret: held.body.clientSecret,
      ...card,
    })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('This event is no longer available. Your payment has been refunded.')
    expect(await countsOf(e.id)).toEqual({ enrolled: 0, heldSeats: 0 })
    t.clock.set(new Date())
  })
})
