import { and, count, eq, gt, isNull, sql } from 'drizzle-orm'
import {
  PASSWORD_RESET_EXPIRED,
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordReset,
  type User,
} from '../../domain/auth'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { loginAttempts, passwordResets, sessions, users } from '../db/schema'
import { AppError } from '../errors'
import { enqueueMessage } from '../jobs/outbox'
import { rowIdOf, rowToken } from '../signing'
import { hashPassword, refuseCommonPassword } from './passwords'
import { toUser } from './sessions'

/** Links one account may be sent per hour: enough for a lost mail, too few to flood an inbox. */
export const RESETS_PER_HOUR = 3

/** `<reset id>.<hmac>`: the database holds only the id, so a leaked table or outbox row opens no account. */
export const resetToken = (config: Config, resetId: string) => rowToken(config, 'password-reset', resetId)

export const resetUrl = (config: Config, resetId: string) =>
  `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(resetToken(config, resetId))}`

const resetIdOf = (config: Config, token: string) => rowIdOf(config, 'password-reset', token)

const expired = () =>
  new AppError(400, PASSWORD_RESET_EXPIRED, [{ path: 'token', message: PASSWORD_RESET_EXPIRED }])

export function createPasswordResets(deps: { db: Db; clock: Clock; config: Config }) {
  const { db, clock, config } = deps
  return {
    /**
     * Emails a one-hour link to the account with this address, if there is one. The caller answers the same
     * either way, so the form tells no one which addresses have accounts.
     */
    async request(email: string): Promise<void> {
      const now = clock.now()
      await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(sql`lower(${users.email}) = ${email}`)
          .limit(1)
          // Serialises two requests for one account, so the hourly count holds.
          .for('update')
        if (!user) return
        const hourAgo = new Date(now.getTime() - 3600_000)
        const [{ recent }] = await tx
          .select({ recent: count() })
          .from(passwordResets)
          .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, hourAgo)))
        if (recent >= RESETS_PER_HOUR) return
        const [reset] = await tx
          .insert(passwordResets)
          .values({
            userId: user.id,
            createdAt: now,
            expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
          })
          .returning({ id: passwordResets.id })
        await enqueueMessage(tx, {
          channel: 'email',
          kind: 'password-reset',
          recipient: user.email,
          userId: user.id,
          subject: 'Choose a new Cradle password',
          payload: { resetId: reset.id },
          dedupeKey: `password-reset:${reset.id}`,
        })
      })
    },

    /** Whether a link still works (unused, in time): the page says so before anyone types a new password. */
    async isUsable(token: string): Promise<boolean> {
      const id = resetIdOf(config, token)
      if (!id) return false
      const [row] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.id, id),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, clock.now()),
          ),
        )
      return !!row
    },

    /**
     * Sets the password from a link, once: the link and every other one of the account are used up, every
     * session of the account ends (whoever knew the old password is signed out), and the sign-in pause after
     * failed attempts is lifted. Returns the account, for the caller to sign in.
     */
    async reset(input: PasswordReset): Promise<User> {
      const id = resetIdOf(config, input.token)
      if (!id) throw expired()
      refuseCommonPassword(input.password, 'password')
      const passwordHash = await hashPassword(input.password)
      return db.transaction(async (tx) => {
        const now = clock.now()
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
          )
          .returning({ userId: passwordResets.userId })
        if (!used) throw expired()
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: now })
          .where(eq(users.id, used.userId))
          .returning()
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
        await tx.delete(sessions).where(eq(sessions.userId, user.id))
        await tx
          .delete(loginAttempts)
          .where(and(eq(loginAttempts.email, user.email.toLowerCase()), eq(loginAttempts.succeeded, false)))
        return toUser(user)
      })
    },
  }
}
export type PasswordResets = ReturnType<typeof createPasswordResets>
