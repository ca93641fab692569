import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { UserSchema } from '../../../domain/auth'
import { ProfileInputSchema } from '../../../domain/profile'
import { currentUser, requireUser } from '../../auth/guard'
import { toUser } from '../../auth/sessions'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { notificationPreferences, users } from '../../db/schema'

/** PATCH /api/user/profile: names, phone (stored in E.164) and timezone; email and role are refused. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.patch(
    '/api/user/profile',
    {
      onRequest: requireUser,
      schema: { tags: ['profile'], body: ProfileInputSchema, response: { 200: UserSchema } },
    },
    async (req) => {
      const me = currentUser(req)
      const { firstName, lastName, phone, timezone } = req.body
      const now = clock.now()
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ firstName, lastName, phone, timezone, updatedAt: now })
          .where(eq(users.id, me.id))
          .returning()
        // Without a number, SMS consent cannot stand: texts would have nowhere to go.
        if (!phone) {
          await tx
            .update(notificationPreferences)
            .set({ smsOptIn: false, preferredChannel: 'email', consentUpdatedAt: now, updatedAt: now })
            .where(and(eq(notificationPreferences.userId, me.id), eq(notificationPreferences.smsOptIn, true)))
        }
        return toUser(row)
      })
    },
  )
}
