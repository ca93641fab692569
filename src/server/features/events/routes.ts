import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EVENT_LIST_VIEWS } from '../../../domain/event-rules'
import { type Event, EventSchema, EventSummarySchema, StaffEventSchema } from '../../../domain/events'
import { isUuid } from '../../../domain/ids'
import { isStaff, type Role } from '../../../domain/roles'
import { currentUser } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import type { StageService } from '../stages/service'
import type { CatalogueCache } from './catalogue-cache'
import { sendCatalogue } from './catalogue-invalidation'
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
  tag: z.string().max(100).optional(),
  language: z.string().max(100).optional(),
  /** Signed in only: the classes that fit one of the person's own due dates or children (issue 31.3). */
  forMyStage: z.enum(['true', 'false']).optional(),
  view: z.enum(EVENT_LIST_VIEWS).optional(),
})
const EventOrStaff = z.union([StaffEventSchema, EventSchema])

export const eventReadRoutes: FastifyPluginAsyncZod<{
  db: Db
  clock: Clock
  catalogue: CatalogueCache
  stages: StageService
}> = async (app, { db, clock, catalogue, stages }) => {
  const service = createEventReadService({ db })

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        querystring: ListQuery,
        response: { 200: z.union([z.array(EventOrStaff), z.array(EventSummarySchema)]) },
      },
    },
    async (req, reply) => {
      const q = req.query
      const featured = q.featured === undefined ? undefined : q.featured === 'true'
      // The home page asks for featured events: only upcoming ones make sense there, and only those still on.
      const fromNow = featured && !q.from
      const filter = {
        featured,
        liveOnly: fromNow,
        // Featured lists put what a family can still book first (26.12).
        bookableFirst: featured,
        limit: q.limit,
        from: q.from ? new Date(q.from) : fromNow ? clock.now() : undefined,
        to: q.to ? new Date(q.to) : undefined,
        q: q.q,
        type: q.type || undefined,
        price: q.price === 'all' ? undefined : q.price,
        tag: q.tag || undefined,
        language: q.language || undefined,
      }
      const calendar = q.view === 'calendar'
      const read = (role: Role | null | undefined) =>
        calendar ? service.summaries(role, filter) : service.list(role, filter)
      if (q.forMyStage === 'true') {
        // Personal, so never through the shared catalogue cache; the family's dates never leave this answer.
        const me = currentUser(req)
        const list = (await service.list(me.role, { ...filter, withStageOnly: true })) as Event[]
        const fitting = stages.fitting(list, await stages.family(me.id), me.timezone)
        // The grids' summaries carry no stage range (a month stays a few kilobytes): cut down after matching.
        const body = calendar ? fitting.map((e) => EventSummarySchema.parse(e)) : fitting
        return reply.header('cache-control', 'private, no-store').serializer(JSON.stringify).send(body)
      }
      // toEvent/toStaffEvent build each field by hand (the guard against leaks); validating hundreds of
      // rows again against the union schema cost as much as the query, so the list is sent as serialized.
      if (isStaff(req.user?.role)) {
        return reply.serializer(JSON.stringify).send(await read(req.user?.role))
      }
      const key = JSON.stringify([
        calendar ? 'event-summaries' : 'events',
        filter.featured,
        filter.limit,
        fromNow ? 'now' : filter.from?.toISOString(),
        filter.to?.toISOString(),
        filter.q,
        filter.type,
        filter.price,
        filter.tag,
        filter.language,
      ])
      const entry = await catalogue.read(key, async () => {
        const list = await read(null)
        // "From now" drops an event the moment it starts: the list lapses then at the latest.
        return {
          body: JSON.stringify(list),
          // The earliest start, wherever the order put it (bookable first).
          expiresAt:
            fromNow && list.length
              ? new Date(Math.min(...list.map((e) => new Date(e.date).getTime())))
              : undefined,
        }
      })
      return sendCatalogue(req, reply, entry as NonNullable<typeof entry>)
    },
  )

  app.get(
    '/api/events/:id',
    { schema: { tags: ['events'], params: z.object({ id: z.string() }), response: { 200: EventOrStaff } } },
    async (req, reply) => {
      const id = req.params.id
      if (!isUuid(id)) throw new AppError(404, 'Event not found')
      if (isStaff(req.user?.role)) {
        const row = await service.get(req.user?.role, id)
        if (!row) throw new AppError(404, 'Event not found')
        return toStaffEvent(row)
      }
      const entry = await catalogue.read(JSON.stringify(['event', id]), async () => {
        const row = await service.get(null, id)
        return row && { body: JSON.stringify(toEvent(row)) }
      })
      if (!entry) throw new AppError(404, 'Event not found')
      return sendCatalogue(req, reply, entry)
    },
  )
}
