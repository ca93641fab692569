import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { lazy } from '../lazy'
import { type Mailer, toNodemailer } from './mailer'

/**
 * The offline default: each mail is built exactly as SMTP would send it (RFC 822) and kept as
 * `DATA_DIR/mail/<id>.eml`, so it can be opened in any mail client; admins read it on the Outbox page.
 */
export function createLocalMailbox(dataDir: string): Mailer {
  const dir = path.join(dataDir, 'mail')
  // nodemailer is loaded with the first mail, not with every process.
  const transport = lazy(async () => {
    const { default: nodemailer } = await import('nodemailer')
    return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  })
  return {
    async send(message) {
      const info = await (await transport()).sendMail(toNodemailer(message))
      const raw = info.message as Buffer
      const id = (message.messageId ?? String(info.messageId)).replace(/[<>]/g, '').replace(/[^\w.@-]/g, '_')
      await mkdir(dir, { recursive: true })
      await writeFile(path.join(dir, `${id}.eml`), raw)
      return { providerMessageId: `local-${id}` }
    },
  }
}
