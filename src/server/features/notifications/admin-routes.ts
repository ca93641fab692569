import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  OUTBOX_STATUSES,
  type OutboxDetail,
  OutboxDetailSchema,
  type OutboxItem,
  OutboxListQuerySchema,
  OutboxListSchema,
} from '../../../domain/outbox'
import { recordAudit } from '../../audit'
import { currentUser, requireAdmin } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { outbox } from '../../db/schema'
import { AppError } from '../../errors'
import { createRenderer, type OutboxRow, redactSecrets } from '../../notifications/render'

const toItem = (r: OutboxRow): OutboxItem => ({
  id: r.id,
  channel: r.channel,
  kind: r.kind,
  recipient: r.recipient,
  subject: r.subject,
  status: r.status,
  skipped: r.status === 'sent' && !r.providerMessageId,
  attempts: r.attempts,
  maxAttempts: r.maxAttempts,
  lastError: r.lastError,
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
})

const Params = z.object({ id: z.uuid({ message: 'Not a message id' }) })

/** Admin Outbox: every message, failed ones first, the mail as sent, and a retry. */
export const outboxAdminRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; config: Config }> = async (
  app,
  { db, clock, config },
) => {
  const renderer = createRenderer({ db, config, clock })

  app.get(
    '/api/admin/outbox',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], querystring: OutboxListQuerySchema, response: { 200: OutboxListSchema } },
    },
    async (req) => {
      const { status, q, page, pageSize } = req.query
      const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
      const where = and(
        status ? eq(outbox.status, status) : undefined,
        like ? or(ilike(outbox.recipient, like), ilike(outbox.subject, like)) : undefined,
      )
      const [rows, [{ total }], grouped] = await Promise.all([
        db
          .select()
          .from(outbox)
          .where(where)
          // Failed first: they are what an admin has to act on.
          .orderBy(sql`(${outbox.status} = 'failed') desc`, desc(outbox.createdAt), desc(outbox.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(outbox).where(where),
        db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status),
      ])
      const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<
        (typeof OUTBOX_STATUSES)[number],
        number
      >
      for (const g of grouped) counts[g.status] = g.n
      return { items: rows.map(toItem), total, page, pageSize, counts }
    },
  )

  app.get(
    '/api/admin/outbox/:id',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], params: Params, response: { 200: OutboxDetailSchema } },
    },
    async (req): Promise<OutboxDetail> => {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, req.params.id))
      if (!row) throw new AppError(404, 'Message not found')
      const sent = row.payload.rendered as Record<string, unknown> | undefined
      if (sent && typeof sent.text === 'string') {
        return {
          ...toItem(row),
          renderError: null,
          rendered: {
            asSent: true,
            subject: typeof sent.subject === 'string' ? sent.subject : null,
            html: typeof sent.html === 'string' ? sent.html : null,
            text: sent.text,
            headers: (sent.headers as Record<string, string>) ?? {},
            attachments: Array.isArray(sent.attachments) ? sent.attachments.map(String) : [],
          },
        }
      }
      try {
        const shown = await renderer.render(row)
        const r = shown.type === 'email' ? redactSecrets(shown) : shown
        if (r.type === 'skip')
          return { ...toItem(row), rendered: null, renderError: `Would be skipped: ${r.reason}` }
        const rendered =
          r.type === 'sms'
            ? { asSent: false, subject: null, html: null, text: r.body, headers: {}, attachments: [] }
            : {
                asSent: false,
                subject: r.subject,
                html: r.html,
                text: r.text,
                headers: r.headers,
                attachments: r.attachments.map((a) => a.filename),
              }
        return { ...toItem(row), rendered, renderError: null }
      } catch (e) {
        return { ...toItem(row), rendered: null, renderError: e instanceof Error ? e.message : String(e) }
      }
    },
  )

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        params: Params,
        response: { 200: OutboxDetailSchema.omit({ rendered: true, renderError: true }) },
      },
    },
    async (req) => {
      const admin = currentUser(req)
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(outbox).where(eq(outbox.id, req.params.id)).for('update')
        if (!row) throw new AppError(404, 'Message not found')
        // A failed message starts again; one waiting after a failed attempt (a reset link lasts an hour, the
        // back-off can be longer) is tried now, keeping its count.
        const waiting = row.status === 'pending' && row.lastError !== null && row.nextAttemptAt > clock.now()
        if (row.status !== 'failed' && !waiting)
          throw new AppError(409, 'Only a failed message, or one waiting to try again, can be sent now')
        const [updated] = await tx
          .update(outbox)
          .set({
            status: 'pending',
            ...(waiting ? {} : { attempts: 0 }),
            nextAttemptAt: clock.now(),
            lockedUntil: null,
          })
          .where(eq(outbox.id, row.id))
          .returning()
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: 'outbox.retry',
          entityType: 'outbox',
          entityId: row.id,
          changes: {
            status: [row.status, 'pending'],
            nextAttemptAt: [row.nextAttemptAt.toISOString(), updated.nextAttemptAt.toISOString()],
            lastError: row.lastError,
          },
        })
        return toItem(updated)
      })
    },
  )
}
