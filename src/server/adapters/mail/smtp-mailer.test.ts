import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpServer } from '../../../../test/fakes/smtp-server'
import { MailRejectedError } from './mailer'
import { createSmtpMailer } from './smtp-mailer'

const smtpError = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode })

/** A mail server that refuses by recipient, as real ones do: at RCPT TO or after DATA. */
async function startRefusingServer() {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(smtpError(535, 'Authentication credentials invalid')),
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('gone@')) return callback(smtpError(550, 'No such user here'))
      if (address.address.startsWith('full@')) return callback(smtpError(452, 'Mailbox full, try later'))
      callback()
    },
    onData(stream, session, callback) {
      stream.resume()
      stream.on('end', () => {
        const spam = session.envelope.rcptTo.some((r) => r.address.startsWith('strict@'))
        callback(spam ? smtpError(554, 'Message rejected as spam') : null)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe('SMTP mailer: 5xx refusals are permanent, 4xx and server trouble temporary', () => {
  let refusing: Awaited<ReturnType<typeof startRefusingServer>>
  let busy: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    refusing = await startRefusingServer()
    busy = await startSmtpServer()
  })
  afterAll(async () => {
    await refusing.close()
    await busy.close()
  })

  const mail = (to: string) => ({
    from: 'Cradle <hello@cradle.test>',
    to,
    subject: 'Hi',
    html: '<p>Hi</p>',
    text: 'Hi',
  })
  const outcome = (url: string, to: string) =>
    createSmtpMailer(url)
      .send(mail(to))
      .then(
        () => 'sent',
        (e: Error) => `${e instanceof MailRejectedError ? 'permanent' : 'temporary'}: ${e.message}`,
      )

  it('a mailbox that does not exist (550) or a message refused after DATA (554) is not retried', async () => {
    const url = `smtp://127.0.0.1:${refusing.port}`
    expect(await outcome(url, 'gone@example.test')).toMatch(/^permanent: .*550/)
    expect(await outcome(url, 'strict@example.test')).toMatch(/^permanent: .*554/)
    expect(await outcome(url, 'ok@example.test')).toBe('sent')
  })

  it('a full mailbox (452), a busy server (451), bad login (535) or no server at all are retried', async () => {
    const url = `smtp://127.0.0.1:${refusing.port}`
    expect(await outcome(url, 'full@example.test')).toMatch(/^temporary: .*452/)
    busy.refuseNext(1)
    expect(await outcome(busy.url, 'ok@example.test')).toMatch(/^temporary: .*451/)
    expect(await outcome(`smtp://user:wrong@127.0.0.1:${refusing.port}`, 'ok@example.test')).toMatch(
      /^temporary: .*535/,
    )
    await busy.close()
    expect(await outcome(busy.url, 'ok@example.test')).toMatch(/^temporary: .*ECONNREFUSED/)
    busy = await startSmtpServer()
  })
})
