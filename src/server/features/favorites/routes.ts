import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isUuid } from '../../../domain/ids'
import { PublicProviderSchema } from '../../../domain/providers'
import { currentUser, requireUser } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { favorites } from '../../db/schema'
import { AppError } from '../../errors'
import { createProviderReadService } from '../providers/service'

const Params = z.object({ providerId: z.string() })

/** Favourites are a set per user: adding twice or removing a non-favourite changes nothing and succeeds. */
export const favoriteRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const providers = createProviderReadService({ db })

  const requireProvider = async (id: string) => {
    if (!isUuid(id) || !(await providers.exists(id))) throw new AppError(404, 'Provider not found')
  }

  app.get(
    '/api/my-favorites',
    {
      onRequest: requireUser,
      schema: { tags: ['favorites'], response: { 200: z.array(PublicProviderSchema) } },
    },
    async (req) => providers.favoritesOf(currentUser(req).id, clock.now()),
  )

  app.post(
    '/api/favorites/:providerId',
    { onRequest: requireUser, schema: { tags: ['favorites'], params: Params } },
    async (req, reply) => {
      await requireProvider(req.params.providerId)
      await db
        .insert(favorites)
        .values({ userId: currentUser(req).id, providerId: req.params.providerId })
        .onConflictDoNothing()
      return reply.code(204).send()
    },
  )

  app.delete(
    '/api/favorites/:providerId',
    { onRequest: requireUser, schema: { tags: ['favorites'], params: Params } },
    async (req, reply) => {
      await requireProvider(req.params.providerId)
      await db
        .delete(favorites)
        .where(
          and(eq(favorites.userId, currentUser(req).id), eq(favorites.providerId, req.params.providerId)),
        )
      return reply.code(204).send()
    },
  )
}
