import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { users } from '../../db/schema'

describe.each(databaseKinds())('notification preferences on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('is 401 signed out', async () => {
    expect((await t.client().get('/api/user/preferences')).status).toBe(401)
    expect((await t.client().post('/api/user/preferences', {})).status).toBe(401)
  })

  it('starts with the defaults: email on, SMS off, channel email', async () => {
    const c = await t.signIn()
    const res = await c.get('/api/user/preferences')
    expect(res.body).toEqual({
      emailOptIn: true,
      smsOptIn: false,
      preferredChannel: 'email',
      consentUpdatedAt: null,
    })
  })

  it('saves, sets consentUpdatedAt when consent changes, and keeps it when it does not', async () => {
    const c = await t.signIn()
    await t.db.update(users).set({ phone: '+13125550100' }).where(eq(users.id, c.user.id))
    const first = await c.post('/api/user/preferences', {
      emailOptIn: true,
      smsOptIn: true,
      preferredChannel: 'both',
    })
    expect(first.status).toBe(200)
    expect(first.body.consentUpdatedAt).toEqual(expect.any(String))
    t.clock.advance(60_000)
    const same = await c.post('/api/user/preferences', {
      emailOptIn: false,
      smsOptIn: true,
      preferredChannel: 'sms',
    })
    expect(same.status).toBe(200)
    expect(same.body.consentUpdatedAt).not.toBe(first.body.consentUpdatedAt)
    t.clock.advance(60_000)
    const again = await c.post('/api/user/preferences', {
      emailOptIn: false,
      smsOptIn: true,
      preferredChannel: 'sms',
    })
    expect(again.body.consentUpdatedAt).toBe(same.body.consentUpdatedAt)
    expect((await c.get('/api/user/preferences')).body.preferredChannel).toBe('sms')
  })

  it('refuses a channel that contradicts the switches (spec: both, sms or email follows them)', async () => {
    const c = await t.signIn()
    await t.db.update(users).set({ phone: '+13125550100' }).where(eq(users.id, c.user.id))
    for (const [body, message] of [
      [
        { emailOptIn: true, smsOptIn: true, preferredChannel: 'sms' },
        'With these choices the preferred channel is both',
      ],
      [
        { emailOptIn: false, smsOptIn: true, preferredChannel: 'both' },
        'With these choices the preferred channel is sms',
      ],
      [
        { emailOptIn: true, smsOptIn: false, preferredChannel: 'both' },
        'Turn on SMS notifications to be contacted by SMS',
      ],
    ] as const) {
      const res = await c.post('/api/user/preferences', body)
      expect(res.status).toBe(400)
      expect(res.body.errors).toEqual([{ path: 'preferredChannel', message }])
    }
    expect((await c.get('/api/user/preferences')).body.preferredChannel).toBe('email')
  })

  it('refuses a bad value with the field named', async () => {
    const c = await t.signIn()
    const res = await c.post('/api/user/preferences', {
      emailOptIn: true,
      smsOptIn: false,
      preferredChannel: 'pigeon',
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].path).toBe('preferredChannel')
  })

  it('asks for a phone number before turning SMS on', async () => {
    const c = await t.signIn()
    const res = await c.post('/api/user/preferences', {
      emailOptIn: true,
      smsOptIn: true,
      preferredChannel: 'both',
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { path: 'smsOptIn', message: 'Add a phone number to your profile to receive SMS reminders' },
    ])
  })
})
