import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent } from '../../../test/factories'
import { parseMail, startSmtpServer } from '../../../test/fakes/smtp-server'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'

const DAY = 24 * 3600_000

// The confirmation's event.ics puts the session in the family's calendar; the mail that ends it takes it out.
describe.each(databaseKinds())('calendar entries removed by mail on %s', (kind) => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await startTestApp({ kind, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://cradle.example' } })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  /** The VEVENT of the mail whose subject starts with `prefix`, or null when it has no event.ics. */
  function calendarOf(email: string, prefix: string) {
    const mail = smtp.to(email).find((m) => parseMail(m.raw).headers.subject?.startsWith(prefix))
    if (!mail) throw new Error(`no mail "${prefix}" for ${email}`)
    const part = parseMail(mail.raw).parts.find((p) =>
      /filename="?event\.ics/.test(p.headers['content-disposition'] ?? ''),
    )
    if (!part) return null
    const vevent = new ICAL.Component(ICAL.parse(part.body)).getFirstSubcomponent('vevent')
    return {
      uid: vevent?.getFirstPropertyValue('uid'),
      sequence: Number(vevent?.getFirstPropertyValue('sequence')),
      status: vevent?.getFirstPropertyValue('status'),
    }
  }

  async function registered(eventId: string) {
    const parent = await t.signIn()
    const res = await parent.post('/api/registrations', { eventId })
    expect(res.status).toBe(201)
    await t.runTasks()
    const confirmation = calendarOf(parent.user.email, "You're registered")
    expect(confirmation).toMatchObject({ uid: `registration-${res.body.id}@cradle`, status: 'CONFIRMED' })
    return { parent, confirmation, registrationId: String(res.body.id) }
  }

  it('cancelling my registration mails a cancelled entry with the confirmation UID', async () => {
    const event = await createEvent(t.db, {
      startsAt: new Date(t.clock.now().getTime() + 9 * DAY),
      sequence: 3,
    })
    const { parent, confirmation, registrationId } = await registered(event.id)
    expect((await parent.delete(`/api/registrations/${registrationId}`)).status).toBe(200)
    await t.runTasks()
    const cancelled = calendarOf(parent.user.email, 'Registration cancelled')
    expect(cancelled).toMatchObject({ uid: confirmation?.uid, status: 'CANCELLED' })
    // Newer than the confirmation's, so calendar apps apply it although the event itself did not change.
    expect(cancelled?.sequence).toBeGreaterThan(confirmation?.sequence ?? 0)
  })

  it('deleting the event mails every registrant a cancelled entry with their confirmation UID', async () => {
    const event = await createEvent(t.db, { startsAt: new Date(t.clock.now().getTime() + 9 * DAY) })
    const { parent, confirmation } = await registered(event.id)
    const admin = await t.signIn({ role: 'admin' })
    expect((await admin.delete(`/api/events/${event.id}`)).status).toBe(204)
    await t.runTasks()
    const removed = calendarOf(parent.user.email, 'No longer available')
    expect(removed).toMatchObject({ uid: confirmation?.uid, status: 'CANCELLED' })
    expect(removed?.sequence).toBeGreaterThan(confirmation?.sequence ?? 0)
  })
})
