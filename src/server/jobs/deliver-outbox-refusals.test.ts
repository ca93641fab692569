import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createUser } from '../../../test/factories'
import { TestClock } from '../../../test/test-app'
import { createTestDatabase, databaseKinds } from '../../../test/test-db'
import { createSmtpMailer } from '../adapters/mail/smtp-mailer'
import { createTwilioSms } from '../adapters/sms/twilio-sms'
import { loadConfig } from '../config'
import type { Database } from '../db/client'
import { notificationPreferences, outbox, registrations } from '../db/schema'
import { createOutboxWorker } from './deliver-outbox'
import { enqueueMessages } from './outbox'

const HOUR = 3600_000

/** Twilio for a number whose owner replied STOP: every send is answered 400 / 21610. Counts the attempts. */
async function startStoppedTwilio() {
  let requests = 0
  const server = createServer((req, res) => {
    requests++
    req.resume()
    req.on('end', () =>
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 }),
        ),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A mail server where the mailbox no longer exists (550 at RCPT TO). Counts the attempts. */
async function startMailboxGoneServer() {
  let attempts = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (_a, _s, callback) => {
      attempts++
      callback(Object.assign(new Error('No such user here'), { responseCode: 550 }))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  return {
    url: `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe.each(databaseKinds())('messages the provider refuses for good on %s', (kind) => {
  let database: Database
  let twilio: Awaited<ReturnType<typeof startStoppedTwilio>>
  let smtp: Awaited<ReturnType<typeof startMailboxGoneServer>>
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' })
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    twilio = await startStoppedTwilio()
    smtp = await startMailboxGoneServer()
  })
  afterAll(async () => {
    await database.close()
    await twilio.close()
    await smtp.close()
  })

  it('a parent who replied STOP is texted once, not again; a gone mailbox is tried once; both show as failed', async () => {
    const { db } = database
    const clock = new TestClock()
    const user = await createUser(db, { phone: '+13125550199' })
    await db
      .insert(notificationPreferences)
      .values({ userId: user.id, smsOptIn: true, preferredChannel: 'both' })
    const event = await createEvent(db, { startsAt: new Date(clock.now().getTime() + 10 * 24 * HOUR) })
    const [reg] = await db
      .insert(registrations)
      .values({ eventId: event.id, userId: user.id, joinToken: randomBytes(8).toString('hex') })
      .returning()
    const payload = { registrationId: reg.id, eventId: event.id, startsAt: event.startsAt.toISOString() }
    await enqueueMessages(db, [
      {
        channel: 'sms',
        kind: 'sms-reminder',
        recipient: '+13125550199',
        userId: user.id,
        payload,
        dedupeKey: 'stop',
      },
      {
        channel: 'email',
        kind: 'registration-confirmation',
        recipient: 'gone@example.test',
        userId: user.id,
        payload,
        dedupeKey: 'gone',
      },
    ])
    const worker = createOutboxWorker({
      db,
      clock,
      config,
      adapters: {
        mailer: createSmtpMailer(smtp.url),
        sms: createTwilioSms({ accountSid: 'AC1', authToken: 't', from: '+15005550006', apiUrl: twilio.url }),
      },
    })
    for (let i = 0; i < 6; i++) {
      await worker.runOnce()
      clock.advance(HOUR) // past every backoff
    }
    expect(twilio.requests()).toBe(1)
    expect(smtp.attempts()).toBe(1)
    const row = async (key: string) => (await db.select().from(outbox).where(eq(outbox.dedupeKey, key)))[0]
    expect(await row('stop')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('21610'),
    })
    expect(await row('gone')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('550'),
    })
  })
})
