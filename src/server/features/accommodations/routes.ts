import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AccommodationSchema, MarkAccommodationSchema, toAccommodation } from '../../../domain/accommodations'
import { isUuid } from '../../../domain/ids'
import { recordAudit } from '../../audit'
import { currentUser, requireAdmin } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { accommodationRequests } from '../../db/schema'
import { AppError } from '../../errors'

/**
 * An admin answers a family's accommodation request: Arranged or Not possible, with a note the family reads in
 * My Events (issue 29.3, decision D30). Audited with the status before and after.
 */
export const accommodationRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.put(
    '/api/accommodations/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['registrations'],
        params: z.object({ id: z.string() }),
        body: MarkAccommodationSchema,
        response: { 200: AccommodationSchema },
      },
    },
    async (req) => {
      const id = req.params.id
      if (!isUuid(id)) throw new AppError(404, 'Accommodation request not found')
      const actor = currentUser(req)
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(accommodationRequests)
          .where(eq(accommodationRequests.id, id))
          .for('update')
        if (!before) throw new AppError(404, 'Accommodation request not found')
        const now = clock.now()
        const [after] = await tx
          .update(accommodationRequests)
          .set({
            status: req.body.status,
            staffNote: req.body.staffNote || null,
            markedByUserId: actor.id,
            updatedAt: now,
          })
          .where(eq(accommodationRequests.id, id))
          .returning()
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'accommodation.mark',
          entityType: 'registration',
          entityId: before.registrationId,
          changes: {
            accommodationId: id,
            status: { from: before.status, to: after.status },
            staffNote: { from: before.staffNote, to: after.staffNote },
          },
        })
        return toAccommodation(after)
      })
    },
  )
}
