import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent } from '../../../../test/factories'
import { registerAndConfirm } from '../../../../test/fakes/register'
import { parseMail, startSmtpServer } from '../../../../test/fakes/smtp-server'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { outbox } from '../../db/schema'
import { enqueueMessage } from '../../jobs/outbox'

const HOUR = 3600_000

describe.each(databaseKinds())('outbox delivery over SMTP on %s', (kind) => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await startTestApp({
      kind,
      env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@cradle.test', PUBLIC_URL: 'https://cradle.example' },
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  /** A cancellation notice for `user`, queued as the event's cancellation would. */
  const queueCancellation = (user: { id: string; email: string }, eventId: string, dedupeKey: string) =>
    t.db.transaction((tx) =>
      enqueueMessage(tx, {
        channel: 'email',
        kind: 'event-cancelled',
        recipient: user.email,
        userId: user.id,
        payload: { eventId },
        dedupeKey,
      }),
    )

  it('a registration produces exactly one confirmation with a valid .ics, in the recipient timezone', async () => {
    const parent = await t.signIn({ timezone: 'America/New_York', firstName: 'Rosa' })
    const startsAt = new Date('2030-03-14T23:00:00Z') // 7:00 PM EDT
    const event = await createEvent(t.db, {
      startsAt,
      sequence: 2,
      timezone: 'America/Chicago',
      webinarLink: 'https://zoom.example/secret',
    })
    const reg = await registerAndConfirm(t.db, {
      eventId: event.id,
      userId: parent.user.id,
      email: parent.user.email,
    })
    await t.runTasks()
    await t.runTasks()
    const mails = smtp.to(parent.user.email).filter((m) => m.raw.includes('registered'))
    expect(mails).toHaveLength(1)
    const { headers, parts } = parseMail(mails[0].raw)
    expect(headers.subject).toBe(`You're registered: ${event.title}`)
    expect(headers['list-unsubscribe']).toBeUndefined()
    const text = parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))?.body ?? ''
    const html = parts.find((p) => p.headers['content-type']?.startsWith('text/html'))?.body ?? ''
    expect(text).toContain('Hi Rosa,')
    expect(text).toContain('Thursday, March 14, 2030 at 7:00 PM EDT')
    expect(text).toContain('help@cradle.test')
    expect(html).toContain('Cradle')
    expect(html).toContain('help@cradle.test')

    const ics = parts.find((p) => p.headers['content-type']?.startsWith('text/calendar'))
    expect(ics?.headers['content-disposition']).toContain('event.ics')
    const comp = new ICAL.Component(ICAL.parse(ics?.body ?? ''))
    const vtz = comp.getFirstSubcomponent('vtimezone')
    expect(vtz?.getFirstPropertyValue('tzid')).toBe('America/Chicago')
    if (vtz) ICAL.TimezoneService.register(new ICAL.Timezone(vtz), 'America/Chicago')
    const vevent = new ICAL.Event(comp.getFirstSubcomponent('vevent') ?? undefined)
    expect(vevent.uid).toBe(`registration-${reg.id}@cradle`)
    expect(vevent.sequence).toBe(2)
    expect(vevent.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString())
    expect(ics?.body).not.toContain('zoom.example')
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `registration-confirmation:${reg.id}`))
    expect(row).toMatchObject({ status: 'sent', attempts: 1, subject: `You're registered: ${event.title}` })
  })

  it('an SMTP server that refuses the first two attempts still gets the mail on the third', async () => {
    const parent = await t.signIn()
    const event = await createEvent(t.db, { startsAt: new Date(t.clock.now().getTime() + 10 * 24 * HOUR) })
    smtp.refuseNext(2)
    const reg = await registerAndConfirm(t.db, {
      eventId: event.id,
      userId: parent.user.id,
      email: parent.user.email,
    })
    const row = async () =>
      (
        await t.db
          .select()
          .from(outbox)
          .where(eq(outbox.dedupeKey, `registration-confirmation:${reg.id}`))
      )[0]
    await t.runTasks()
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('451'),
    })
    await t.runTasks() // not due yet: backoff holds it
    expect((await row()).attempts).toBe(1)
    t.clock.advance(2 * 60_000)
    await t.runTasks()
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2 })
    t.clock.advance(4 * 60_000)
    await t.runTasks()
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3 })
    expect(smtp.to(parent.user.email)).toHaveLength(1)
  })

  it('marks a message failed after its last attempt, lists it first for admins, and retries it on request', async () => {
    const parent = await t.signIn()
    const event = await createEvent(t.db)
    await queueCancellation(parent.user, event.id, `x-${event.id}`)
    await t.db
      .update(outbox)
      .set({ maxAttempts: 2 })
      .where(eq(outbox.dedupeKey, `x-${event.id}`))
    smtp.refuseNext(2)
    await t.runTasks()
    t.clock.advance(2 * 60_000)
    await t.runTasks()
    const [failed] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `x-${event.id}`))
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 })

    const admin = await t.signIn({ role: 'admin' })
    const list = await admin.get('/api/admin/outbox')
    expect(list.status).toBe(200)
    expect(list.body.items[0]).toMatchObject({
      id: failed.id,
      status: 'failed',
      lastError: expect.stringContaining('451'),
    })
    expect(list.body.counts.failed).toBeGreaterThanOrEqual(1)
    expect(
      (await admin.get('/api/admin/outbox?status=failed')).body.items.every(
        (i: { status: string }) => i.status === 'failed',
      ),
    ).toBe(true)
    expect((await admin.get('/api/admin/outbox?status=lost')).status).toBe(400)

    const detail = await admin.get(`/api/admin/outbox/${failed.id}`)
    expect(detail.body.rendered).toMatchObject({ asSent: false, subject: `Cancelled: ${event.title}` })
    expect(detail.body.rendered.html).toContain('has been cancelled')

    expect((await parent.get('/api/admin/outbox')).status).toBe(403)
    expect((await parent.post(`/api/admin/outbox/${failed.id}/retry`)).status).toBe(403)
    expect((await t.client().get(`/api/admin/outbox/${failed.id}`)).status).toBe(401)

    const retry = await admin.post(`/api/admin/outbox/${failed.id}/retry`)
    expect(retry.body).toMatchObject({ status: 'pending', attempts: 0 })
    expect((await admin.post(`/api/admin/outbox/${failed.id}/retry`)).status).toBe(409)
    await t.runTasks()
    const sent = await admin.get(`/api/admin/outbox/${failed.id}`)
    expect(sent.body).toMatchObject({ status: 'sent', rendered: { asSent: true } })
    expect(smtp.to(parent.user.email)).toHaveLength(1)
  })

  it('sends a message waiting after a failed attempt at once when an admin asks, keeping its attempt count', async () => {
    const parent = await t.signIn()
    const admin = await t.signIn({ role: 'admin' })
    const event = await createEvent(t.db)
    await queueCancellation(parent.user, event.id, `wait-${event.id}`)
    const later = new Date(t.clock.now().getTime() + HOUR)
    await t.db
      .update(outbox)
      .set({ attempts: 2, lastError: 'connection refused', nextAttemptAt: later })
      .where(eq(outbox.dedupeKey, `wait-${event.id}`))
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `wait-${event.id}`))
    await t.runTasks()
    expect(smtp.to(parent.user.email)).toHaveLength(0)

    const now = await admin.post(`/api/admin/outbox/${row.id}/retry`)
    expect(now.status).toBe(200)
    expect(now.body).toMatchObject({ status: 'pending', attempts: 2 })
    expect(new Date(now.body.nextAttemptAt).getTime()).toBeLessThanOrEqual(t.clock.now().getTime())
    // Asked twice, the second finds nothing waiting.
    expect((await admin.post(`/api/admin/outbox/${row.id}/retry`)).status).toBe(409)
    await t.runTasks()
    expect(smtp.to(parent.user.email)).toHaveLength(1)
  })
})
