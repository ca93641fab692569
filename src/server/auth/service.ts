import { and, count, eq, gt, isNull, min, sql } from 'drizzle-orm'
import type { Login, Signup, User } from '../../domain/auth'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { loginAttempts, users } from '../db/schema'
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
      const since = new Date(clock.now().getTime() - FAILED_LOGIN_WINDOW_MS)
      const [{ failures, oldest }] = await db
        .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.email, input.email),
            eq(loginAttempts.succeeded, false),
            gt(loginAttempts.createdAt, since),
          ),
        )
      if (failures >= MAX_FAILED_LOGINS) {
        // The account opens again when the oldest failure in the window leaves it.
        const opensAt = (oldest?.getTime() ?? clock.now().getTime()) + FAILED_LOGIN_WINDOW_MS
        const wait = Math.max(1, Math.ceil((opensAt - clock.now().getTime()) / 1000))
        throw new AppError(
          429,
          'Too many sign-in attempts. Please wait 15 minutes and try again.',
          undefined,
          wait,
        )
      }
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${input.email}`).limit(1)
      const ok = await verifyPassword(input.password, row?.passwordHash ?? DUMMY_HASH)
      await db
        .insert(loginAttempts)
        .values({ email: input.email, ip, succeeded: ok && !!row, createdAt: clock.now() })
      if (!ok || !row) throw new AppError(401, 'Incorrect email or password')
      return toUser(await ensureAdminRole(row))
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
