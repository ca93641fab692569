import { inArray, lt } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { FAILED_LOGIN_WINDOW_MS } from '../auth/service'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import {
  dataExports,
  importCommits,
  loginAttempts,
  passwordResets,
  processedWebhooks,
  rateLimitHits,
  sessions,
} from '../db/schema'

const DAY_MS = 24 * 3600_000

/**
 * Rows nothing will read again, kept a while past their use so an incident can still be looked into:
 * sessions a day after they ended (sign-out deletes at once; expiry and rotation leave rows behind), sign-in
 * attempts a day after the limit's window, Stripe deliveries 30 days after arrival (Stripe redelivers for 3 days),
 * import commits' replay records 30 days after the commit (a retry comes within minutes), rate-limit counters an
 * hour after their window (the next hit starts a new one anyway), password-reset links a day after they expired,
 * copies of a person's data as soon as their download links expire.
 */
export const RETENTION = {
  sessions: DAY_MS,
  loginAttempts: FAILED_LOGIN_WINDOW_MS + DAY_MS,
  processedWebhooks: 30 * DAY_MS,
  importCommits: 30 * DAY_MS,
  rateLimitHits: 3600_000,
  passwordResets: DAY_MS,
  /** "Download my data" copies: deleted as soon as their links stop working. */
  dataExports: 0,
} as const

/** Rows deleted per statement, so no delete holds its locks (or the embedded database) for long. */
const BATCH = 5_000

/**
 * Deletes what RETENTION allows, in batches, until nothing is left. Safe in several processes at once: a row two
 * of them pick is deleted by one, and the other's statement deletes fewer.
 */
export function createHousekeeping(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  async function prune(table: PgTable, key: PgColumn, time: PgColumn, keepMs: number): Promise<number> {
    const before = new Date(clock.now().getTime() - keepMs)
    let total = 0
    for (;;) {
      const batch = db.select({ key }).from(table).where(lt(time, before)).limit(BATCH)
      const gone = await db.delete(table).where(inArray(key, batch)).returning({ key })
      total += gone.length
      if (gone.length < BATCH) return total
    }
  }
  return async function runHousekeeping() {
    return {
      sessions: await prune(sessions, sessions.id, sessions.expiresAt, RETENTION.sessions),
      loginAttempts: await prune(
        loginAttempts,
        loginAttempts.id,
        loginAttempts.createdAt,
        RETENTION.loginAttempts,
      ),
      processedWebhooks: await prune(
        processedWebhooks,
        processedWebhooks.id,
        processedWebhooks.receivedAt,
        RETENTION.processedWebhooks,
      ),
      importCommits: await prune(
        importCommits,
        importCommits.id,
        importCommits.createdAt,
        RETENTION.importCommits,
      ),
      rateLimitHits: await prune(
        rateLimitHits,
        rateLimitHits.key,
        rateLimitHits.resetsAt,
        RETENTION.rateLimitHits,
      ),
      passwordResets: await prune(
        passwordResets,
        passwordResets.id,
        passwordResets.expiresAt,
        RETENTION.passwordResets,
      ),
      dataExports: await prune(dataExports, dataExports.id, dataExports.expiresAt, RETENTION.dataExports),
    }
  }
}
