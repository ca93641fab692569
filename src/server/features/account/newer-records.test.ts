import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createUser } from '../../../../test/factories'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import type { DataExport } from '../../../domain/account'
import { totpCodeAt } from '../../auth/mfa'
import {
  certificates,
  mfaRecoveryCodes,
  registrantMessageRecipients,
  registrantMessages,
  registrations,
  reviews,
  users,
} from '../../db/schema'

const DAY = 24 * 3600_000

/**
 * The records added after "download my data" and "delete my account" were made (issue 33 item 2): reviews,
 * certificates, organizers' messages to registrants (issue 30) and the second factor.
 */
describe.each(databaseKinds())('newer records in the data copy and account deletion on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  async function familyWithHistory() {
    const me = await t.signIn({ firstName: 'Dana', lastName: 'Private' })
    const uid = me.user.id
    const past = await createEvent(t.db, {
      title: 'Infant CPR',
      startsAt: new Date(t.clock.now().getTime() - 10 * DAY),
    })
    const [reg] = await t.db
      .insert(registrations)
      .values({
        eventId: past.id,
        userId: uid,
        joinToken: randomBytes(12).toString('hex'),
        attendedAt: new Date(t.clock.now().getTime() - 10 * DAY),
      })
      .returning()
    await t.db.insert(reviews).values({
      registrationId: reg.id,
      eventId: past.id,
      userId: uid,
      rating: 5,
      body: 'Calm and clear.',
      status: 'published',
    })
    const code = `CERT-${randomBytes(4).toString('hex')}`
    await t.db.insert(certificates).values({
      code,
      kind: 'attendance',
      registrationId: reg.id,
      eventId: past.id,
      holderName: 'Dana Private',
      title: 'Infant CPR',
      sessionStartsAt: past.startsAt,
      timezone: 'America/Chicago',
      durationMinutes: 60,
    })
    const author = await createUser(t.db, { role: 'admin' })
    const [msg] = await t.db
      .insert(registrantMessages)
      .values({
        eventId: past.id,
        authorUserId: author.id,
        subject: 'Slides from today',
        body: 'Here are the slides.',
        emailCount: 1,
        smsCount: 0,
      })
      .returning()
    await t.db.insert(registrantMessageRecipients).values({ messageId: msg.id, userId: uid })
    const setup = await me.post('/api/auth/mfa/setup')
    const on = await me.post('/api/auth/mfa/enable', { code: totpCodeAt(setup.body.secret, t.clock.now()) })
    expect(on.status).toBe(200)
    return { me, uid, reg, code, msg, secret: setup.body.secret as string }
  }

  it('puts reviews, certificates, organizers’ messages and whether two-step sign-in is on in the copy', async () => {
    const { me, code, secret } = await familyWithHistory()
    const exp = (await me.post('/api/account/data-export', {})).body as DataExport
    const json = await me.get(exp.jsonUrl ?? '')
    const data = JSON.parse(json.text)
    expect(data.reviews).toEqual([
      expect.objectContaining({
        event: 'Infant CPR',
        rating: 5,
        text: 'Calm and clear.',
        status: 'published',
      }),
    ])
    expect(data.certificates).toEqual([expect.objectContaining({ code, holderName: 'Dana Private' })])
    expect(data.messagesFromOrganizers).toEqual([
      expect.objectContaining({
        event: 'Infant CPR',
        subject: 'Slides from today',
        body: 'Here are the slides.',
      }),
    ])
    expect(data.registrations[0].attendedAt).not.toBeNull()
    expect(data.signInHistory.twoStep).toMatchObject({ enabled: true, recoveryCodesLeft: 10 })
    // Never the secret, in either form.
    expect(json.text).not.toContain(secret)
    expect(json.text).not.toMatch(/"mfa(Secret|PendingSecret)"/)
    const summary = await me.get(exp.summaryUrl ?? '')
    expect(summary.text).toContain('Reviews you wrote (1)')
    expect(summary.text).toContain(`code ${code}`)
    expect(summary.text).toContain('Slides from today')
    expect(summary.text).toMatch(/Two-step sign-in\n-+\nOn since/)
    expect(summary.text).not.toContain(secret)
  })

  it('deletes certificates, message receipts and the second factor; keeps reviews under no name', async () => {
    const { me, uid, reg, code, msg } = await familyWithHistory()
    const res = await me.post('/api/account/delete', { password: me.user.password })
    expect(res.status).toBe(204)

    expect(await t.db.select().from(certificates).where(eq(certificates.code, code))).toEqual([])
    expect((await t.client().get(`/api/certificates/${code}`)).status).toBe(404)
    expect(
      await t.db
        .select()
        .from(registrantMessageRecipients)
        .where(eq(registrantMessageRecipients.userId, uid)),
    ).toEqual([])
    // The organizer's message itself stays, with its counts.
    expect(
      await t.db.select().from(registrantMessages).where(eq(registrantMessages.id, msg.id)),
    ).toHaveLength(1)
    expect(await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, uid))).toEqual([])
    const [row] = await t.db.select().from(users).where(eq(users.id, uid))
    expect(row).toMatchObject({
      mfaSecret: null,
      mfaPendingSecret: null,
      mfaEnabledAt: null,
      firstName: null,
    })
    // The review still counts toward the rating; its author is the nameless tombstone ("A family").
    const [review] = await t.db.select().from(reviews).where(eq(reviews.registrationId, reg.id))
    expect(review).toMatchObject({ rating: 5, userId: uid })
  })
})
