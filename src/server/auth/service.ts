import { and, count, eq, gt, isNull, min, not, or, sql } from 'drizzle-orm'
import type { ChangePassword, Login, Signup, User } from '../../domain/auth'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { loginAttempts, passwordResets, sessions, trustedDevices, users } from '../db/schema'
import { AppError } from '../errors'
import { type EmailVerifications, isListedAdmin } from './email-verification'
import type { OidcIdentity } from './oidc'
import { DUMMY_HASH, hashPassword, needsRehash, refuseCommonPassword, verifyPassword } from './passwords'
import { toUser } from './sessions'

/** Who is trying a password: the address it came from and the browser's device id (devices.ts), if genuine. */
export interface SignInClient {
  ip: string | undefined
  deviceId: string | null
}

export const SIGN_IN_PAUSED =
  'Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password to sign in now.'

/** Failed sign-ins per account before a pause; never relaxed by RATE_LIMIT_FACTOR. */
export const MAX_FAILED_LOGINS = 5
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000

export function createAuthService(deps: {
  db: Db
  clock: Clock
  adminEmails: readonly string[]
  verifications: Pick<EmailVerifications, 'sendLink'>
}) {
  const { db, clock } = deps
  /** ADMIN_EMAILS' role, for a proven address only: a sign-up alone never grants a role (decision A10). */
  const roleFor = (email: string, proven: boolean) =>
    proven && isListedAdmin(deps.adminEmails, email) ? ('admin' as const) : undefined

  /** ADMIN_EMAILS promotes an existing account with a proven address the next time it signs in. */
  async function ensureAdminRole(row: typeof users.$inferSelect) {
    if (roleFor(row.email, row.emailVerifiedAt !== null) && row.role !== 'admin') {
      const [updated] = await db.update(users).set({ role: 'admin' }).where(eq(users.id, row.id)).returning()
      return updated
    }
    return row
  }

  /** An account signed in by its provider, which now vouches for the same address: the address is proven. */
  async function provenBy(row: typeof users.$inferSelect, identity: OidcIdentity) {
    if (row.emailVerifiedAt || !identity.emailVerified || identity.email !== row.email.toLowerCase())
      return row
    const [updated] = await db
      .update(users)
      .set({ emailVerifiedAt: clock.now() })
      .where(eq(users.id, row.id))
      .returning()
    return updated ?? row
  }

  /**
   * 429 while this browser may not try a password for the account (decision A11). Wrong passwords from browsers the
   * account never signed in from all count together (a stranger's guesses, the contract's per-account limit); a browser
   * it has signed in from counts only its own, so a stranger cannot lock the owner out of their own devices. The pause
   * opens when the oldest failure leaves the window, or at once by a password reset.
   */
  async function assertNotPaused(email: string, deviceId: string | null) {
    const since = new Date(clock.now().getTime() - FAILED_LOGIN_WINDOW_MS)
    const trusted = deviceId
      ? (
          await db
            .select({ one: sql<number>`1` })
            .from(trustedDevices)
            .innerJoin(users, eq(users.id, trustedDevices.userId))
            .where(and(sql`lower(${users.email}) = ${email}`, eq(trustedDevices.deviceId, deviceId)))
            .limit(1)
        ).length > 0
      : false
    const fromKnownDevices = sql`${loginAttempts.deviceId} in (
      select ${trustedDevices.deviceId} from ${trustedDevices} join ${users} on ${users.id} = ${trustedDevices.userId}
      where lower(${users.email}) = ${email})`
    const [{ failures, oldest }] = await db
      .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, email),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.createdAt, since),
          trusted && deviceId
            ? eq(loginAttempts.deviceId, deviceId)
            : or(isNull(loginAttempts.deviceId), not(fromKnownDevices)),
        ),
      )
    if (failures >= MAX_FAILED_LOGINS) {
      const opensAt = (oldest?.getTime() ?? clock.now().getTime()) + FAILED_LOGIN_WINDOW_MS
      const wait = Math.max(1, Math.ceil((opensAt - clock.now().getTime()) / 1000))
      throw new AppError(429, SIGN_IN_PAUSED, undefined, wait)
    }
  }

  const recordAttempt = (email: string, client: SignInClient, succeeded: boolean) =>
    db.insert(loginAttempts).values({
      email,
      ip: client.ip,
      deviceId: client.deviceId,
      succeeded,
      createdAt: clock.now(),
    })

  return {
    /** A new parent account, with a link mailed to prove its address (in the same transaction). */
    async signup(input: Signup): Promise<User> {
      refuseCommonPassword(input.password, 'password')
      const passwordHash = await hashPassword(input.password)
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            timezone: input.timezone,
            role: 'parent',
            ageConfirmedAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning()
        if (!row) {
          throw new AppError(409, 'An account with this email already exists', [
            { path: 'email', message: 'An account with this email already exists' },
          ])
        }
        await deps.verifications.sendLink(tx, row)
        return toUser(row)
      })
    },

    async login(input: Login, client: SignInClient): Promise<User> {
      await assertNotPaused(input.email, client.deviceId)
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${input.email}`).limit(1)
      const ok = await verifyPassword(input.password, row?.passwordHash ?? DUMMY_HASH)
      await recordAttempt(input.email, client, ok && !!row)
      if (!ok || !row) throw new AppError(401, 'Incorrect email or password')
      if (row.passwordHash && needsRehash(row.passwordHash)) {
        // A hash from weaker days: upgraded now that the password is known (only if nobody changed it meanwhile).
        const upgraded = await hashPassword(input.password)
        await db
          .update(users)
          .set({ passwordHash: upgraded })
          .where(and(eq(users.id, row.id), eq(users.passwordHash, row.passwordHash)))
      }
      return toUser(await ensureAdminRole(row))
    },

    /** An account made through OpenID Connect answers the sign-up's age question; the time is stored (issue 33). */
    async confirmAge(userId: string): Promise<User> {
      const now = clock.now()
      await db
        .update(users)
        .set({ ageConfirmedAt: now, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.ageConfirmedAt)))
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
      if (!row) throw new AppError(401, 'Unauthorized: please sign in')
      return toUser(row)
    },

    /**
     * Sign-in's second step for the account whose password was right (auth/mfa-routes.ts): the code is tried under
     * the same per-account pause as passwords, and each try is recorded like one. Null when the code is wrong.
     */
    async secondStep(
      userId: string,
      client: SignInClient,
      check: (code: string) => Promise<unknown>,
      code: string,
    ): Promise<User | null> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
      if (!row || row.deletedAt) throw new AppError(401, 'Incorrect email or password')
      const email = row.email.toLowerCase()
      await assertNotPaused(email, client.deviceId)
      const ok = !!(await check(code))
      await recordAttempt(email, client, ok)
      return ok ? toUser(row) : null
    },

    /**
     * A signed-in person changes the password, proving it with the current one (wrong guesses count toward the
     * same pause as sign-in's, so a borrowed session cannot try passwords). Every session of the account ends
     * and every emailed reset link is retired; the caller signs this browser in again.
     */
    async changePassword(userId: string, input: ChangePassword, client: SignInClient): Promise<void> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
      if (!row) throw new AppError(401, 'Unauthorized: please sign in')
      if (!row.passwordHash) {
        const message =
          'Your account signs in through your organization, so it has no Cradle password to change.'
        throw new AppError(400, message, [{ path: 'currentPassword', message }])
      }
      const email = row.email.toLowerCase()
      await assertNotPaused(email, client.deviceId)
      const ok = await verifyPassword(input.currentPassword, row.passwordHash)
      await recordAttempt(email, client, ok)
      if (!ok) {
        const message = 'Current password is incorrect'
        throw new AppError(400, message, [{ path: 'currentPassword', message }])
      }
      refuseCommonPassword(input.newPassword, 'newPassword')
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
     * A signed-in person proves it is them before a sensitive change (the email address): the current password, with
     * wrong guesses counted toward the sign-in pause. An account without a Cradle password has nothing to prove here.
     */
    async confirmPassword(userId: string, password: string, client: SignInClient): Promise<void> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
      if (!row) throw new AppError(401, 'Unauthorized: please sign in')
      if (!row.passwordHash) return
      const email = row.email.toLowerCase()
      await assertNotPaused(email, client.deviceId)
      const ok = await verifyPassword(password, row.passwordHash)
      await recordAttempt(email, client, ok)
      if (!ok) {
        const message = 'Password is incorrect'
        throw new AppError(400, message, [{ path: 'password', message }])
      }
    },

    /**
     * The account of an OpenID Connect identity: by subject first; else an existing account with the
     * same email, linked only when the provider says the email is verified; else a new parent account.
     */
    async signInWithOidc(identity: OidcIdentity): Promise<User> {
      const bySubject = async () =>
        (await db.select().from(users).where(eq(users.oidcSubject, identity.subject)).limit(1))[0]
      const known = await bySubject()
      if (known) return toUser(await ensureAdminRole(await provenBy(known, identity)))
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
          // The provider vouched for the address (emailVerified), so it is proven here too.
          .set({
            oidcSubject: identity.subject,
            emailVerifiedAt: existing.emailVerifiedAt ?? clock.now(),
            updatedAt: clock.now(),
          })
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
          emailVerifiedAt: identity.emailVerified ? clock.now() : null,
          role: roleFor(email, identity.emailVerified) ?? 'parent',
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
