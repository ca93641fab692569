import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ComingSoonProposalSchema } from '../../../domain/coming-soon'
import {
  AdminProposalSchema,
  ApproveBodySchema,
  ApproveResultSchema,
  ProposalStatusSchema,
  StatusChangeSchema,
} from '../../../domain/proposals'
import { currentUser, requireAdmin } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { toComingSoon } from './serialize'
import { createProposalService } from './service'

const IdParams = z.object({ id: z.uuid() })

/** The admin proposals inbox; `?status=coming_soon` is the public coming-soon list. */
export const proposalRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, deps) => {
  const service = createProposalService(deps)

  app.get(
    '/api/event-proposals',
    {
      // The guard runs before validation, like every other route: signed out is 401, not 400 on a bad filter.
      onRequest: async (req, reply) => {
        if ((req.query as { status?: unknown }).status !== 'coming_soon') await requireAdmin(req, reply)
      },
      schema: {
        tags: ['proposals'],
        querystring: z.object({ status: ProposalStatusSchema.optional() }),
        // Admin shape first: a list that happens to hold only coming-soon rows must not be stripped to the public shape.
        response: { 200: z.union([z.array(AdminProposalSchema), z.array(ComingSoonProposalSchema)]) },
      },
    },
    async (req) => {
      // Coming-soon classes are public (parents vote on them) and read in the public shape by everyone.
      if (req.query.status === 'coming_soon') return (await service.listComingSoon()).map(toComingSoon)
      return service.list(req.query.status)
    },
  )

  app.patch(
    '/api/event-proposals/:id/status',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['proposals'],
        params: IdParams,
        body: StatusChangeSchema,
        response: { 200: AdminProposalSchema },
      },
    },
    async (req) => service.changeStatus(currentUser(req), req.params.id, req.body),
  )

  app.post(
    '/api/event-proposals/:id/approve',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['proposals'],
        params: IdParams,
        body: ApproveBodySchema,
        response: { 200: ApproveResultSchema },
      },
    },
    async (req) => service.approve(currentUser(req), req.params.id, req.body),
  )
}
