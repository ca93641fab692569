import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DashboardMetricsSchema } from '../../../domain/admin'
import { SessionOutcomesQuerySchema, SessionOutcomesSchema } from '../../../domain/session-outcomes'
import { requireAdmin } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { sessionOutcomes } from './outcomes'
import { createDashboardService } from './service'

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, deps) => {
  const service = createDashboardService(deps)
  app.get(
    '/api/admin/dashboard-metrics',
    { onRequest: requireAdmin, schema: { tags: ['dashboard'], response: { 200: DashboardMetricsSchema } } },
    async () => service.metrics(),
  )
  app.get(
    '/api/admin/session-outcomes',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['dashboard'],
        querystring: SessionOutcomesQuerySchema,
        response: { 200: SessionOutcomesSchema },
      },
    },
    (req) => sessionOutcomes(deps.db, deps.clock, req.query),
  )
}
