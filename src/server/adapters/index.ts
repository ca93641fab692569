import type { Config } from '../config'
import { createLocalMailbox } from './mail/local-mailbox'
import type { Mailer } from './mail/mailer'
import { createSmtpMailer } from './mail/smtp-mailer'
import { createLocalSms } from './sms/local-sms'
import type { SmsSender } from './sms/sms-sender'
import { createTwilioSms } from './sms/twilio-sms'

export interface MessageAdapters {
  mailer: Mailer
  sms: SmsSender
}

/** The real adapter when its settings exist, else the local one (DESIGN.md §1). */
export function createMessageAdapters(config: Config): MessageAdapters {
  const sms =
    config.SMS_ACCOUNT_SID && config.SMS_AUTH_TOKEN && config.SMS_FROM
      ? createTwilioSms({
          accountSid: config.SMS_ACCOUNT_SID,
          authToken: config.SMS_AUTH_TOKEN,
          from: config.SMS_FROM,
          apiUrl: config.SMS_API_URL,
        })
      : createLocalSms()
  return {
    mailer: config.SMTP_URL ? createSmtpMailer(config.SMTP_URL) : createLocalMailbox(config.DATA_DIR),
    sms,
  }
}
