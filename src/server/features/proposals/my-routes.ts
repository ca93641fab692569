import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ProviderEventSchema } from '../../../domain/events'
import {
  ProposalPatchSchema,
  ProposalSubmissionSchema,
  ProviderProposalSchema,
} from '../../../domain/proposals'
import { currentUser, requireRole } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { toProviderEvent } from '../events/serialize'
import { createMyService } from './my-service'

/** Admins may open the provider area too (View As provider); they see the profile linked to their account. */
const requireProviderArea = requireRole('provider', 'admin')

/** The provider's own area: their events and their proposals. */
export const myRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, deps) => {
  const service = createMyService(deps)

  app.get(
    '/api/my-events',
    {
      onRequest: requireProviderArea,
      schema: { tags: ['provider'], response: { 200: z.array(ProviderEventSchema) } },
    },
    async (req) => (await service.myEvents(currentUser(req))).map(toProviderEvent),
  )

  app.get(
    '/api/my-proposals',
    {
      onRequest: requireProviderArea,
      schema: { tags: ['provider'], response: { 200: z.array(ProviderProposalSchema) } },
    },
    async (req) => service.myProposals(currentUser(req)),
  )

  app.post(
    '/api/my-proposals',
    {
      onRequest: requireProviderArea,
      schema: {
        tags: ['provider'],
        body: ProposalSubmissionSchema,
        response: { 201: ProviderProposalSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.submit(currentUser(req), req.body)),
  )

  app.patch(
    '/api/my-proposals/:id',
    {
      onRequest: requireProviderArea,
      schema: {
        tags: ['provider'],
        params: z.object({ id: z.uuid() }),
        body: ProposalPatchSchema,
        response: { 200: ProviderProposalSchema },
      },
    },
    async (req) => service.edit(currentUser(req), req.params.id, req.body),
  )
}
