import { randomUUID } from 'node:crypto'
import type { SmsSender } from './sms-sender'

/** Offline default: nothing leaves the machine; the outbox row (status sent, id local-…) is the log. */
export function createLocalSms(): SmsSender {
  return { send: async () => ({ providerMessageId: `local-${randomUUID()}` }) }
}
