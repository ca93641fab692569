import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EventSchema } from '../../../domain/events'
import { isUuid } from '../../../domain/ids'
import { STAGE_PHASES } from '../../../domain/stage'
import { FamilyStageInputSchema, FamilyStageSchema } from '../../../domain/stage-schemas'
import { currentUser, requireUser } from '../../auth/guard'
import { AppError } from '../../errors'
import type { StageService } from './service'
import type { StageSuggestions } from './suggestions'

const StageView = FamilyStageSchema.extend({
  stage: z.object({ phase: z.enum(STAGE_PHASES), value: z.number().int() }).nullable(),
})

/** The family's own dates and what they recommend; no other account, staff included, ever reads them. */
export const stageRoutes: FastifyPluginAsyncZod<{
  stages: StageService
  suggestions: StageSuggestions
}> = async (app, { stages, suggestions }) => {
  const Suggestions = z.object({ on: z.boolean({ message: 'on must be true or false' }) })
  app.get(
    '/api/my-stages/suggestions',
    { onRequest: requireUser, schema: { tags: ['stages'], response: { 200: Suggestions } } },
    async (req) => ({ on: await suggestions.isOn(currentUser(req).id) }),
  )
  app.put(
    '/api/my-stages/suggestions',
    {
      onRequest: requireUser,
      schema: { tags: ['stages'], body: Suggestions, response: { 200: Suggestions } },
    },
    async (req) => {
      await suggestions.set(currentUser(req).id, req.body.on)
      return { on: req.body.on }
    },
  )

  app.get(
    '/api/my-stages',
    { onRequest: requireUser, schema: { tags: ['stages'], response: { 200: z.array(StageView) } } },
    async (req) => {
      const me = currentUser(req)
      return stages.list(me.id, me.timezone)
    },
  )

  app.post(
    '/api/my-stages',
    {
      onRequest: requireUser,
      schema: { tags: ['stages'], body: FamilyStageInputSchema, response: { 201: StageView } },
    },
    async (req, reply) => {
      const me = currentUser(req)
      return reply.code(201).send(await stages.add(me.id, me.timezone, req.body))
    },
  )

  app.delete(
    '/api/my-stages/:id',
    { onRequest: requireUser, schema: { tags: ['stages'], params: z.object({ id: z.string() }) } },
    async (req, reply) => {
      if (!isUuid(req.params.id)) throw new AppError(404, 'Date not found')
      await stages.remove(currentUser(req).id, req.params.id)
      return reply.code(204).send()
    },
  )

  app.get(
    '/api/my-recommendations',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stages'],
        response: {
          200: z.array(z.object({ stageId: z.string(), heading: z.string(), events: z.array(EventSchema) })),
        },
      },
    },
    async (req) => {
      return stages.recommendations(currentUser(req))
    },
  )
}
