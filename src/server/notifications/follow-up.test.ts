import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createUser } from '../../../test/factories'
import { registerAndConfirm } from '../../../test/fakes/register'
import { parseMail, startSmtpServer } from '../../../test/fakes/smtp-server'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { eventTags, notificationPreferences, outbox, registrations, tags } from '../db/schema'

const MIN = 60_000
const HOUR = 60 * MIN
const text = (raw: string) =>
  parseMail(raw).parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))?.body ?? ''

describe.each(databaseKinds())('follow-up after a session on %s', (kind) => {
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

  const subjects = (email: string) => smtp.to(email).map((m) => parseMail(m.raw).headers.subject ?? '')
  const tagged = async (eventId: string, tagName: string, category = 'Topic') => {
    const [tag] = await t.db
      .insert(tags)
      .values({ tagName, category })
      .onConflictDoUpdate({ target: tags.tagName, set: { category } })
      .returning()
    await t.db.insert(eventTags).values({ eventId, tagId: tag.id })
  }
  async function family(eventId: string, extra: Parameters<typeof createUser>[1] = {}) {
    const u = await createUser(t.db, extra)
    const reg = await registerAndConfirm(t.db, { eventId, userId: u.id, email: u.email })
    return { u, reg }
  }
  const attend = (id: string, at: Date) =>
    t.db.update(registrations).set({ attendedAt: at }).where(eq(registrations.id, id))

  it('attendees get the survey, the others "sorry we missed you" with the next sessions on the topic, once', async () => {
    // 10:00 in Chicago: no quiet hours.
    const start = new Date('2031-05-06T15:00:00Z')
    t.clock.set(new Date(start.getTime() - 2 * HOUR))
    const topic = `Sleep ${kind}`
    const event = await createEvent(t.db, { startsAt: start, durationMinutes: 60, parentSurveyUrl: null })
    await tagged(event.id, topic)
    const next = await createEvent(t.db, {
      startsAt: new Date(start.getTime() + 7 * 24 * HOUR),
      title: 'Sleep again',
    })
    await tagged(next.id, topic)
    const elsewhere = await createEvent(t.db, {
      startsAt: new Date(start.getTime() + 24 * HOUR),
      title: 'Other topic',
    })
    await tagged(elsewhere.id, `Feeding ${kind}`)
    const came = await family(event.id)
    const missed = await family(event.id)
    const optedOut = await family(event.id)
    await t.db.insert(notificationPreferences).values({ userId: optedOut.u.id, emailOptIn: false })
    await attend(came.reg.id, start)

    t.clock.set(new Date(start.getTime() + HOUR + 59 * MIN)) // ended 59 minutes ago: attendance may still change
    await t.runTasks()
    expect(subjects(came.u.email).filter((s) => s.startsWith('How was'))).toEqual([])
    t.clock.advance(2 * MIN)
    await t.runTasks()
    await t.runTasks()

    const survey = smtp
      .to(came.u.email)
      .filter((m) => parseMail(m.raw).headers.subject?.startsWith('How was'))
    expect(survey).toHaveLength(1)
    // No survey link on the event: the built-in one, for this registration.
    expect(text(survey[0].raw)).toContain(`https://cradle.example/feedback/${came.reg.id}`)
    expect(subjects(came.u.email).filter((s) => s.startsWith('Sorry'))).toEqual([])

    const sorry = smtp.to(missed.u.email).filter((m) => parseMail(m.raw).headers.subject?.startsWith('Sorry'))
    expect(sorry).toHaveLength(1)
    const body = text(sorry[0].raw)
    expect(body).toContain('Sleep again')
    expect(body).toContain(`https://cradle.example/events/${next.id}`)
    expect(body).not.toContain('Other topic')
    expect(subjects(missed.u.email).filter((s) => s.startsWith('How was'))).toEqual([])
    expect(
      subjects(optedOut.u.email).filter((s) => s.startsWith('How was') || s.startsWith('Sorry')),
    ).toEqual([])

    // A later correction sends nothing more: one follow-up per registration.
    await attend(missed.reg.id, start)
    t.clock.advance(HOUR)
    await t.runTasks()
    expect(
      subjects(missed.u.email).filter((s) => s.startsWith('How was') || s.startsWith('Sorry')),
    ).toHaveLength(1)
    t.clock.set(new Date())
  })

  it("waits out quiet hours in the family's own zone, and follows a correction made before it goes", async () => {
    // Ends 13:00 UTC: 22:00 in Tokyo (quiet until 08:00 there), 08:00 in Chicago.
    const start = new Date('2031-06-10T12:00:00Z')
    t.clock.set(new Date(start.getTime() - HOUR))
    const event = await createEvent(t.db, {
      startsAt: start,
      durationMinutes: 60,
      parentSurveyUrl: 'https://forms.example/s',
      eventType: `Type ${kind}`,
    })
    const tokyo = await family(event.id, { timezone: 'Asia/Tokyo' })
    const chicago = await family(event.id, { timezone: 'America/Chicago' })
    t.clock.set(new Date(start.getTime() + 2 * HOUR)) // 23:00 in Tokyo, 09:00 in Chicago
    await t.runTasks()
    await t.runTasks()
    expect(subjects(chicago.u.email).filter((s) => s.startsWith('Sorry'))).toHaveLength(1)
    expect(subjects(tokyo.u.email)).not.toContainEqual(expect.stringMatching(/^(Sorry|How was)/))
    const [queued] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, tokyo.u.id), eq(outbox.kind, 'missed-session')))
    expect(queued.nextAttemptAt).toEqual(new Date('2031-06-10T23:00:00Z')) // 08:00 the next morning in Tokyo

    // The facilitator marks them attended overnight: the morning brings the survey, not "sorry".
    await attend(tokyo.reg.id, start)
    t.clock.set(new Date('2031-06-10T23:01:00Z'))
    await t.runTasks()
    await t.runTasks()
    await t.runTasks()
    expect(subjects(tokyo.u.email).filter((s) => s.startsWith('Sorry'))).toEqual([])
    const surveys = smtp
      .to(tokyo.u.email)
      .filter((m) => parseMail(m.raw).headers.subject?.startsWith('How was'))
    expect(surveys).toHaveLength(1)
    expect(text(surveys[0].raw)).toContain('https://forms.example/s')
    t.clock.set(new Date())
  })

  it('the built-in survey: three questions, only for the attendee who was sent it', async () => {
    const start = new Date(t.clock.now().getTime() - 3 * HOUR)
    const event = await createEvent(t.db, { startsAt: start, durationMinutes: 60 })
    const came = await family(event.id)
    const absent = await family(event.id)
    await attend(came.reg.id, start)
    const me = await t.signIn(came.u)
    const path = `/api/registrations/${came.reg.id}/feedback`

    expect((await me.get(path)).body).toMatchObject({ eventId: event.id, title: event.title, answer: null })
    const bad = await me.put(path, { helpful: 9, wouldRecommend: 'maybe' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['helpful', 'wouldRecommend'])
    const saved = await me.put(path, { helpful: 5, wouldRecommend: true, comment: ' Loved it ' })
    expect(saved.status).toBe(200)
    expect(saved.body.answer).toEqual({ helpful: 5, wouldRecommend: true, comment: 'Loved it' })
    const changed = await me.put(path, { helpful: 4, wouldRecommend: true })
    expect(changed.body.answer).toEqual({ helpful: 4, wouldRecommend: true, comment: null })

    const stranger = await t.signIn()
    expect((await stranger.get(path)).status).toBe(404)
    expect((await stranger.put(path, { helpful: 1, wouldRecommend: false })).status).toBe(404)
    expect((await t.client().get(path)).status).toBe(401)
    const them = await t.signIn(absent.u)
    const refused = await them.put(`/api/registrations/${absent.reg.id}/feedback`, {
      helpful: 3,
      wouldRecommend: false,
    })
    expect(refused.status).toBe(409)
  })
})
