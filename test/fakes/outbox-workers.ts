import type { Clock } from '../../src/server/clock'
import type { Config } from '../../src/server/config'
import type { Db } from '../../src/server/db/client'
import { createOutboxWorker } from '../../src/server/jobs/deliver-outbox'

/** n outbox workers on one database, each with a recording mailer (a yield per send lets them interleave). */
export function createDatabaseWorkers(db: Db, config: Config, clock: Clock, n: number) {
  const sends: { worker: number; messageId: string; to: string }[] = []
  const workers = Array.from({ length: n }, (_, worker) =>
    createOutboxWorker({
      db,
      clock,
      config,
      batchSize: 5,
      adapters: {
        mailer: {
          async send(m) {
            await new Promise((resolve) => setImmediate(resolve))
            sends.push({ worker, messageId: m.messageId ?? '', to: m.to })
            return { providerMessageId: `test-${m.messageId}` }
          },
        },
        sms: { send: async () => ({ providerMessageId: 'test-sms' }) },
      },
    }),
  )
  return { workers, sends }
}
