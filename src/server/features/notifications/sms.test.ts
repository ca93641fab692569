import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent } from '../../../../test/factories'
import { registerAndConfirm } from '../../../../test/fakes/register'
import { startFakeTwilio } from '../../../../test/fakes/twilio'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { twilioSignature } from '../../adapters/sms/twilio-signature'
import { createTwilioSms } from '../../adapters/sms/twilio-sms'
import { notificationPreferences } from '../../db/schema'

const SID = 'AC00000000000000000000000000000001'
const TOKEN = 'twilio-test-auth-token'
const PUBLIC_URL = 'https://cradle.example'

describe('Twilio adapter against a fake Twilio', () => {
  it('posts To/From/Body with basic auth and returns the message sid', async () => {
    const fake = await startFakeTwilio({ accountSid: SID, authToken: TOKEN })
    try {
      const sms = createTwilioSms({
        accountSid: SID,
        authToken: TOKEN,
        from: '+15005550006',
        apiUrl: fake.url,
      })
      const res = await sms.send({ to: '+13125550100', body: 'Hello from Cradle' })
      expect(res.providerMessageId).toMatch(/^SM/)
      expect(fake.sent).toEqual([
        expect.objectContaining({ to: '+13125550100', from: '+15005550006', body: 'Hello from Cradle' }),
      ])
      await expect(sms.send({ to: '555', body: 'x' })).rejects.toThrow(/400.*not a valid phone number/)
      const wrong = createTwilioSms({
        accountSid: SID,
        authToken: 'nope',
        from: '+15005550006',
        apiUrl: fake.url,
      })
      await expect(wrong.send({ to: '+13125550100', body: 'x' })).rejects.toThrow(/401/)
    } finally {
      await fake.close()
    }
  })
})

describe.each(databaseKinds())('SMS reminders and the inbound webhook on %s', (kind) => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof startFakeTwilio>>
  beforeAll(async () => {
    fake = await startFakeTwilio({ accountSid: SID, authToken: TOKEN })
    t = await startTestApp({
      kind,
      env: {
        PUBLIC_URL,
        SMS_ACCOUNT_SID: SID,
        SMS_AUTH_TOKEN: TOKEN,
        SMS_FROM: '+15005550006',
        SMS_API_URL: fake.url,
        SUPPORT_EMAIL: 'help@cradle.test',
      },
    })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  const inbound = (params: Record<string, string>, signature?: string) =>
    t.client().request('POST', '/api/sms/inbound', new URLSearchParams(params).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilioSignature(TOKEN, `${PUBLIC_URL}/api/sms/inbound`, params),
    })

  it('sends one SMS reminder through the provider for an opted-in parent', async () => {
    const parent = await t.signIn({ phone: '+13125550142' })
    await t.db
      .insert(notificationPreferences)
      .values({ userId: parent.user.id, smsOptIn: true, preferredChannel: 'both' })
    const event = await createEvent(t.db, {
      startsAt: new Date(t.clock.now().getTime() + 90 * 60_000),
      title: 'Sleep basics',
      // The reminder goes with the join-link email, once the event has a room.
      webinarLink: 'https://zoom.example/j/sleep',
    })
    await registerAndConfirm(t.db, { eventId: event.id, userId: parent.user.id, email: parent.user.email })
    await t.runTasks()
    await t.runTasks()
    const mine = fake.sent.filter((s) => s.to === '+13125550142')
    expect(mine).toHaveLength(1)
    expect(mine[0].body).toContain('Cradle: "Sleep basics" starts')
    expect(mine[0].body).toContain('STOP')
  })

  it('STOP opts the number out and answers with TwiML; START opts back in', async () => {
    const parent = await t.signIn({ phone: '+13125550143' })
    await t.db
      .insert(notificationPreferences)
      .values({ userId: parent.user.id, smsOptIn: true, preferredChannel: 'both' })
    const stop = await inbound({
      From: '+13125550143',
      To: '+15005550006',
      Body: ' stop ',
      MessageSid: 'SM1',
    })
    expect(stop.status).toBe(200)
    expect(stop.headers.get('content-type')).toContain('text/xml')
    expect(stop.text).toContain('<Response><Message>You are unsubscribed from Cradle texts')
    expect((await parent.get('/api/user/preferences')).body).toMatchObject({
      smsOptIn: false,
      emailOptIn: true,
      preferredChannel: 'email',
    })

    const start = await inbound({ From: '+13125550143', To: '+15005550006', Body: 'START' })
    expect(start.text).toContain('resubscribed')
    expect((await parent.get('/api/user/preferences')).body).toMatchObject({
      smsOptIn: true,
      preferredChannel: 'both',
    })

    for (const word of ['STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit']) {
      await inbound({ From: '+13125550143', Body: 'START' })
      await inbound({ From: '+13125550143', Body: word })
      expect((await parent.get('/api/user/preferences')).body.smsOptIn).toBe(false)
    }
  })

  it('HELP answers with help naming Cradle and the support address', async () => {
    const res = await inbound({ From: '+13125550199', Body: 'HELP' })
    expect(res.status).toBe(200)
    expect(res.text).toContain('Cradle')
    expect(res.text).toContain('help@cradle.test')
    expect(res.text).toContain('STOP')
  })

  it('refuses a missing or wrong signature and changes nothing', async () => {
    const parent = await t.signIn({ phone: '+13125550144' })
    await t.db
      .insert(notificationPreferences)
      .values({ userId: parent.user.id, smsOptIn: true, preferredChannel: 'both' })
    const params = { From: '+13125550144', Body: 'STOP' }
    expect((await inbound(params, 'bm90IGEgc2lnbmF0dXJl')).status).toBe(403)
    const tampered = twilioSignature(TOKEN, `${PUBLIC_URL}/api/sms/inbound`, { ...params, Body: 'HELP' })
    expect((await inbound(params, tampered)).status).toBe(403)
    expect((await parent.get('/api/user/preferences')).body.smsOptIn).toBe(true)
  })
})
