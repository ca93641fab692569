import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent } from '../../../../test/factories'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { VERIFY_BEFORE_PAYING, VERIFY_BEFORE_SMS } from '../../../domain/account'
import { users } from '../../db/schema'

describe.each(databaseKinds())('what waits for a confirmed email address on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('paying and turning on text messages, each with a message saying how to confirm (issue 33.3)', async () => {
    const me = await t.signIn({ emailVerifiedAt: null, phone: '+13125550100' })
    const event = await createEvent(t.db, { priceCents: 2500 })
    const pay = () => me.post('/api/create-payment-intent', { eventId: event.id, amount: 2500 })
    const sms = () =>
      me.post('/api/user/preferences', { emailOptIn: true, smsOptIn: true, preferredChannel: 'both' })

    const refusedPay = await pay()
    expect(refusedPay.status).toBe(409)
    expect(refusedPay.body.message).toBe(VERIFY_BEFORE_PAYING)
    const refusedSms = await sms()
    expect(refusedSms.status).toBe(409)
    expect(refusedSms.body.errors).toEqual([{ path: 'smsOptIn', message: VERIFY_BEFORE_SMS }])
    // Free registration and email-only preferences do not wait.
    const free = await createEvent(t.db)
    expect((await me.post('/api/registrations', { eventId: free.id })).status).toBe(201)
    expect(
      (
        await me.post('/api/user/preferences', {
          emailOptIn: true,
          smsOptIn: false,
          preferredChannel: 'email',
        })
      ).status,
    ).toBe(200)

    await t.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, me.user.id))
    expect((await pay()).status).toBe(200)
    expect((await sms()).status).toBe(200)
  })
})
