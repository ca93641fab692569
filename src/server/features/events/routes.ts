import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EventSchema, StaffEventSchema } from '../../../domain/events'
import { isStaff } from '../../../domain/roles'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import { toEvent, toStaffEvent } from './serialize'
import { createEventReadService } from './service'

const ListQuery = z.object({
  featured: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  q: z.string().max(200).optional(),
  type: z.string().max(100).optional(),
  price: z.enum(['free', 'paid', 'all']).optional(),
})
const EventOrStaff = z.union([StaffEventSchema, EventSchema])

export const eventReadRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const service = createEventReadService({ db })

  app.get(
    '/api/events',
    { schema: { tags: ['events'], querystring: ListQuery, response: { 200: z.array(EventOrStaff) } } },
    async (req, reply) => {
      const q = req.query
      const featured = q.featured === undefined ? undefined : q.featured === 'true'
      // The home page asks for featured events: only upcoming ones make sense there.
      const from = q.from ? new Date(q.from) : featured ? clock.now() : undefined
      const list = await service.list(req.user?.role, {
        featured,
        limit: q.limit,
        from,
        to: q.to ? new Date(q.to) : undefined,
        q: q.q,
        type: q.type || undefined,
        price: q.price === 'all' ? undefined : q.price,
      })
      // toEvent/toStaffEvent build each field by hand (the guard against leaks); validating hundreds of
      // rows again against the union schema cost as much as the query, so the list is sent as serialized.
      return reply.serializer(JSON.stringify).send(list)
    },
  )

  app.get(
    '/api/events/:id',
    { schema: { tags: ['events'], params: z.object({ id: z.string() }), response: { 200: EventOrStaff } } },
    async (req) => {
      const id = req.params.id
      const row = z.uuid().safeParse(id).success ? await service.get(req.user?.role, id) : null
      if (!row) throw new AppError(404, 'Event not found')
      return isStaff(req.user?.role) ? toStaffEvent(row) : toEvent(row)
    },
  )
}
