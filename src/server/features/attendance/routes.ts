import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  FeedbackPageSchema,
  FeedbackSchema,
  SessionAttendeesSchema,
  SetAttendanceSchema,
} from '../../../domain/attendance'
import { currentUser, requireRole, requireUser } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { createFeedbackService } from './feedback'
import { createAttendanceService } from './service'

/** Providers for the sessions they facilitate; admins for any (issue 30.1). */
const facilitatorOrAdmin = { onRequest: requireRole('provider', 'admin') }
const tags = ['attendance']

export const attendanceRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, deps) => {
  const service = createAttendanceService(deps)
  const feedback = createFeedbackService(deps)

  app.get(
    '/api/my-events/:id/attendees',
    {
      ...facilitatorOrAdmin,
      schema: { tags, params: z.object({ id: z.string() }), response: { 200: SessionAttendeesSchema } },
    },
    (req) => service.sessionAttendees(currentUser(req), req.params.id),
  )

  app.put(
    '/api/registrations/:id/attendance',
    {
      ...facilitatorOrAdmin,
      schema: { tags, params: z.object({ id: z.string() }), body: SetAttendanceSchema },
    },
    (req) => service.setAttendance(currentUser(req), req.params.id, req.body),
  )

  // The built-in survey: the registrant's own, answered once they attended (changeable).
  app.get(
    '/api/registrations/:id/feedback',
    {
      onRequest: requireUser,
      schema: { tags, params: z.object({ id: z.string() }), response: { 200: FeedbackPageSchema } },
    },
    (req) => feedback.get(currentUser(req), req.params.id),
  )
  app.put(
    '/api/registrations/:id/feedback',
    {
      onRequest: requireUser,
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        body: FeedbackSchema,
        response: { 200: FeedbackPageSchema },
      },
    },
    (req) => feedback.answer(currentUser(req), req.params.id, req.body),
  )
}
