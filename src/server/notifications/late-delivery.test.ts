import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createUser } from '../../../test/factories'
import { registerAndConfirm } from '../../../test/fakes/register'
import { parseMail, startSmtpServer } from '../../../test/fakes/smtp-server'
import { startFakeTwilio } from '../../../test/fakes/twilio'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { events, notificationPreferences, outbox, registrations, waitlistEntries } from '../db/schema'
import { enqueueMessage, type NewMessage } from '../jobs/outbox'
import { joinLinkKey, smsReminderKey, surveyKey } from './schedule'

const MIN = 60_000
const HOUR = 60 * MIN
const SID = 'AC00000000000000000000000000000002'
let phones = 0

// Delivery can be late (backoff, an outage, an admin's retry days later); what arrives must still be true.
describe.each(databaseKinds())('messages delivered late on %s', (kind) => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    twilio = await startFakeTwilio({ accountSid: SID, authToken: 'tok' })
    t = await startTestApp({
      kind,
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://cradle.example',
        SMS_ACCOUNT_SID: SID,
        SMS_AUTH_TOKEN: 'tok',
        SMS_FROM: '+15005550006',
        SMS_API_URL: twilio.url,
      },
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
    await twilio.close()
  })

  const subjects = (email: string) => smtp.to(email).map((m) => parseMail(m.raw).headers.subject)
  const rowByKey = async (key: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.dedupeKey, key)))[0]
  const queue = (m: NewMessage) => t.db.transaction((tx) => enqueueMessage(tx, m))

  /** A registered parent with SMS on; the event starts `startsInMs` from the test clock. */
  async function family(startsInMs: number) {
    const user = await createUser(t.db, { phone: `+1312555${1000 + ++phones}` })
    await t.db
      .insert(notificationPreferences)
      .values({ userId: user.id, smsOptIn: true, preferredChannel: 'both' })
    const event = await createEvent(t.db, { startsAt: new Date(t.clock.now().getTime() + startsInMs) })
    const reg = await registerAndConfirm(t.db, { eventId: event.id, userId: user.id, email: user.email })
    const payload = { registrationId: reg.id, eventId: event.id, startsAt: event.startsAt.toISOString() }
    const reminders = {
      joinLink: joinLinkKey(reg.id, event.startsAt),
      sms: smsReminderKey(reg.id, event.startsAt),
    }
    // What the scheduler wrote before delivery stalled.
    await queue({
      channel: 'email',
      kind: 'join-link',
      recipient: user.email,
      userId: user.id,
      payload,
      dedupeKey: reminders.joinLink,
    })
    await queue({
      channel: 'sms',
      kind: 'sms-reminder',
      recipient: user.phone ?? '',
      userId: user.id,
      payload,
      dedupeKey: reminders.sms,
    })
    return { user, event, reminders }
  }

  it('after an outage, reminders for a session that has started are not sent; one still ahead gets them', async () => {
    const started = await family(90 * MIN)
    const ahead = await family(3 * HOUR)
    t.clock.advance(2 * HOUR) // down until `started` began 30 minutes ago
    await t.runTasks()
    expect(subjects(started.user.email).filter((s) => s?.startsWith('Your join link'))).toEqual([])
    expect(twilio.sent.filter((m) => m.to === started.user.phone)).toEqual([])
    expect(await rowByKey(started.reminders.sms)).toMatchObject({
      status: 'sent',
      providerMessageId: null,
      lastError: 'Skipped: event has already started',
    })
    expect(subjects(ahead.user.email).filter((s) => s?.startsWith('Your join link'))).toHaveLength(1)
    expect(twilio.sent.filter((m) => m.to === ahead.user.phone)).toHaveLength(1)
  })

  it('a failed join link an admin retries the day after the session is skipped, and the outbox says why', async () => {
    const { user, event, reminders } = await family(3 * HOUR)
    await t.db
      .update(outbox)
      .set({ status: 'failed', attempts: 5, lastError: '451 Mailbox busy' })
      .where(eq(outbox.dedupeKey, reminders.joinLink))
    t.clock.set(new Date(event.startsAt.getTime() + 24 * HOUR))
    const admin = await t.signIn({ role: 'admin' })
    const failed = await rowByKey(reminders.joinLink)
    expect((await admin.post(`/api/admin/outbox/${failed.id}/retry`)).status).toBe(200)
    await t.runTasks()
    expect(subjects(user.email).filter((s) => s?.startsWith('Your join link'))).toEqual([])
    const detail = await admin.get(`/api/admin/outbox/${failed.id}`)
    expect(detail.body).toMatchObject({ skipped: true, lastError: 'Skipped: event has already started' })
  })

  it('a survey retried more than a week after the event, or for an event called off since, is not sent', async () => {
    const surveyFor = async (endedHoursAgo: number, status: 'published' | 'cancelled') => {
      const user = await createUser(t.db)
      const event = await createEvent(t.db, {
        startsAt: new Date(t.clock.now().getTime() - (endedHoursAgo + 1) * HOUR),
        durationMinutes: 60,
        parentSurveyUrl: 'https://forms.example/survey',
      })
      const reg = await registerAndConfirm(t.db, { eventId: event.id, userId: user.id, email: user.email })
      await t.db.update(registrations).set({ attendedAt: event.startsAt }).where(eq(registrations.id, reg.id))
      await t.db.update(events).set({ status }).where(eq(events.id, event.id))
      const key = surveyKey(reg.id)
      await queue({
        channel: 'email',
        kind: 'post-event-survey',
        recipient: user.email,
        userId: user.id,
        payload: { registrationId: reg.id, eventId: event.id },
        dedupeKey: key,
      })
      return { user, key }
    }
    const late = await surveyFor(8 * 24, 'published')
    const calledOff = await surveyFor(2, 'cancelled')
    const onTime = await surveyFor(2, 'published')
    await t.runTasks()
    expect(await rowByKey(late.key)).toMatchObject({ lastError: 'Skipped: more than a week after the event' })
    // A reminder whose event was called off is dropped, as the other reminders are.
    expect(await rowByKey(calledOff.key)).toBeUndefined()
    const surveys = (email: string) => subjects(email).filter((s) => s?.startsWith('How was'))
    expect(surveys(late.user.email)).toEqual([])
    expect(surveys(calledOff.user.email)).toEqual([])
    expect(surveys(onTime.user.email)).toHaveLength(1)
  })

  it('a waitlist offer goes out only while the offer is open and the event is on', async () => {
    const live = await createEvent(t.db, { startsAt: new Date(t.clock.now().getTime() + 5 * 24 * HOUR) })
    const called = await createEvent(t.db, { startsAt: live.startsAt })
    const expires = new Date(t.clock.now().getTime() + 20 * HOUR)
    const cases = [
      { event: live, status: 'offered', reason: null },
      { event: live, status: 'accepted', reason: 'waitlist offer is accepted' },
      { event: live, status: 'expired', reason: 'waitlist offer is expired' },
      { event: live, status: 'cancelled', reason: 'waitlist offer is cancelled' },
      { event: called, status: 'offered', reason: 'event is cancelled' },
    ] as const
    const queued = []
    for (const c of cases) {
      const user = await createUser(t.db)
      const [w] = await t.db
        .insert(waitlistEntries)
        .values({
          eventId: c.event.id,
          userId: user.id,
          status: c.status,
          offerToken: `tok-${user.id}`,
          offerExpiresAt: expires,
        })
        .returning()
      const key = `waitlist-offer:${w.id}`
      await queue({
        channel: 'email',
        kind: 'waitlist-offer',
        recipient: user.email,
        userId: user.id,
        payload: { waitlistEntryId: w.id, eventId: c.event.id },
        dedupeKey: key,
      })
      queued.push({ ...c, user, key })
    }
    await t.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, called.id))
    await t.runTasks()
    for (const q of queued) {
      const offers = subjects(q.user.email).filter((s) => s?.startsWith('A spot opened up'))
      expect(offers, q.status).toHaveLength(q.reason ? 0 : 1)
      if (q.reason) expect((await rowByKey(q.key)).lastError).toBe(`Skipped: ${q.reason}`)
    }
  })

  it('publish notices are not sent for an event deleted or archived since', async () => {
    const user = await createUser(t.db)
    const [live, deleted, archived] = await Promise.all(
      [0, 1, 2].map(() => createEvent(t.db, { startsAt: new Date(t.clock.now().getTime() + 9 * 24 * HOUR) })),
    )
    for (const e of [live, deleted, archived]) {
      await queue({
        channel: 'email',
        kind: 'event-published',
        recipient: user.email,
        userId: user.id,
        payload: { eventId: e.id },
        dedupeKey: `pub-${e.id}`,
      })
      await queue({
        channel: 'email',
        kind: 'coming-soon-published',
        recipient: user.email,
        userId: user.id,
        payload: { eventId: e.id },
        dedupeKey: `soon-${e.id}`,
      })
    }
    await t.db.update(events).set({ deletedAt: t.clock.now() }).where(eq(events.id, deleted.id))
    await t.db.update(events).set({ status: 'archived' }).where(eq(events.id, archived.id))
    await t.runTasks()
    // The body names the event's page; only the live event's notices arrived.
    const bodies = smtp.to(user.email).map((m) =>
      parseMail(m.raw)
        .parts.map((p) => p.body)
        .join('\n'),
    )
    expect(bodies).toHaveLength(2)
    for (const body of bodies) expect(body).toContain(`/events/${live.id}`)
    expect((await rowByKey(`pub-${deleted.id}`)).lastError).toBe('Skipped: event is deleted')
    expect((await rowByKey(`soon-${archived.id}`)).lastError).toBe('Skipped: event is archived')
  })

  it('a family who cancels before the confirmation goes out gets the cancellation only', async () => {
    const parent = await t.signIn()
    const event = await createEvent(t.db, { startsAt: new Date(t.clock.now().getTime() + 9 * 24 * HOUR) })
    const res = await parent.post('/api/registrations', { eventId: event.id })
    expect(res.status).toBe(201)
    expect((await parent.delete(`/api/registrations/${res.body.id}`)).status).toBe(200)
    await t.runTasks()
    expect(subjects(parent.user.email)).toEqual([`Registration cancelled: ${event.title}`])
    expect((await rowByKey(`registration-confirmation:${res.body.id}`)).lastError).toBe(
      'Skipped: registration cancelled',
    )
  })
})
