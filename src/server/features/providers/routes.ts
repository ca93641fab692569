import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ProviderProfileSchema, PublicProviderSchema } from '../../../domain/providers'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import { createProviderReadService } from './service'

export const isUuid = (id: string) => z.uuid().safeParse(id).success

export const providerReadRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const service = createProviderReadService({ db })

  app.get(
    '/api/providers',
    {
      schema: {
        tags: ['providers'],
        querystring: z.object({ featured: z.enum(['true', 'false']).optional() }),
        response: { 200: z.array(PublicProviderSchema) },
      },
    },
    async (req) => {
      const f = req.query.featured
      return service.list(clock.now(), { featured: f === undefined ? undefined : f === 'true' })
    },
  )

  app.get(
    '/api/providers/:id',
    {
      schema: {
        tags: ['providers'],
        params: z.object({ id: z.string() }),
        response: { 200: ProviderProfileSchema },
      },
    },
    async (req) => {
      const profile = isUuid(req.params.id) ? await service.profile(req.params.id, clock.now()) : null
      if (!profile) throw new AppError(404, 'Provider not found')
      return profile
    },
  )
}
