import type { Config } from '../config'
import type { LlmImporter } from './llm/llm-importer'
import { createOpenAiCompatibleImporter } from './llm/openai-compatible'
import { createLocalMailbox } from './mail/local-mailbox'
import type { Mailer } from './mail/mailer'
import { createSmtpMailer } from './mail/smtp-mailer'
import { createPayments, type Payments } from './payments'
import { createLocalSms } from './sms/local-sms'
import type { SmsSender } from './sms/sms-sender'
import { createTwilioSms } from './sms/twilio-sms'
import { createStorage, type Storage } from './storage'

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

/** The import assistant's language model when LLM_BASE_URL is set; null means the deterministic parser alone. */
export function createLlmImporter(config: Config): LlmImporter | null {
  return config.LLM_BASE_URL
    ? createOpenAiCompatibleImporter({
        baseUrl: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY,
        model: config.LLM_MODEL,
      })
    : null
}

/** Every adapter the server uses, made once at start (issue 28.2) and handed to the features that need them. */
export interface Adapters {
  payments: Payments
  messages: MessageAdapters
  storage: Storage
  llm: LlmImporter | null
}

/**
 * The composition root: each adapter chosen from configuration, once per process (`buildApp` calls this). A test
 * hands in fakes through `overrides` (`buildApp({ adapters })`): an adapter given is used as is and the
 * configured one is never made (no Stripe client is built when a fake processor is given).
 */
export async function createAdapters(config: Config, overrides: Partial<Adapters> = {}): Promise<Adapters> {
  return {
    payments: overrides.payments ?? (await createPayments(config)),
    messages: overrides.messages ?? createMessageAdapters(config),
    storage: overrides.storage ?? createStorage(config),
    llm: 'llm' in overrides ? (overrides.llm ?? null) : createLlmImporter(config),
  }
}
