import { lazy } from '../lazy'
import { type Mailer, MailRejectedError, toNodemailer } from './mailer'

/**
 * SMTP 5xx is permanent, 4xx temporary (RFC 5321 §4.2.1), but only a refusal of this message's envelope or
 * data counts: a 5xx at login or greeting is the server's settings, which every message would hit until fixed.
 */
function isRefusal(err: unknown): err is Error {
  if (!(err instanceof Error)) return false
  const { code, responseCode } = err as { code?: unknown; responseCode?: unknown }
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500
  )
}

/** Real delivery over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(smtpUrl: string): Mailer {
  // Timeouts well below the outbox lease, so a hung server is a failed attempt, not a stuck row.
  const url = new URL(smtpUrl)
  for (const [k, v] of [
    ['connectionTimeout', '20000'],
    ['greetingTimeout', '20000'],
    ['socketTimeout', '60000'],
  ])
    if (!url.searchParams.has(k)) url.searchParams.set(k, v)
  const transport = lazy(async () => (await import('nodemailer')).default.createTransport(url.toString()))
  return {
    async send(message) {
      const info = await (await transport()).sendMail(toNodemailer(message)).catch((err: unknown) => {
        throw isRefusal(err) ? new MailRejectedError(err.message, { cause: err }) : err
      })
      return { providerMessageId: String(info.messageId ?? '') }
    },
  }
}
