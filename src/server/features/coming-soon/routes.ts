import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ComingSoonItemSchema, VoteStatusSchema } from '../../../domain/coming-soon'
import { isUuid } from '../../../domain/ids'
import { currentUser, requireUser } from '../../auth/guard'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import { perMinute } from '../../rate-limit'
import { createComingSoonService } from './service'

const Params = z.object({ id: z.string() })

/** A malformed id is simply an unknown proposal. */
function proposalId(id: string): string {
  if (!isUuid(id)) throw new AppError(404, 'Proposal not found')
  return id
}

/** Any signed-in account may vote, once per class (docs/decisions/discover.md, "Who may vote"). */
export const comingSoonRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const service = createComingSoonService({ db })
  // Votes are cheap to script: a per-client limit keeps counts honest (issue 9, hardening).
  const limit = perMinute(30, config.RATE_LIMIT_FACTOR)

  app.get(
    '/api/event-proposals/coming-soon',
    { schema: { tags: ['coming-soon'], response: { 200: z.array(ComingSoonItemSchema) } } },
    async (req) => service.list(req.user?.id ?? null),
  )

  app.get(
    '/api/event-proposals/:id/vote-status',
    { schema: { tags: ['coming-soon'], params: Params, response: { 200: VoteStatusSchema } } },
    async (req) => service.status(proposalId(req.params.id), req.user?.id ?? null),
  )

  app.post(
    '/api/event-proposals/:id/vote',
    {
      onRequest: requireUser,
      config: limit,
      schema: { tags: ['coming-soon'], params: Params, response: { 200: VoteStatusSchema } },
    },
    async (req) => service.vote(proposalId(req.params.id), currentUser(req).id),
  )

  app.delete(
    '/api/event-proposals/:id/vote',
    {
      onRequest: requireUser,
      config: limit,
      schema: { tags: ['coming-soon'], params: Params, response: { 200: VoteStatusSchema } },
    },
    async (req) => service.unvote(proposalId(req.params.id), currentUser(req).id),
  )
}
