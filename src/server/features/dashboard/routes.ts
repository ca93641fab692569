import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DashboardMetricsSchema } from '../../../domain/admin'
import { requireAdmin } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { createDashboardService } from './service'

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, deps) => {
  const service = createDashboardService(deps)
  app.get(
    '/api/admin/dashboard-metrics',
    { onRequest: requireAdmin, schema: { tags: ['dashboard'], response: { 200: DashboardMetricsSchema } } },
    async () => service.metrics(),
  )
}
