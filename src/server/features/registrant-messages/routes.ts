import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  MessagePreviewSchema,
  RegistrantMessageSchema,
  SentMessageSchema,
} from '../../../domain/registrant-messages'
import { currentUser, requireRole, requireUser } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { createRegistrantMessageService } from './service'

const tags = ['messages']
const IdParams = z.object({ id: z.string() })
const facilitatorOrAdmin = requireRole('provider', 'admin')

/** Messages to a session's registrants (issue 30.5). */
export const registrantMessageRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, deps) => {
  const service = createRegistrantMessageService(deps)
  app.post(
    '/api/events/:id/messages/preview',
    {
      onRequest: facilitatorOrAdmin,
      schema: {
        tags,
        params: IdParams,
        body: RegistrantMessageSchema,
        response: { 200: MessagePreviewSchema },
      },
    },
    (req) => service.preview(currentUser(req), req.params.id, req.body),
  )
  app.post(
    '/api/events/:id/messages',
    { onRequest: facilitatorOrAdmin, schema: { tags, params: IdParams, body: RegistrantMessageSchema } },
    async (req, reply) => reply.code(201).send(await service.send(currentUser(req), req.params.id, req.body)),
  )
  app.get(
    '/api/my-messages',
    { onRequest: requireUser, schema: { tags, response: { 200: z.array(SentMessageSchema) } } },
    (req) => service.mine(currentUser(req)),
  )
}
