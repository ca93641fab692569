import { PassThrough } from 'node:stream'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CancelRegistrationSchema } from '../../../domain/admin-registrations'
import { EventFormSchema, isStatusAction } from '../../../domain/event-form'
import { TagSchema } from '../../../domain/events'
import { isUuid } from '../../../domain/ids'
import { recordAudit } from '../../audit'
import { refuseForeignTrigger } from '../../auth/fetch-metadata'
import { currentUser, requireAdmin } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { events } from '../../db/schema'
import { AppError } from '../../errors'
import { toStaffEvent } from '../events/serialize'
import { createEventReadService } from '../events/service'
import { createAttendeesService } from './attendees-service'
import { exportHeaders, writeCsv, writeXlsx } from './export'
import { parseBody } from './parse'
import { createAdminEventService } from './service'

const IdParams = z.object({ id: z.string() })
const uuidOr404 = (id: string, what = 'Event not found') => {
  if (!isUuid(id)) throw new AppError(404, what)
  return id
}
const admin = { onRequest: requireAdmin }

/** Admin event management: tags, create/edit/publish/archive/delete, attendees, export. */
export const adminEventRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const service = createAdminEventService({ db, clock })
  const attendees = createAttendeesService({ db, clock })
  const reads = createEventReadService({ db })

  // Tags are read by everyone (the calendar's tag filter, chips on cards); only admins write them, with events.
  app.get('/api/tags', { schema: { tags: ['events'], response: { 200: z.array(TagSchema) } } }, () =>
    service.listTags(),
  )

  app.get(
    '/api/events/:id/tags',
    { schema: { tags: ['events'], params: IdParams, response: { 200: z.array(TagSchema) } } },
    (req) => service.eventTags(uuidOr404(req.params.id), req.user?.role),
  )

  /** The saved event as staff read it, with its tag names. */
  const staffView = async (id: string) => {
    const row = await reads.get('admin', id)
    if (!row) throw new AppError(404, 'Event not found')
    return toStaffEvent(row)
  }

  app.post('/api/events', { ...admin, schema: { tags: ['events'] } }, async (req, reply) => {
    const row = await service.create(currentUser(req), parseBody(EventFormSchema, req.body))
    return reply.code(201).send(await staffView(row.id))
  })

  // Either the whole form, or `{status: 'published' | 'archived'}` alone (the calendar's actions).
  app.patch('/api/events/:id', { ...admin, schema: { tags: ['events'], params: IdParams } }, async (req) => {
    const id = uuidOr404(req.params.id)
    const actor = currentUser(req)
    const row = isStatusAction(req.body)
      ? await service.setStatus(actor, id, req.body.status)
      : await service.update(actor, id, parseBody(EventFormSchema, req.body))
    return staffView(row.id)
  })

  app.delete(
    '/api/events/:id',
    { ...admin, schema: { tags: ['events'], params: IdParams } },
    async (req, reply) => {
      await service.remove(currentUser(req), uuidOr404(req.params.id))
      return reply.code(204).send()
    },
  )

  app.get(
    '/api/events/:id/registrations',
    {
      ...admin,
      schema: {
        tags: ['events'],
        params: IdParams,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(1000).default(500),
          offset: z.coerce.number().int().min(0).default(0),
        }),
      },
    },
    (req) => attendees.list(uuidOr404(req.params.id), req.query),
  )

  app.post(
    '/api/registrations/:id/cancel',
    { ...admin, schema: { tags: ['registrations'], params: IdParams } },
    (req) =>
      attendees.cancel(
        currentUser(req),
        uuidOr404(req.params.id, 'Registration not found'),
        parseBody(CancelRegistrationSchema, req.body),
      ),
  )

  app.get(
    '/api/events/:id/export-registrations',
    {
      ...admin,
      schema: {
        tags: ['events'],
        params: IdParams,
        querystring: z.object({
          format: z.enum(['xlsx', 'csv']).default('xlsx'),
          /** "Include phone numbers": left out unless asked for (issue 33). */
          phone: z.enum(['true', 'false']).default('false'),
        }),
      },
    },
    async (req, reply) => {
      // The families' data leaves only when the admin asks for it on the event page, not through another site's link.
      refuseForeignTrigger(
        req,
        'This export link came from another site. Export from the event page in Cradle.',
      )
      const id = uuidOr404(req.params.id)
      const [event] = await db.select().from(events).where(eq(events.id, id))
      if (!event) throw new AppError(404, 'Event not found')
      const csv = req.query.format === 'csv'
      const opts = { phone: req.query.phone === 'true' }
      // Personal data left the system: who took it, of which event, and which columns.
      await recordAudit(db, {
        actorUserId: currentUser(req).id,
        action: 'event.export-registrations',
        entityType: 'event',
        entityId: id,
        changes: { format: req.query.format, columns: exportHeaders(event.timezone, opts) },
      })
      const name = `registrations-${event.title.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60)}.${csv ? 'csv' : 'xlsx'}`
      const out = new PassThrough()
      ;(csv ? writeCsv : writeXlsx)(db, event, out, opts).catch((err) => {
        req.log.error({ err }, 'registration export failed')
        out.destroy(err)
      })
      return reply
        .header(
          'content-type',
          csv
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(out)
    },
  )
}
