import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AdminProviderSchema, ProviderInputSchema, ProviderPatchSchema } from '../../../domain/provider-form'
import { currentUser, requireAdmin } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { createProvidersAdminService } from './service'

const IdParams = z.object({ id: z.uuid() })

/** Provider management (admin only). The public reads of /api/providers live in the providers area. */
export const providersAdminRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, deps) => {
  const service = createProvidersAdminService(deps)
  const tags = ['providers-admin']

  app.get(
    '/api/admin/providers',
    { onRequest: requireAdmin, schema: { tags, response: { 200: z.array(AdminProviderSchema) } } },
    async () => service.list(),
  )

  app.post(
    '/api/providers',
    {
      onRequest: requireAdmin,
      schema: { tags, body: ProviderInputSchema, response: { 201: AdminProviderSchema } },
    },
    async (req, reply) => reply.code(201).send(await service.create(currentUser(req), req.body)),
  )

  app.patch(
    '/api/providers/:id',
    {
      onRequest: requireAdmin,
      schema: { tags, params: IdParams, body: ProviderPatchSchema, response: { 200: AdminProviderSchema } },
    },
    async (req) => service.update(currentUser(req), req.params.id, req.body),
  )

  app.delete(
    '/api/providers/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        params: IdParams,
        querystring: z.object({ force: z.enum(['true', 'false']).optional() }),
      },
    },
    async (req, reply) => {
      await service.remove(currentUser(req), req.params.id, req.query.force === 'true')
      return reply.code(204).send()
    },
  )
}
