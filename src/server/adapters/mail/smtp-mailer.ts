import { lazy } from '../lazy'
import { type Mailer, toNodemailer } from './mailer'

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
      const info = await (await transport()).sendMail(toNodemailer(message))
      return { providerMessageId: String(info.messageId ?? '') }
    },
  }
}
