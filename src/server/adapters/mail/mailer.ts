/** One rendered mail. Everything the wire needs; nothing about why it was sent. */
export interface MailMessage {
  from: string
  to: string
  subject: string
  html: string
  text: string
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
  attachments?: { filename: string; content: string; contentType: string }[]
  /** Stable id so a retried send can be recognised downstream (Message-ID). */
  messageId?: string
}

/**
 * Delivers one rendered message. Retries and the outbox live in jobs/, not here.
 * Throws `MailRejectedError` when the mail server refuses this message for good (SMTP 5xx), any other error when
 * a later attempt may succeed.
 */
export interface Mailer {
  send(message: MailMessage): Promise<{ providerMessageId: string }>
}

/** The server refused the message permanently (e.g. 550 no such mailbox): the outbox fails it without retrying. */
export class MailRejectedError extends Error {}

/** The nodemailer shape of a message; shared by the SMTP and the local mailbox. */
export function toNodemailer(m: MailMessage) {
  return {
    from: m.from,
    to: m.to,
    subject: m.subject,
    html: m.html,
    text: m.text,
    headers: m.headers,
    messageId: m.messageId,
    attachments: m.attachments?.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  }
}
