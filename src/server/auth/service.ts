import { and, count, eq, gt, sql } from 'drizzle-orm'
import type { Login, Signup, User } from '../../domain/auth'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { loginAttempts, users } from '../db/schema'
import { AppError } from '../errors'
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
      const [{ failures }] = await db
        .select({ failures: count() })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.email, input.email),
            eq(loginAttempts.succeeded, false),
            gt(loginAttempts.createdAt, since),
          ),
        )
      if (failures >= MAX_FAILED_LOGINS) {
        throw new AppError(429, 'Too many sign-in attempts. Please wait 15 minutes and try again.')
      }
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${input.email}`).limit(1)
      const ok = await verifyPassword(input.password, row?.passwordHash ?? DUMMY_HASH)
      await db
        .insert(loginAttempts)
        .values({ email: input.email, ip, succeeded: ok && !!row, createdAt: clock.now() })
      if (!ok || !row) throw new AppError(401, 'Incorrect email or password')
      return toUser(await ensureAdminRole(row))
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
