import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BugReportSchema } from '../../../domain/support'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { bugReports } from '../../db/schema'

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
      const [row] = await db
        .insert(bugReports)
        .values({ ...req.body, userId: req.user?.id, userAgent: req.headers['user-agent']?.slice(0, 500) })
        .returning({ id: bugReports.id })
      return reply
        .code(201)
        .send({ id: row.id, message: 'Thank you! Our support team will review your report shortly.' })
    },
  )
}
