import { eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider, createUser } from '../../../../test/factories'
import { registerAndConfirm } from '../../../../test/fakes/register'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { registrations } from '../../db/schema'

const HOUR = 3600_000

describe.each(databaseKinds())('certificates on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, env: { PUBLIC_URL: 'https://cradle.example' } })
  })
  afterAll(() => t?.close())

  it('a family downloads a PDF for a session they attended, with fonts embedded and a code anyone can check', async () => {
    const p = await createProvider(t.db, { firstName: 'Maria', lastName: 'Lopez' })
    const event = await createEvent(t.db, {
      title: 'Feeding Basics',
      startsAt: new Date(t.clock.now().getTime() - 3 * HOUR),
      durationMinutes: 90,
      timezone: 'America/Chicago',
      providerId: p.id,
      providerName: 'Maria Lopez',
      provider2Name: 'Sam Lee',
    })
    const u = await createUser(t.db, { firstName: 'Ana', lastName: 'Reyes' })
    const reg = await registerAndConfirm(t.db, { eventId: event.id, userId: u.id, email: u.email })
    const me = await t.signIn(u)
    const path = `/api/registrations/${reg.id}/certificate.pdf`

    expect((await me.get(path)).status).toBe(409) // not attended
    await t.db.update(registrations).set({ attendedAt: event.startsAt }).where(eq(registrations.id, reg.id))
    const res = await me.download(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const { bytes } = res
    const text = Buffer.from(bytes).toString('latin1')
    expect(text.startsWith('%PDF-')).toBe(true)
    // The font travels in the file (a TrueType subset), so no reader fetches or substitutes it.
    expect(text).toContain('/FontFile2')
    expect(text).not.toMatch(/\/BaseFont \/Helvetica/)
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    const code = /certificate (\S+)$/.exec(pdf.getSubject() ?? '')?.[1] ?? ''
    expect(code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/)
    expect(pdf.getTitle()).toBe('Certificate of Attendance: Feeding Basics')

    // Asking again gives the same certificate.
    const again = await PDFDocument.load((await me.download(path)).bytes)
    expect(again.getSubject()).toBe(pdf.getSubject())

    const check = await t.client().get(`/api/certificates/${code.toLowerCase()}`)
    expect(check.status).toBe(200)
    expect(check.body).toEqual({
      code,
      kind: 'attendance',
      holderName: 'Ana Reyes',
      title: 'Feeding Basics',
      date: event.startsAt.toISOString(),
      timezone: 'America/Chicago',
      hours: 1.5,
      facilitators: ['Maria Lopez', 'Sam Lee'],
      issuedAt: expect.any(String),
    })
    expect(JSON.stringify(check.body)).not.toContain(u.email)
    expect((await t.client().get('/api/certificates/NOPE0-NOPE0')).status).toBe(404)

    const stranger = await t.signIn()
    expect((await stranger.get(path)).status).toBe(404)
    expect((await t.client().get(path)).status).toBe(401)
  })

  it('a provider downloads one for a session they facilitated, after it ended; not for another provider’s', async () => {
    const me = await t.signIn({ role: 'provider', firstName: 'Pat', lastName: 'Lane' })
    const mine = await createProvider(t.db, { userId: me.user.id, firstName: 'Pat', lastName: 'Lane' })
    const other = await createProvider(t.db)
    const ended = await createEvent(t.db, {
      startsAt: new Date(t.clock.now().getTime() - 5 * HOUR),
      durationMinutes: 120,
      provider2Id: mine.id,
      provider2Name: 'Pat Lane',
    })
    const res = await me.download(`/api/my-events/${ended.id}/certificate.pdf`)
    expect(res.status).toBe(200)
    const pdf = await PDFDocument.load(res.bytes)
    expect(pdf.getTitle()).toBe(`Certificate of Facilitation: ${ended.title}`)
    const code = /certificate (\S+)$/.exec(pdf.getSubject() ?? '')?.[1] ?? ''
    expect((await t.client().get(`/api/certificates/${code}`)).body).toMatchObject({
      kind: 'facilitation',
      holderName: 'Pat Lane',
      hours: 2,
    })

    const upcoming = await createEvent(t.db, { providerId: mine.id })
    expect((await me.get(`/api/my-events/${upcoming.id}/certificate.pdf`)).status).toBe(409)
    const theirs = await createEvent(t.db, {
      startsAt: new Date(t.clock.now().getTime() - 5 * HOUR),
      providerId: other.id,
    })
    expect((await me.get(`/api/my-events/${theirs.id}/certificate.pdf`)).status).toBe(403)
    expect((await (await t.signIn()).get(`/api/my-events/${ended.id}/certificate.pdf`)).status).toBe(403)
  })
})
