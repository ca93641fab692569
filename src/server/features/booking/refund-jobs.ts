import { eq } from 'drizzle-orm'
import type { PaymentProcessor } from '../../adapters/payments/processor'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { jobs } from '../../db/schema'
import { claimDueJobs } from '../../jobs/claim-jobs'

const MAX_ATTEMPTS = 8
const LEASE_MS = 5 * 60_000

/**
 * Runs queued 'payment-refund' jobs (written by admin cancellations and deletions in the same transaction
 * as the bookkeeping) against the payment processor. Claimed with FOR UPDATE SKIP LOCKED under a lease, so
 * several processes never refund twice and a killed one's job is retried; the processor call carries an
 * idempotency key, so a retry after an unrecorded success refunds nothing more.
 */
export function createRefundJobRunner(deps: { db: Db; clock: Clock; processor: PaymentProcessor }) {
  const { db, clock, processor } = deps
  return async function runRefundJobs(limit = 20): Promise<number> {
    const now = clock.now()
    const claimed = await claimDueJobs(db, { kind: 'payment-refund', now, limit, leaseMs: LEASE_MS })
    for (const job of claimed) {
      const intentId = String(job.payload.paymentIntentId ?? '')
      try {
        await processor.refund(intentId, `refund:${intentId}`)
        await db.update(jobs).set({ status: 'done', lastError: null }).where(eq(jobs.id, job.id))
      } catch (err) {
        const failed = job.attempts >= MAX_ATTEMPTS
        const backoff = 60_000 * 2 ** Math.min(job.attempts, 6)
        await db
          .update(jobs)
          .set({
            status: failed ? 'failed' : 'pending',
            runAt: new Date(now.getTime() + backoff),
            lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
          })
          .where(eq(jobs.id, job.id))
      }
    }
    return claimed.length
  }
}
