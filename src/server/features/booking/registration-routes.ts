import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CreateRegistrationSchema,
  EventRegistrationSchema,
  MyPlacesSchema,
  MyRegistrationSchema,
  OfferLinkSchema,
  RegistrationSchema,
  WaitlistEntrySchema,
} from '../../../domain/registrations'
import { JOIN_LINK_LEAD_HOURS } from '../../../domain/reminder-timing'
import { currentUser, requireUser } from '../../auth/guard'
import { buildCalendar, parseMailbox } from '../../calendar-file'
import type { Clock } from '../../clock'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { events, providers, registrations } from '../../db/schema'
import { AppError } from '../../errors'
import type { RegistrationService } from './registration-service'
import type { WaitlistService } from './waitlist-service'

const EventParams = z.object({ id: z.uuid({ message: 'Event not found' }) })
const tags = ['registrations']

export const registrationRoutes: FastifyPluginAsyncZod<{
  service: RegistrationService
  waitlist: WaitlistService
  db: Db
  clock: Clock
  config: Config
}> = async (app, { service, waitlist, db, clock, config }) => {
  app.post(
    '/api/registrations',
    {
      onRequest: requireUser,
      schema: {
        tags,
        body: CreateRegistrationSchema,
        response: { 200: RegistrationSchema, 201: RegistrationSchema },
      },
    },
    async (req, reply) => {
      const { registration, created } = await service.register(currentUser(req), req.body)
      return reply.code(created ? 201 : 200).send(registration)
    },
  )

  app.delete(
    '/api/registrations/:id',
    {
      onRequest: requireUser,
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: RegistrationSchema } },
    },
    async (req) => service.cancel(currentUser(req), req.params.id),
  )

  app.get(
    '/api/my-registrations',
    {
      onRequest: requireUser,
      // Read together with the session: one database round trip for the page every family opens most.
      config: { sessionRead: service.mineRead },
      schema: { tags, response: { 200: z.array(MyRegistrationSchema) } },
    },
    async (req) => service.mine(service.mineRead.take(req)),
  )

  // Waitlist places and seats held while paying: My Events shows them beside the registrations (issue 26.10).
  app.get(
    '/api/my-places',
    { onRequest: requireUser, schema: { tags, response: { 200: MyPlacesSchema } } },
    async (req) => waitlist.myPlaces(currentUser(req)),
  )

  // "None" is an answer here, not an error (null): every event page asks, and most visitors hold no place.
  app.get(
    '/api/events/:id/registration',
    {
      onRequest: requireUser,
      schema: { tags, params: EventParams, response: { 200: EventRegistrationSchema.nullable() } },
    },
    async (req) => service.forEvent(currentUser(req), req.params.id),
  )

  app.post(
    '/api/events/:id/waitlist',
    { onRequest: requireUser, schema: { tags, params: EventParams, response: { 201: WaitlistEntrySchema } } },
    async (req, reply) => reply.code(201).send(await waitlist.joinWaitlist(currentUser(req), req.params.id)),
  )
  app.get(
    '/api/events/:id/waitlist',
    {
      onRequest: requireUser,
      schema: { tags, params: EventParams, response: { 200: WaitlistEntrySchema.nullable() } },
    },
    async (req) => waitlist.myWaitlistEntry(currentUser(req), req.params.id),
  )
  app.get(
    '/api/events/:id/waitlist/offer',
    {
      onRequest: requireUser,
      schema: {
        tags,
        params: EventParams,
        querystring: z.object({ token: z.string().min(1, 'The offer link is incomplete').max(200) }),
        response: { 200: OfferLinkSchema },
      },
    },
    async (req) => waitlist.offerLink(currentUser(req), req.params.id, req.query.token),
  )
  app.delete(
    '/api/events/:id/waitlist',
    { onRequest: requireUser, schema: { tags, params: EventParams } },
    async (req, reply) => {
      await waitlist.leaveWaitlist(currentUser(req), req.params.id)
      return reply.code(204).send()
    },
  )

  const loadEvent = async (id: string) => {
    const [ev] = await db
      .select()
      .from(events)
      .where(and(eq(events.id, id), isNull(events.deletedAt)))
    if (!ev) throw new AppError(404, 'Event not found')
    return ev
  }
  const sendCalendar = (
    reply: import('fastify').FastifyReply,
    ev: typeof events.$inferSelect,
    uid: string,
    /** The last line: how this reader gets into the room (a family's join link, a facilitator's host access). */
    howToJoin: string,
  ) => {
    const body = buildCalendar({
      uid,
      sequence: ev.sequence,
      title: ev.title,
      description: `${ev.description}\n\n${howToJoin}`,
      start: ev.startsAt,
      durationMinutes: ev.durationMinutes,
      timezone: ev.timezone,
      url: `${config.PUBLIC_URL}/events/${ev.id}`,
      organizer: parseMailbox(config.MAIL_FROM),
      cancelled: ev.status === 'cancelled',
      stamp: clock.now(),
    })
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="cradle-event-${ev.id}.ics"`)
      .header('cache-control', 'private, no-store')
      .send(body)
  }

  app.get(
    '/api/events/:id/calendar.ics',
    { onRequest: requireUser, schema: { tags, params: EventParams } },
    async (req, reply) => {
      const user = currentUser(req)
      const ev = await loadEvent(req.params.id)
      const [reg] = await db
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.eventId, ev.id),
            eq(registrations.userId, user.id),
            eq(registrations.status, 'confirmed'),
          ),
        )
      if (!reg) throw new AppError(403, 'Only registered attendees can download this calendar file')
      return sendCalendar(
        reply,
        ev,
        `registration-${reg.id}@cradle`,
        `Your personal join link appears on the event page ${JOIN_LINK_LEAD_HOURS} hours before the start.`,
      )
    },
  )

  app.get(
    '/api/events/:id/calendar-provider.ics',
    { onRequest: requireUser, schema: { tags, params: EventParams } },
    async (req, reply) => {
      const user = currentUser(req)
      const ev = await loadEvent(req.params.id)
      if (user.role !== 'admin') {
        const [p] = await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, user.id))
        const ids = [ev.providerId, ev.provider2Id, ev.provider3Id]
        if (!p || !ids.includes(p.id))
          throw new AppError(403, "Only this event's providers can download this calendar file")
      }
      // Facilitators have no registration, so no family join link ever reaches them.
      return sendCalendar(
        reply,
        ev,
        `event-${ev.id}@cradle`,
        `You are facilitating this session. The Cradle team sends you the host access to the online room before the start; questions: ${config.SUPPORT_EMAIL}.`,
      )
    },
  )
}
