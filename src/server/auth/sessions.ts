import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { User } from '../../domain/auth'
import type { Clock } from '../clock'
import type { Db, DbOrTx } from '../db/client'
import { sessions, users } from '../db/schema'

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

export function toUser(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    phone: row.phone,
    timezone: row.timezone,
    role: row.role,
  }
}

export function createSessionStore(deps: { db: Db; clock: Clock; ttlDays: number }) {
  const ttlMs = deps.ttlDays * 24 * 3600 * 1000
  return {
    ttlMs,
    /** A fresh random id at every sign-in (no session fixation); only its hash is stored. */
    async create(userId: string, meta: { userAgent?: string; ip?: string }) {
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(deps.clock.now().getTime() + ttlMs)
      await deps.db.insert(sessions).values({ id: hashToken(token), userId, expiresAt, ...meta })
      return { token, expiresAt }
    },
    /** The user is read fresh on every request, so a role change applies on the next one. */
    async lookup(token: string): Promise<User | null> {
      const rows = await deps.db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, deps.clock.now())))
        .limit(1)
      return rows[0] ? toUser(rows[0].user) : null
    },
    async destroy(token: string) {
      await deps.db.delete(sessions).where(eq(sessions.id, hashToken(token)))
    },
    /** Signs the user out everywhere; pass the caller's transaction to make it part of a larger change. */
    async destroyAllForUser(userId: string, tx: DbOrTx = deps.db) {
      await tx.delete(sessions).where(eq(sessions.userId, userId))
    },
  }
}
export type SessionStore = ReturnType<typeof createSessionStore>
