import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BUG_PRIORITY_LABELS, BugReportSchema } from '../../../domain/support'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { bugReports } from '../../db/schema'
import { enqueueMessage } from '../../jobs/outbox'

export const supportRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/api/support/report-bug',
    {
      config: { rateLimit: { max: Math.ceil(10 * config.RATE_LIMIT_FACTOR), timeWindow: '1 minute' } },
      schema: {
        tags: ['support'],
        body: BugReportSchema,
        response: { 201: z.object({ id: z.string(), message: z.string() }) },
      },
    },
    async (req, reply) => {
      const report = req.body
      // The stored report and the mail to support commit together: a report is never lost
      // because the mail server was down, and never mailed if the insert failed.
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bugReports)
          .values({ ...report, userId: req.user?.id, userAgent: req.headers['user-agent']?.slice(0, 500) })
          .returning({ id: bugReports.id })
        await enqueueMessage(tx, {
          channel: 'email',
          kind: 'bug-report',
          recipient: config.SUPPORT_EMAIL,
          userId: req.user?.id ?? null,
          subject: `[Bug · ${BUG_PRIORITY_LABELS[report.priority]}] ${report.title}`,
          payload: {
            bugReportId: row.id,
            title: report.title,
            description: report.description,
            priority: report.priority,
            pageUrl: report.pageUrl ?? null,
            reporterEmail: req.user?.email ?? null,
          },
          dedupeKey: `bug-report:${row.id}`,
        })
        return row.id
      })
      return reply
        .code(201)
        .send({ id, message: 'Thank you! Our support team will review your report shortly.' })
    },
  )
}
