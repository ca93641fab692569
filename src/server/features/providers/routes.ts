import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isUuid } from '../../../domain/ids'
import { ProviderProfileSchema, PublicProviderSchema } from '../../../domain/providers'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import type { CatalogueCache } from '../events/catalogue-cache'
import { sendCatalogue } from '../events/catalogue-invalidation'
import { createProviderReadService } from './service'

export const providerReadRoutes: FastifyPluginAsyncZod<{
  db: Db
  clock: Clock
  catalogue: CatalogueCache
}> = async (app, { db, clock, catalogue }) => {
  const service = createProviderReadService({ db })

  app.get(
    '/api/providers',
    {
      schema: {
        tags: ['providers'],
        querystring: z.object({
          featured: z.enum(['true', 'false']).optional(),
          sort: z.enum(['name', 'rating']).optional(),
        }),
        response: { 200: z.array(PublicProviderSchema) },
      },
    },
    async (req, reply) => {
      const f = req.query.featured
      const sort = req.query.sort ?? 'name'
      // The same for every reader; upcomingEventsCount depends on the time, so the entry lapses when the next event starts.
      const entry = await catalogue.read(JSON.stringify(['providers', f, sort]), async () => {
        const now = clock.now()
        const [list, next] = await Promise.all([
          service.list(now, { featured: f === undefined ? undefined : f === 'true', sort }),
          service.nextUpcomingStart(now),
        ])
        return { body: JSON.stringify(list), expiresAt: next ?? undefined }
      })
      return sendCatalogue(req, reply, entry as NonNullable<typeof entry>)
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
