import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider, createUser } from '../../../../test/factories'
import { registerAndConfirm } from '../../../../test/fakes/register'
import type { HttpClient } from '../../../../test/http-client'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { smsNotice } from '../../../domain/registrant-messages'
import { auditLog, notificationPreferences, outbox, waitlistEntries } from '../../db/schema'

describe.each(databaseKinds())('messages to registrants on %s', (kind) => {
  let t: TestApp
  let provider: HttpClient
  let profileId: string
  beforeAll(async () => {
    t = await startTestApp({ kind })
    provider = await t.signIn({ role: 'provider' })
    profileId = (
      await createProvider(t.db, { userId: (provider as HttpClient & { user: { id: string } }).user.id })
    ).id
  })
  afterAll(() => t?.close())

  it('previews, then emails everyone registered (and the waitlist if asked), texts only those who opted in', async () => {
    const event = await createEvent(t.db, { providerId: profileId, title: 'Sleep Circle' })
    const texted = await createUser(t.db, { phone: '+13125550100' })
    const mailed = await createUser(t.db, { phone: '+13125550101' })
    const waiting = await createUser(t.db)
    for (const u of [texted, mailed])
      await registerAndConfirm(t.db, { eventId: event.id, userId: u.id, email: u.email })
    await t.db.insert(notificationPreferences).values([
      { userId: texted.id, smsOptIn: true },
      { userId: mailed.id, smsOptIn: false },
    ])
    await t.db.insert(waitlistEntries).values({ eventId: event.id, userId: waiting.id })
    const message = { subject: 'Room change', body: 'We meet in the new room.\n\nSee you soon!' }

    const bad = await provider.post(`/api/events/${event.id}/messages/preview`, { subject: '', body: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('subject')
    const preview = await provider.post(`/api/events/${event.id}/messages/preview`, {
      ...message,
      includeWaitlist: true,
    })
    expect(preview.body).toEqual({
      ...message,
      emailCount: 3,
      smsCount: 1,
      smsText: smsNotice('Sleep Circle'),
    })
    expect(smsNotice('x'.repeat(300)).length).toBeLessThanOrEqual(160)

    const sent = await provider.post(`/api/events/${event.id}/messages`, message)
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ emailCount: 2, smsCount: 1 })
    const rows = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'registrant-message')))
    const mine = rows.filter((r) => r.payload.messageId === sent.body.id)
    expect(mine.map((r) => `${r.channel}:${r.userId}`).sort()).toEqual(
      [`email:${texted.id}`, `email:${mailed.id}`, `sms:${texted.id}`].sort(),
    )
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'event.message-registrants'))
    expect(audit.changes).toMatchObject({ messageId: sent.body.id, emails: 2, sms: 1 })

    await t.runTasks()
    const delivered = await t.db.select().from(outbox).where(eq(outbox.userId, texted.id))
    const sms = delivered.find((r) => r.channel === 'sms' && r.kind === 'registrant-message')
    expect(sms?.status).toBe('sent')
    expect((sms?.payload.rendered as { text?: string } | undefined)?.text).toBe(smsNotice('Sleep Circle'))

    // The family finds it again in My Events; someone not sent it does not.
    const family = await t.signIn(texted)
    expect((await family.get('/api/my-messages')).body).toEqual([
      expect.objectContaining({ eventId: event.id, eventTitle: 'Sleep Circle', subject: 'Room change' }),
    ])
    expect((await (await t.signIn(waiting)).get('/api/my-messages')).body).toEqual([])
  })

  it("refuses another provider's session, parents, and more than 5 messages a day per session", async () => {
    const event = await createEvent(t.db, { providerId: profileId })
    const theirs = await createEvent(t.db, { providerId: (await createProvider(t.db)).id })
    const msg = { subject: 'Hello', body: 'A note.' }
    expect((await provider.post(`/api/events/${theirs.id}/messages`, msg)).status).toBe(403)
    expect((await (await t.signIn()).post(`/api/events/${event.id}/messages`, msg)).status).toBe(403)
    for (let i = 0; i < 5; i++)
      expect((await provider.post(`/api/events/${event.id}/messages`, msg)).status).toBe(201)
    const sixth = await provider.post(`/api/events/${event.id}/messages`, msg)
    expect(sixth.status).toBe(429)
    expect(sixth.body.message).toMatch(/At most 5 messages/)
    const admin = await t.signIn({ role: 'admin' })
    expect((await admin.post(`/api/events/${theirs.id}/messages`, msg)).status).toBe(201)
  })
})
