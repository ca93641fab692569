import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { VERIFY_BEFORE_SMS } from '../../../domain/account'
import {
  DEFAULT_PREFERENCES,
  PreferencesInputSchema,
  PreferencesSchema,
  preferredChannelFor,
} from '../../../domain/preferences'
import { currentUser, requireUser } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { notificationPreferences, users } from '../../db/schema'
import { AppError } from '../../errors'

export const preferencesRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/user/preferences',
    { onRequest: requireUser, schema: { tags: ['preferences'], response: { 200: PreferencesSchema } } },
    async (req) => {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, currentUser(req).id))
      if (!row) return { ...DEFAULT_PREFERENCES, consentUpdatedAt: null }
      return {
        emailOptIn: row.emailOptIn,
        smsOptIn: row.smsOptIn,
        preferredChannel: row.preferredChannel,
        consentUpdatedAt: row.consentUpdatedAt?.toISOString() ?? null,
      }
    },
  )

  app.post(
    '/api/user/preferences',
    {
      onRequest: requireUser,
      schema: { tags: ['preferences'], body: PreferencesInputSchema, response: { 200: PreferencesSchema } },
    },
    async (req) => {
      const user = currentUser(req)
      const input = req.body
      // Spec: the channel follows the two switches; the app's forms derive it, so a contradiction is a bad call.
      const channel = preferredChannelFor(input.emailOptIn, input.smsOptIn)
      if (input.preferredChannel !== channel) {
        const message = !input.smsOptIn
          ? 'Turn on SMS notifications to be contacted by SMS'
          : `With these choices the preferred channel is ${channel}`
        throw new AppError(400, message, [{ path: 'preferredChannel', message }])
      }
      return db.transaction(async (tx) => {
        const [u] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, user.id))
        if (input.smsOptIn && !u?.phone) {
          throw new AppError(400, 'Add a phone number to your profile to receive SMS reminders', [
            { path: 'smsOptIn', message: 'Add a phone number to your profile to receive SMS reminders' },
          ])
        }
        const [prev] = await tx
          .select()
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, user.id))
          .for('update')
        const before = prev ?? DEFAULT_PREFERENCES
        if (input.smsOptIn && !before.smsOptIn && !user.emailVerified)
          throw new AppError(409, VERIFY_BEFORE_SMS, [{ path: 'smsOptIn', message: VERIFY_BEFORE_SMS }])
        const consentChanged =
          !prev || before.emailOptIn !== input.emailOptIn || before.smsOptIn !== input.smsOptIn
        const now = clock.now()
        const consentUpdatedAt = consentChanged ? now : (prev?.consentUpdatedAt ?? null)
        const values = { ...input, consentUpdatedAt, updatedAt: now }
        await tx
          .insert(notificationPreferences)
          .values({ userId: user.id, ...values })
          .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
        return { ...input, consentUpdatedAt: consentUpdatedAt?.toISOString() ?? null }
      })
    },
  )
}
