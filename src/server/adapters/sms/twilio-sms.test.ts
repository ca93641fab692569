import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeTwilio } from '../../../../test/fakes/twilio'
import { SmsRejectedError } from './sms-sender'
import { createTwilioSms } from './twilio-sms'

const SID = 'AC00000000000000000000000000000003'
const TOKEN = 'twilio-test-auth-token'

/** Twilio's error answers, as its Messages API gives them, keyed by the To number. */
const ANSWERS: Record<string, [number, { code: number; message: string }]> = {
  '+13125550161': [400, { code: 21610, message: 'Attempt to send to unsubscribed recipient' }],
  '+13125550162': [400, { code: 21614, message: "'To' number is not a valid mobile number" }],
  '+13125550163': [
    403,
    { code: 21408, message: 'Permission to send an SMS has not been enabled for the region' },
  ],
  '+13125550164': [429, { code: 20429, message: 'Too Many Requests' }],
  '+13125550165': [408, { code: 0, message: 'Request Timeout' }],
  '+13125550166': [500, { code: 20500, message: 'Internal Server Error' }],
  '+13125550167': [503, { code: 20503, message: 'Service Unavailable' }],
}

describe('Twilio adapter: refusals are permanent, trouble is temporary', () => {
  let fake: Awaited<ReturnType<typeof startFakeTwilio>>
  let scripted: { url: string; close: () => Promise<void> }
  beforeAll(async () => {
    fake = await startFakeTwilio({ accountSid: SID, authToken: TOKEN })
    const server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const to = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('To') ?? ''
        const [status, body] = ANSWERS[to] ?? [201, { sid: 'SM1' }]
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ...body, status }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    scripted = {
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    }
  })
  afterAll(async () => {
    await fake.close()
    await scripted.close()
  })

  const sender = (apiUrl: string, authToken = TOKEN) =>
    createTwilioSms({ accountSid: SID, authToken, from: '+15005550006', apiUrl })
  const outcome = (apiUrl: string, to: string, authToken?: string) =>
    sender(apiUrl, authToken)
      .send({ to, body: 'Reminder' })
      .then(
        () => 'sent',
        (e: Error) => `${e instanceof SmsRejectedError ? 'permanent' : 'temporary'}: ${e.message}`,
      )

  it('an invalid number (21211) is refused for good; wrong credentials (401) are not the message’s fault', async () => {
    expect(await outcome(fake.url, '555')).toMatch(
      /^permanent: SMS provider answered 400: .*\(Twilio 21211\)$/,
    )
    expect(await outcome(fake.url, '+13125550100', 'wrong')).toMatch(/^temporary: .*401/)
    expect(await outcome(fake.url, '+13125550100')).toBe('sent')
  })

  it('STOP (21610), not a mobile (21614) and a blocked region (403) are permanent; 408, 429 and 5xx are retried', async () => {
    const results = Object.fromEntries(
      await Promise.all(
        Object.keys(ANSWERS).map(async (to) => [to, (await outcome(scripted.url, to)).split(':')[0]]),
      ),
    )
    expect(results).toEqual({
      '+13125550161': 'permanent',
      '+13125550162': 'permanent',
      '+13125550163': 'permanent',
      '+13125550164': 'temporary',
      '+13125550165': 'temporary',
      '+13125550166': 'temporary',
      '+13125550167': 'temporary',
    })
    expect(await outcome(scripted.url, '+13125550161')).toContain('unsubscribed recipient (Twilio 21610)')
  })
})
