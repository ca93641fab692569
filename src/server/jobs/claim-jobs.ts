import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { jobs } from '../db/schema'

/**
 * Claims up to `limit` due jobs of one kind under a lease: rows are locked with SKIP LOCKED, marked running and moved
 * `leaseMs` ahead, so two processes never run one job at once and a job whose process died is taken again after the
 * lease. The caller marks each done or failed.
 */
export function claimDueJobs(db: Db, opts: { kind: string; now: Date; limit: number; leaseMs: number }) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, opts.kind),
          inArray(jobs.status, ['pending', 'running']),
          lte(jobs.runAt, opts.now),
        ),
      )
      .limit(opts.limit)
      .for('update', { skipLocked: true })
    if (!due.length) return []
    return tx
      .update(jobs)
      .set({
        status: 'running',
        runAt: new Date(opts.now.getTime() + opts.leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(
        inArray(
          jobs.id,
          due.map((d) => d.id),
        ),
      )
      .returning()
  })
}
