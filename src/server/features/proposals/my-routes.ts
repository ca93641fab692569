import { and, count, eq, inArray } from 'drizzle-orm'
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
import { accommodationRequests, registrations } from '../../db/schema'
import { toProviderEvent } from '../events/serialize'
import { createMyService } from './my-service'

/** How many confirmed families of each event asked for an accommodation: the badge on the provider's sessions. */
async function accommodationCounts(db: Db, eventIds: string[]): Promise<Map<string, number>> {
  if (!eventIds.length) return new Map()
  const rows = await db
    .select({ eventId: registrations.eventId, n: count() })
    .from(accommodationRequests)
    .innerJoin(registrations, eq(registrations.id, accommodationRequests.registrationId))
    .where(and(inArray(registrations.eventId, eventIds), eq(registrations.status, 'confirmed')))
    .groupBy(registrations.eventId)
  return new Map(rows.map((r) => [r.eventId, Number(r.n)]))
}

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
    async (req) => {
      const rows = await service.myEvents(currentUser(req))
      const counts = await accommodationCounts(
        deps.db,
        rows.map((r) => r.id),
      )
      return rows.map((r) => ({ ...toProviderEvent(r), accommodationCount: counts.get(r.id) ?? 0 }))
    },
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
