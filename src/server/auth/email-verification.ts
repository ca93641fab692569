import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import {
  EMAIL_VERIFICATION_EXPIRED,
  EMAIL_VERIFICATION_OTHER_ACCOUNT,
  EMAIL_VERIFICATION_TTL_HOURS,
  type User,
} from '../../domain/auth'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db, DbOrTx } from '../db/client'
import { emailVerifications, sessions, users } from '../db/schema'
import { AppError } from '../errors'
import { enqueueMessage } from '../jobs/outbox'
import { rowIdOf, rowToken } from '../signing'
import { toUser } from './sessions'

export const EMAIL_TAKEN = 'An account with this email already exists'

/** Links one account may ask for per hour (the sign-up's own included). */
export const VERIFICATIONS_PER_HOUR = 3

/** `<id>.<hmac>`: the table holds only the id, so a leaked table or outbox row proves no address. */
export const verificationToken = (config: Config, id: string) => rowToken(config, 'email-verification', id)

export const verificationUrl = (config: Config, id: string) =>
  `${config.PUBLIC_URL.replace(/\/$/, '')}/verify-email?token=${encodeURIComponent(verificationToken(config, id))}`

const verificationIdOf = (config: Config, token: string) => rowIdOf(config, 'email-verification', token)

const expired = () =>
  new AppError(400, EMAIL_VERIFICATION_EXPIRED, [{ path: 'token', message: EMAIL_VERIFICATION_EXPIRED }])

/** Whether ADMIN_EMAILS lists this address (compared in lower case, as config stores them). */
export const isListedAdmin = (adminEmails: readonly string[], email: string) =>
  adminEmails.includes(email.toLowerCase())

/**
 * Proving an address (decision A10). Sign-up mails a link; opening it while signed in as that account marks the
 * address proven, and only then does ADMIN_EMAILS make the account an admin or a provider profile with that email
 * link to it. Requiring the account's own session means neither a squatter (who has the session, not the mail) nor
 * the address's owner or their mail scanner (who have the mail, not the session) can prove it alone.
 */
export function createEmailVerifications(deps: {
  db: Db
  clock: Clock
  config: Config
  adminEmails: readonly string[]
}) {
  const { db, clock, config } = deps

  /** Mails a fresh link in the caller's transaction (the sign-up's, or a resend's). */
  async function sendLink(tx: DbOrTx, user: { id: string; email: string }) {
    const now = clock.now()
    const [row] = await tx
      .insert(emailVerifications)
      .values({
        userId: user.id,
        email: user.email.toLowerCase(),
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * 3600_000),
      })
      .returning({ id: emailVerifications.id })
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'email-verification',
      recipient: user.email,
      userId: user.id,
      subject: 'Confirm your email address for Cradle',
      payload: { verificationId: row.id },
      dedupeKey: `email-verification:${row.id}`,
    })
  }

  /**
   * Settings → change of email: a link to the NEW address (the account moves only when it is opened while signed
   * in, so nobody can take an address they cannot read), at most VERIFICATIONS_PER_HOUR links an hour.
   */
  async function requestChange(userId: string, newEmail: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for('update')
      if (!user) throw new AppError(401, 'Unauthorized: please sign in')
      if (user.email.toLowerCase() === newEmail) {
        const message = 'This is already your email address'
        throw new AppError(400, message, [{ path: 'email', message }])
      }
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${newEmail}`)
      if (taken) throw new AppError(409, EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }])
      await refuseTooMany(tx, userId)
      const now = clock.now()
      const [row] = await tx
        .insert(emailVerifications)
        .values({
          userId,
          email: newEmail,
          purpose: 'change',
          createdAt: now,
          expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * 3600_000),
        })
        .returning({ id: emailVerifications.id })
      await enqueueMessage(tx, {
        channel: 'email',
        kind: 'email-change',
        recipient: newEmail,
        userId,
        subject: 'Confirm your new email address for Cradle',
        payload: { verificationId: row.id },
        dedupeKey: `email-change:${row.id}`,
      })
    })
  }

  async function refuseTooMany(tx: DbOrTx, userId: string) {
    const hourAgo = new Date(clock.now().getTime() - 3600_000)
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, hourAgo)))
    if (recent >= VERIFICATIONS_PER_HOUR)
      throw new AppError(
        429,
        'We already sent several links in the last hour. Check your inbox and spam folder, or try again later.',
      )
  }

  return {
    sendLink,
    requestChange,

    /** "Send the link again" from Settings: at most VERIFICATIONS_PER_HOUR an hour, none once proven. */
    async resend(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
          .from(users)
          .where(eq(users.id, userId))
          // Serialises two requests of one account, so the hourly count holds.
          .for('update')
        if (!user) throw new AppError(401, 'Unauthorized: please sign in')
        if (user.verifiedAt) throw new AppError(409, 'Your email address is already confirmed.')
        await refuseTooMany(tx, userId)
        await sendLink(tx, user)
      })
    },

    /**
     * Proves the address from a link opened by the account it was sent for: the link is used up, the address marked
     * proven, and a listed ADMIN_EMAILS address becomes admin (its sessions get fresh ids, as any role change).
     */
    async verify(actor: User, token: string): Promise<User> {
      const id = verificationIdOf(config, token)
      if (!id) throw expired()
      return db.transaction(async (tx) => {
        const now = clock.now()
        const [link] = await tx
          .select()
          .from(emailVerifications)
          .where(eq(emailVerifications.id, id))
          .for('update')
        if (!link) throw expired()
        if (link.userId !== actor.id)
          throw new AppError(403, EMAIL_VERIFICATION_OTHER_ACCOUNT, [
            { path: 'token', message: EMAIL_VERIFICATION_OTHER_ACCOUNT },
          ])
        const [row] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update')
        if (!row) throw expired()
        const current = row.email.toLowerCase()
        if (link.purpose === 'change') {
          if (link.usedAt && current === link.email) return toUser(row)
          if (link.usedAt || link.expiresAt <= now) throw expired()
        } else {
          if (row.emailVerifiedAt && current === link.email) return toUser(row)
          // Used, out of date, or sent to an address the account no longer has.
          if (link.usedAt || link.expiresAt <= now || current !== link.email) throw expired()
        }
        if (link.purpose === 'change') {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(sql`lower(${users.email}) = ${link.email}`, ne(users.id, actor.id)))
          if (taken) throw new AppError(409, EMAIL_TAKEN, [{ path: 'token', message: EMAIL_TAKEN }])
          // The old address is told, so a change nobody asked for does not go unnoticed.
          await enqueueMessage(tx, {
            channel: 'email',
            kind: 'email-changed-notice',
            recipient: row.email,
            userId: row.id,
            subject: 'Your Cradle email address was changed',
            payload: { newEmail: link.email },
            dedupeKey: `email-changed-notice:${link.id}`,
          })
          row.email = link.email
        }
        await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(and(eq(emailVerifications.userId, actor.id), isNull(emailVerifications.usedAt)))
        const promote = isListedAdmin(deps.adminEmails, row.email) && row.role !== 'admin'
        const [updated] = await tx
          .update(users)
          .set({
            email: row.email,
            emailVerifiedAt: now,
            updatedAt: now,
            ...(promote ? { role: 'admin' as const } : {}),
          })
          .where(eq(users.id, actor.id))
          .returning()
        if (promote) await tx.update(sessions).set({ rotate: true }).where(eq(sessions.userId, actor.id))
        return toUser(updated)
      })
    },
  }
}
export type EmailVerifications = ReturnType<typeof createEmailVerifications>
