import { and, count, eq, gt, isNull, min, sql } from 'drizzle-orm'
import type { ChangePassword, Login, Signup, User } from '../../domain/auth'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { loginAttempts, passwordResets, sessions, users } from '../db/schema'
import { AppError } from '../errors'
import type { OidcIdentity } from './oidc'
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords'
import { toUser } from './sessions'

/** Failed sign-ins per account before a pause; never relaxed by RATE_LIMIT_FACTOR. */
export const MAX_FAILED_LOGINS = 5
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000

export function createAuthService(deps: { db: Db; clock: Clock; adminEmails: readonly string[] }) {
  const { db, clock } = deps
  const roleFor = (email: string) =>
    deps.adminEmails.includes(email.toLowerCase()) ? ('admin' as const) : undefined

  /** ADMIN_EMAILS promotes an existing account the next time it signs in. */
  async function ensureAdminRole(row: typeof users.$inferSelect) {
    if (roleFor(row.email) && row.role !== 'admin') {
      const [updated] = await db.update(users).set({ role: 'admin' }).where(eq(users.id, row.id)).returning()
      return updated
    }
    return row
  }

  /** 429 while the account is paused after too many wrong passwords; it opens when the oldest leaves the window. */
  async function assertNotPaused(email: string) {
    const since = new Date(clock.now().getTime() - FAILED_LOGIN_WINDOW_MS)
    const [{ failures, oldest }] = await db
      .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, email),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.createdAt, since),
        ),
      )
    if (failures >= MAX_FAILED_LOGINS) {
      const opensAt = (oldest?.getTime() ?? clock.now().getTime()) + FAILED_LOGIN_WINDOW_MS
      const wait = Math.max(1, Math.ceil((opensAt - clock.now().getTime()) / 1000))
      throw new AppError(
        429,
        'Too many sign-in attempts. Please wait 15 minutes and try again.',
        undefined,
        wait,
      )
    }
  }

  const recordAttempt = (email: string, ip: string | undefined, succeeded: boolean) =>
    db.insert(loginAttempts).values({ email, ip, succeeded, createdAt: clock.now() })

  return {
    async signup(input: Signup): Promise<User> {
      const passwordHash = await hashPassword(input.password)
      const inserted = await db
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          timezone: input.timezone,
          role: roleFor(input.email) ?? 'parent',
        })
        .onConflictDoNothing()
        .returning()
      if (!inserted[0]) {
        throw new AppError(409, 'An account with this email already exists', [
          { path: 'email', message: 'An account with this email already exists' },
        ])
      }
      return toUser(inserted[0])
    },

    async login(input: Login, ip: string | undefined): Promise<User> {
      await assertNotPaused(input.email)
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${input.email}`).limit(1)
      const ok = await verifyPassword(input.password, row?.passwordHash ?? DUMMY_HASH)
      await recordAttempt(input.email, ip, ok && !!row)
      if (!ok || !row) throw new AppError(401, 'Incorrect email or password')
      return toUser(await ensureAdminRole(row))
    },

    /**
     * A signed-in person changes the password, proving it with the current one (wrong guesses count toward the
     * same pause as sign-in's, so a borrowed session cannot try passwords). Every session of the account ends
     * and every emailed reset link is retired; the caller signs this browser in again.
     */
    async changePassword(userId: string, input: ChangePassword, ip: string | undefined): Promise<void> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
      if (!row) throw new AppError(401, 'Unauthorized: please sign in')
      if (!row.passwordHash) {
        const message =
          'Your account signs in through your organization, so it has no Cradle password to change.'
        throw new AppError(400, message, [{ path: 'currentPassword', message }])
      }
      const email = row.email.toLowerCase()
      await assertNotPaused(email)
      const ok = await verifyPassword(input.currentPassword, row.passwordHash)
      await recordAttempt(email, ip, ok)
      if (!ok) {
        const message = 'Current password is incorrect'
        throw new AppError(400, message, [{ path: 'currentPassword', message }])
      }
      const passwordHash = await hashPassword(input.newPassword)
      await db.transaction(async (tx) => {
        const now = clock.now()
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId))
        await tx.delete(sessions).where(eq(sessions.userId, userId))
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
      })
    },

    /**
     * The account of an OpenID Connect identity: by subject first; else an existing account with the
     * same email, linked only when the provider says the email is verified; else a new parent account.
     */
    async signInWithOidc(identity: OidcIdentity): Promise<User> {
      const bySubject = async () =>
        (await db.select().from(users).where(eq(users.oidcSubject, identity.subject)).limit(1))[0]
      const known = await bySubject()
      if (known) return toUser(await ensureAdminRole(known))
      if (!identity.email) {
        throw new AppError(
          400,
          'Your identity provider did not share an email address, so we cannot sign you in.',
        )
      }
      const email = identity.email
      const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1)
      if (existing) {
        if (!identity.emailVerified || existing.oidcSubject) {
          throw new AppError(
            409,
            'An account with this email already exists. Sign in with your password instead.',
          )
        }
        const [linked] = await db
          .update(users)
          .set({ oidcSubject: identity.subject, updatedAt: clock.now() })
          .where(and(eq(users.id, existing.id), isNull(users.oidcSubject)))
          .returning()
        if (!linked)
          throw new AppError(409, 'This account was just linked to another sign-in. Please try again.')
        return toUser(await ensureAdminRole(linked))
      }
      const inserted = await db
        .insert(users)
        .values({
          email,
          oidcSubject: identity.subject,
          firstName: identity.firstName,
          lastName: identity.lastName,
          role: roleFor(email) ?? 'parent',
        })
        .onConflictDoNothing()
        .returning()
      // A concurrent first sign-in of the same person created the row: use it.
      const row = inserted[0] ?? (await bySubject())
      if (!row)
        throw new AppError(
          409,
          'An account with this email already exists. Sign in with your password instead.',
        )
      return toUser(row)
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
