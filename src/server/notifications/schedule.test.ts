import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent } from '../../../test/factories'
import { registerAndConfirm } from '../../../test/fakes/register'
import { parseMail, startSmtpServer } from '../../../test/fakes/smtp-server'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { events, notificationPreferences, outbox, registrations } from '../db/schema'

const MIN = 60_000
const HOUR = 60 * MIN

describe.each(databaseKinds())('reminder scheduling on %s', (kind) => {
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

  const joinLinks = (email: string) =>
    smtp.to(email).filter((m) => parseMail(m.raw).headers.subject?.startsWith('Your join link'))
  const smsReminders = (userId: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'sms-reminder'), eq(outbox.userId, userId)))
  async function registered(startsInMs: number, extra: Parameters<typeof createEvent>[1] = {}, user = {}) {
    const parent = await t.signIn(user)
    const event = await createEvent(t.db, {
      startsAt: new Date(t.clock.now().getTime() + startsInMs),
      webinarLink: 'https://zoom.example/j/schedule',
      ...extra,
    })
    const reg = await registerAndConfirm(t.db, {
      eventId: event.id,
      userId: parent.user.id,
      email: parent.user.email,
    })
    return { parent, event, reg }
  }

  it('sends the join link 24 hours before the start, once', async () => {
    const { parent, event, reg } = await registered(72 * HOUR)
    await t.runTasks()
    expect(joinLinks(parent.user.email)).toHaveLength(0)
    t.clock.set(new Date(event.startsAt.getTime() - 24 * HOUR - MIN))
    await t.runTasks()
    expect(joinLinks(parent.user.email)).toHaveLength(0)
    t.clock.advance(2 * MIN)
    await t.runTasks()
    await t.runTasks()
    const mails = joinLinks(parent.user.email)
    expect(mails).toHaveLength(1)
    const text = parseMail(mails[0].raw).parts.find((p) =>
      p.headers['content-type']?.startsWith('text/plain'),
    )?.body
    expect(text).toContain(`https://cradle.example/join/${reg.joinToken}`)
  })

  it('waits for the online room: no join link to a room that is not there, sent once the host adds it', async () => {
    const { parent, event } = await registered(30 * HOUR, { webinarLink: null })
    t.clock.set(new Date(event.startsAt.getTime() - 20 * HOUR))
    await t.runTasks()
    await t.runTasks()
    expect(joinLinks(parent.user.email)).toHaveLength(0)
    await t.db
      .update(events)
      .set({ zoomLink: 'https://zoom.example/j/late-room' })
      .where(eq(events.id, event.id))
    t.clock.advance(MIN)
    await t.runTasks()
    await t.runTasks()
    expect(joinLinks(parent.user.email)).toHaveLength(1)
    t.clock.set(new Date())
  })

  it('moves the join link with a rescheduled event and never sends the old one', async () => {
    const { parent, event } = await registered(48 * HOUR)
    const newStart = new Date(event.startsAt.getTime() + 48 * HOUR)
    await t.db
      .update(events)
      .set({ startsAt: newStart, sequence: event.sequence + 1 })
      .where(eq(events.id, event.id))
    t.clock.set(new Date(event.startsAt.getTime() - 23 * HOUR))
    await t.runTasks()
    expect(joinLinks(parent.user.email)).toHaveLength(0)
    t.clock.set(new Date(newStart.getTime() - 23 * HOUR))
    await t.runTasks()
    expect(joinLinks(parent.user.email)).toHaveLength(1)
  })

  it('drops a queued join link when the event moves before it is delivered', async () => {
    const { parent, event, reg } = await registered(20 * HOUR)
    // Queued by the scheduler, then the event moves before the worker gets to it.
    await t.db.insert(outbox).values({
      channel: 'email',
      kind: 'join-link',
      recipient: parent.user.email,
      userId: parent.user.id,
      payload: { registrationId: reg.id, eventId: event.id, startsAt: event.startsAt.toISOString() },
      dedupeKey: `join-link:${reg.id}:${event.startsAt.toISOString()}`,
    })
    await t.db
      .update(events)
      .set({ startsAt: new Date(event.startsAt.getTime() + 3 * 24 * HOUR) })
      .where(eq(events.id, event.id))
    await t.runTasks()
    expect(joinLinks(parent.user.email)).toHaveLength(0)
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, 'join-link'))).not.toContainEqual(
      expect.objectContaining({ dedupeKey: `join-link:${reg.id}:${event.startsAt.toISOString()}` }),
    )
  })

  it('sends nothing for a cancelled registration or a cancelled event', async () => {
    const a = await registered(30 * HOUR)
    const b = await registered(30 * HOUR)
    await t.db.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, a.reg.id))
    await t.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, b.event.id))
    t.clock.set(new Date(a.event.startsAt.getTime() - 2 * HOUR))
    await t.runTasks()
    expect(joinLinks(a.parent.user.email)).toHaveLength(0)
    expect(joinLinks(b.parent.user.email)).toHaveLength(0)
  })

  it('sends the SMS reminder with the join link, 24 hours before (spec §1), and only once', async () => {
    const { parent, reg, event } = await registered(30 * HOUR, {}, { phone: '+13125550100' })
    await t.db
      .insert(notificationPreferences)
      .values({ userId: parent.user.id, smsOptIn: true, preferredChannel: 'both' })
    const sms = () => smsReminders(parent.user.id)
    t.clock.set(new Date(event.startsAt.getTime() - 24 * HOUR - MIN))
    await t.runTasks()
    expect(joinLinks(parent.user.email)).toHaveLength(0)
    expect(await sms()).toHaveLength(0)
    t.clock.set(new Date(event.startsAt.getTime() - 24 * HOUR + MIN))
    await t.runTasks()
    await t.runTasks()
    expect(joinLinks(parent.user.email)).toHaveLength(1)
    const rows = await sms()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      channel: 'sms',
      recipient: '+13125550100',
      status: 'sent',
      providerMessageId: expect.stringMatching(/^local-/),
      dedupeKey: `sms-reminder:${reg.id}:${event.startsAt.toISOString()}`,
    })
    expect(String((rows[0].payload.rendered as { text: string }).text)).toMatch(
      /Join from the link in your email or from My Events\. Reply HELP for help, STOP to opt out/,
    )
    t.clock.set(new Date(event.startsAt.getTime() - 2 * HOUR))
    await t.runTasks()
    expect(await sms()).toHaveLength(1)
  })

  it('holds the SMS, like the join-link email, until the event has a room, then sends both', async () => {
    const { parent, event } = await registered(30 * HOUR, { webinarLink: null }, { phone: '+13125550102' })
    await t.db
      .insert(notificationPreferences)
      .values({ userId: parent.user.id, smsOptIn: true, preferredChannel: 'both' })
    const sms = () => smsReminders(parent.user.id)
    t.clock.set(new Date(event.startsAt.getTime() - 20 * HOUR))
    await t.runTasks()
    expect(joinLinks(parent.user.email)).toHaveLength(0)
    expect(await sms()).toHaveLength(0)
    await t.db
      .update(events)
      .set({ webinarLink: 'https://zoom.example/j/later' })
      .where(eq(events.id, event.id))
    t.clock.advance(MIN)
    await t.runTasks()
    await t.runTasks()
    expect(joinLinks(parent.user.email)).toHaveLength(1)
    expect(await sms()).toHaveLength(1)
  })

  it('after downtime sends missed reminders for events not yet started, and none for started ones', async () => {
    const soon = await registered(30 * HOUR, {}, { phone: '+13125550101' })
    await t.db
      .insert(notificationPreferences)
      .values({ userId: soon.parent.user.id, smsOptIn: true, preferredChannel: 'both' })
    const started = await registered(28 * HOUR)
    // The server was down from now until 1 hour before `soon` starts; by then `started` began an hour ago.
    t.clock.set(new Date(soon.event.startsAt.getTime() - HOUR))
    await t.runTasks()
    expect(joinLinks(soon.parent.user.email)).toHaveLength(1)
    expect(joinLinks(started.parent.user.email)).toHaveLength(0)
    const [sms] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'sms-reminder'), eq(outbox.userId, soon.parent.user.id)))
    expect(sms.status).toBe('sent')
  })

  it('sends the survey to an attendee an hour after the event ends, with one-click unsubscribe that turns email off', async () => {
    // Daytime in the family's zone (America/Chicago), so quiet hours play no part here (follow-up.test.ts).
    t.clock.set(new Date('2031-03-04T15:00:00Z'))
    const { parent, event, reg } = await registered(HOUR, {
      durationMinutes: 90,
      parentSurveyUrl: 'https://forms.example/survey',
    })
    await t.db.update(registrations).set({ attendedAt: event.startsAt }).where(eq(registrations.id, reg.id))
    t.clock.set(new Date(event.startsAt.getTime() + 149 * MIN))
    await t.runTasks()
    const surveys = () =>
      smtp.to(parent.user.email).filter((m) => parseMail(m.raw).headers.subject?.startsWith('How was'))
    expect(surveys()).toHaveLength(0)
    t.clock.advance(2 * MIN)
    await t.runTasks()
    expect(surveys()).toHaveLength(1)
    t.clock.set(new Date())
    const { headers, parts } = parseMail(surveys()[0].raw)
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const url = /<(https:\/\/cradle\.example\/api\/unsubscribe\?token=[^>]+)>/.exec(
      headers['list-unsubscribe'],
    )?.[1]
    expect(url).toBeDefined()
    expect(parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))?.body).toContain(
      'https://forms.example/survey',
    )
    const path = (url ?? '').replace('https://cradle.example', '')

    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const bogus = await t.client().post('/api/unsubscribe?token=bogus', 'List-Unsubscribe=One-Click', form)
    expect(bogus.status).toBe(400)
    const page = await t.client().get(path)
    expect(page.text).toContain('<button type="submit"')
    // A link scanner's GET changes nothing.
    expect((await parent.get('/api/user/preferences')).body.emailOptIn).toBe(true)
    const res = await t.client().post(path, 'List-Unsubscribe=One-Click', form)
    expect(res.status).toBe(200)
    expect((await parent.get('/api/user/preferences')).body).toMatchObject({
      emailOptIn: false,
      preferredChannel: 'email',
    })
  })
})
