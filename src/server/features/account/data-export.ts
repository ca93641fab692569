import { and, desc, eq, gt } from 'drizzle-orm'
import { DATA_EXPORT_TTL_HOURS, type DataExport } from '../../../domain/account'
import type { Clock } from '../../clock'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { dataExports, jobs, users } from '../../db/schema'
import { AppError } from '../../errors'
import { claimDueJobs } from '../../jobs/claim-jobs'
import { enqueueMessage } from '../../jobs/outbox'
import { rowIdOf, rowToken } from '../../signing'
import {
  collectPersonalData,
  exportSize,
  INLINE_EXPORT_LIMIT,
  type PersonalData,
  readableSummary,
} from './data-contents'

const PURPOSE = 'data-export'
const LEASE_MS = 5 * 60_000
const MAX_ATTEMPTS = 5

type ExportRow = typeof dataExports.$inferSelect

export const EXPORT_GONE =
  'This download link has expired or is not yours. Make a new copy from Settings → Your Data.'

/**
 * "Download my data" (issue 33). A small account's copy is made in the request; a large one's by the worker (a
 * 'data-export' job), which emails the person when it is ready. Either way the copy is fetched through links signed
 * for this export (`<id>.<hmac>`) that work only for the account's own session and only for DATA_EXPORT_TTL_HOURS.
 */
export function createDataExports(deps: { db: Db; clock: Clock; config: Config }) {
  const { db, clock, config } = deps

  const linkFor = (id: string, format: 'json' | 'txt') =>
    `/api/account/data-export/download?format=${format}&token=${encodeURIComponent(rowToken(config, PURPOSE, id))}`

  const toDto = (row: ExportRow): DataExport => ({
    id: row.id,
    status: row.status as DataExport['status'],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    jsonUrl: row.status === 'ready' ? linkFor(row.id, 'json') : null,
    summaryUrl: row.status === 'ready' ? linkFor(row.id, 'txt') : null,
  })

  async function build(exportId: string): Promise<void> {
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId))
    if (row?.status !== 'pending') return
    const content = await collectPersonalData(db, row.userId, clock.now())
    await db
      .update(dataExports)
      .set({ status: 'ready', content, readyAt: clock.now() })
      .where(eq(dataExports.id, exportId))
  }

  return {
    /** The newest copy still downloadable (or being made), or null. */
    async latest(userId: string): Promise<DataExport | null> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), gt(dataExports.expiresAt, clock.now())))
        .orderBy(desc(dataExports.createdAt))
        .limit(1)
      return row ? toDto(row) : null
    },

    /** A fresh copy: made now when small, else queued for the worker (a copy still being made is answered again). */
    async request(user: { id: string; email: string }): Promise<DataExport> {
      const now = clock.now()
      const expiresAt = new Date(now.getTime() + DATA_EXPORT_TTL_HOURS * 3600_000)
      const large = (await exportSize(db, user)) > INLINE_EXPORT_LIMIT
      const row = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update')
        const [pending] = await tx
          .select()
          .from(dataExports)
          .where(and(eq(dataExports.userId, user.id), eq(dataExports.status, 'pending')))
          .limit(1)
        if (pending) return pending
        const [created] = await tx
          .insert(dataExports)
          .values({ userId: user.id, status: 'pending', createdAt: now, expiresAt })
          .returning()
        if (large) {
          await tx.insert(jobs).values({
            kind: 'data-export',
            payload: { exportId: created.id },
            dedupeKey: `data-export:${created.id}`,
            runAt: now,
          })
        }
        return created
      })
      if (!large && row.status === 'pending') await build(row.id)
      const [fresh] = await db.select().from(dataExports).where(eq(dataExports.id, row.id))
      return toDto(fresh)
    },

    /** The copy behind a signed link, for its own account only, while it lasts. */
    async download(userId: string, token: string, format: 'json' | 'txt') {
      const id = rowIdOf(config, PURPOSE, token)
      const [row] = id ? await db.select().from(dataExports).where(eq(dataExports.id, id)) : []
      if (
        !row ||
        row.userId !== userId ||
        row.expiresAt <= clock.now() ||
        row.status !== 'ready' ||
        !row.content
      )
        throw new AppError(404, EXPORT_GONE)
      const day = row.createdAt.toISOString().slice(0, 10)
      const data = row.content as PersonalData
      return format === 'json'
        ? {
            filename: `cradle-data-${day}.json`,
            type: 'application/json',
            body: JSON.stringify(data, null, 2),
          }
        : {
            filename: `cradle-data-${day}.txt`,
            type: 'text/plain; charset=utf-8',
            body: readableSummary(data),
          }
    },

    /** The worker's side: builds queued copies (claimed under a lease, so two processes never build one twice). */
    async runQueued(limit = 5): Promise<number> {
      const now = clock.now()
      const claimed = await claimDueJobs(db, { kind: 'data-export', now, limit, leaseMs: LEASE_MS })
      for (const job of claimed) {
        const exportId = String(job.payload.exportId ?? '')
        try {
          await build(exportId)
          await db.transaction(async (tx) => {
            await tx.update(jobs).set({ status: 'done', lastError: null }).where(eq(jobs.id, job.id))
            const [row] = await tx
              .select({ userId: dataExports.userId, email: users.email, status: dataExports.status })
              .from(dataExports)
              .innerJoin(users, eq(users.id, dataExports.userId))
              .where(eq(dataExports.id, exportId))
            if (row?.status === 'ready')
              await enqueueMessage(tx, {
                channel: 'email',
                kind: 'data-export-ready',
                recipient: row.email,
                userId: row.userId,
                subject: 'Your Cradle data is ready to download',
                payload: { exportId },
                dedupeKey: `data-export-ready:${exportId}`,
              })
          })
        } catch (err) {
          const failed = job.attempts >= MAX_ATTEMPTS
          await db
            .update(jobs)
            .set({
              status: failed ? 'failed' : 'pending',
              runAt: new Date(now.getTime() + 60_000 * 2 ** Math.min(job.attempts, 5)),
              lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
            })
            .where(eq(jobs.id, job.id))
          if (failed)
            await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, exportId))
        }
      }
      return claimed.length
    },
  }
}
export type DataExports = ReturnType<typeof createDataExports>
