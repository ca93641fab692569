import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/test-app'
import type { MailMessage } from './mail/mailer'
import type { PaymentProcessor } from './payments/processor'
import { createTestProcessor } from './payments/test-processor'
import { createLocalSms } from './sms/local-sms'

/** Issue 28.2: every adapter is made once by the composition root, and `buildApp` takes fakes in their place. */
describe('the composition root', () => {
  const intents: number[] = []
  const sent: MailMessage[] = []
  let t: TestApp
  beforeAll(async () => {
    const real = createTestProcessor()
    const processor: PaymentProcessor = {
      ...real,
      createIntent: async (input) => {
        intents.push(input.amountCents)
        return real.createIntent(input)
      },
    }
    t = await startTestApp({
      adapters: {
        payments: { processor, stripe: null },
        messages: {
          mailer: {
            send: async (m) => {
              sent.push(m)
              return { providerMessageId: `fake-${sent.length}` }
            },
          },
          sms: createLocalSms(),
        },
      },
    })
  })
  afterAll(() => t.close())

  it('hands the booking area the payment processor it was given', async () => {
    const ev = await createEvent(t.db, { priceCents: 1200 })
    const parent = await t.signIn()
    const res = await parent.post('/api/create-payment-intent', { eventId: ev.id, amount: 1200 })
    expect(res.status).toBe(200)
    expect(intents).toEqual([1200])
  })

  it('delivers messages through the mailer it was given', async () => {
    const ev = await createEvent(t.db, { priceCents: 0, title: 'Composed Class' })
    const parent = await t.signIn()
    expect((await parent.post('/api/registrations', { eventId: ev.id, paymentIntentId: null })).status).toBe(
      201,
    )
    await t.runTasks()
    expect(sent.some((m) => m.to === parent.user.email && m.subject.includes('Composed Class'))).toBe(true)
  })
})
