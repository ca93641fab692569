import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isInAttendanceWindow } from '../../../domain/attendance'
import { joinAvailableAt } from '../../../domain/registrations'
import { JOIN_LINK_LEAD_HOURS } from '../../../domain/reminder-timing'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { events, registrations } from '../../db/schema'

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/**
 * GET /join/{token}: a personal link that redirects to the event's CURRENT room, so a changed
 * webinar link needs no new emails and a cancelled registration's link stops working. Opened from 15 minutes before
 * the start to the end, it also records the family as attended.
 */
export const joinRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/join/:token',
    { schema: { hide: true, params: z.object({ token: z.string().max(100) }) } },
    async (req, reply) => {
      const refuse = (status: number, title: string, message: string, eventId?: string) => {
        reply.code(status).header('cache-control', 'no-store')
        if (!(req.headers.accept ?? '').includes('text/html')) return reply.send({ message })
        const back = eventId
          ? `<p><a href="/events/${escapeHtml(eventId)}">Back to the event</a></p>`
          : '<p><a href="/my-events">My Events</a></p>'
        return reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Cradle</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}</body></html>`,
          )
      }
      const [row] = await db
        .select({ r: registrations, e: events })
        .from(registrations)
        .innerJoin(events, eq(events.id, registrations.eventId))
        .where(eq(registrations.joinToken, req.params.token))
      if (!row)
        return refuse(
          404,
          'Link not found',
          'This join link is not valid. Open the event from My Events to get yours.',
        )
      const { r, e } = row
      if (r.status !== 'confirmed')
        return refuse(
          410,
          'Registration cancelled',
          'This registration was cancelled, so its join link no longer works.',
          e.id,
        )
      if (e.status === 'cancelled' || e.deletedAt)
        return refuse(410, 'Event cancelled', 'This event has been cancelled', e.id)
      const opensAt = joinAvailableAt(e.startsAt)
      if (clock.now() < opensAt) {
        const when = `${opensAt.toLocaleString('en-US', { timeZone: e.timezone, dateStyle: 'full', timeStyle: 'short' })} (${e.timezone})`
        return refuse(
          409,
          'Not open yet',
          `Your join link opens ${JOIN_LINK_LEAD_HOURS} hours before the start: ${when}.`,
          e.id,
        )
      }
      const room = e.webinarLink || e.zoomLink || e.zohoWebinarJoinUrl
      if (!room)
        return refuse(
          409,
          'Room not ready',
          'The online room for this event is not ready yet. Please try again closer to the start.',
          e.id,
        )
      // Opening the link during the session is attending it (issue 30.1): recorded once, the first time.
      const now = clock.now()
      if (isInAttendanceWindow(e, now))
        await db
          .update(registrations)
          .set({ attendedAt: now })
          .where(
            and(
              eq(registrations.id, r.id),
              isNull(registrations.attendedAt),
              // A facilitator's correction stands: the link does not undo it.
              isNull(registrations.attendanceMarkedByUserId),
            ),
          )
      return reply.header('cache-control', 'no-store').redirect(room, 302)
    },
  )
}
