import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminReviewSchema,
  ModerateReviewSchema,
  PublicReviewSchema,
  REVIEW_STATUSES,
  ReviewInputSchema,
  ReviewPageSchema,
} from '../../../domain/reviews'
import { currentUser, requireAdmin, requireUser } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { parseBody } from '../admin-events/parse'
import { createReviewService } from './service'

const tags = ['reviews']
const IdParams = z.object({ id: z.string() })

/** Verified reviews (issue 30.3): attendees write, admins moderate, profiles show the published ones. */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, deps) => {
  const service = createReviewService(deps)

  app.get(
    '/api/registrations/:id/review',
    { onRequest: requireUser, schema: { tags, params: IdParams, response: { 200: ReviewPageSchema } } },
    (req) => service.page(currentUser(req), req.params.id),
  )
  app.put(
    '/api/registrations/:id/review',
    {
      onRequest: requireUser,
      schema: { tags, params: IdParams, body: ReviewInputSchema, response: { 200: ReviewPageSchema } },
    },
    (req) => service.write(currentUser(req), req.params.id, req.body),
  )

  app.get(
    '/api/admin/reviews',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        querystring: z.object({ status: z.enum(REVIEW_STATUSES).optional() }),
        response: { 200: z.array(AdminReviewSchema) },
      },
    },
    (req) => service.list(req.query.status),
  )
  // The body is checked in the handler (discriminated union): its field errors follow the contract.
  app.patch(
    '/api/admin/reviews/:id',
    { onRequest: requireAdmin, schema: { tags, params: IdParams } },
    (req) => service.moderate(currentUser(req), req.params.id, parseBody(ModerateReviewSchema, req.body)),
  )

  app.get(
    '/api/providers/:id/reviews',
    { schema: { tags, params: IdParams, response: { 200: z.array(PublicReviewSchema) } } },
    (req) => service.forProvider(req.params.id),
  )
}
