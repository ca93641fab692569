import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { User } from '../../domain/auth'
import type { Clock } from '../clock'
import type { Db, DbOrTx } from '../db/client'
import { sessions, users } from '../db/schema'
import type { SessionRead } from './session-read'

/** How long a rotated-away session id still works, for requests the page had already sent. */
export const ROTATION_GRACE_MS = 60_000

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
    emailVerified: row.emailVerifiedAt !== null,
    mfaEnabled: row.mfaEnabledAt !== null,
    ageConfirmationNeeded: row.ageConfirmedAt === null && row.oidcSubject !== null,
  }
}

/** What a session lookup reads: the user as `User` carries it (never the password hash) and the rotation mark. */
export const sessionColumns = {
  user: {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    profileImageUrl: users.profileImageUrl,
    phone: users.phone,
    timezone: users.timezone,
    role: users.role,
    emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`.mapWith(Boolean),
    mfaEnabled: sql<boolean>`${users.mfaEnabledAt} is not null`.mapWith(Boolean),
    ageConfirmationNeeded:
      sql<boolean>`(${users.ageConfirmedAt} is null and ${users.oidcSubject} is not null)`.mapWith(Boolean),
  },
  rotate: sessions.rotate,
  /** The session's id (its token's hash): a batched read sorts its rows by it. */
  sessionId: sessions.id,
}

/** A session is live until `expiresAt`, compared with the `now` placeholder. */
const unexpired = () => gt(sessions.expiresAt, sql.placeholder('now'))

/** The session named by the `id` placeholder (a token hash), live at `now`: the plain lookup's condition. */
const liveSession = () => and(eq(sessions.id, sql.placeholder('id')), unexpired())

/**
 * Any of the sessions named by the `ids` placeholder, live at `now`: the condition of a joined read
 * (session-read.ts), the same as the plain lookup's so such a read can never be laxer.
 */
export const liveSessions = () =>
  and(sql`${sessions.id} = any(${sql.placeholder('ids')}::text[])`, unexpired())

/** The placeholders `liveSession` reads. Placeholders skip the column's value mapping: the time goes as text. */
const sessionParams = (token: string, now: Date) => ({ id: hashToken(token), now: now.toISOString() })

/** How stale a session's "last seen" may get: one write per session per process per interval, not one per request. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000
/** Sessions whose last write this process remembers; older entries are forgotten first. */
const TOUCHED_LIMIT = 10_000

export function createSessionStore(deps: { db: Db; clock: Clock; ttlDays: number }) {
  const ttlMs = deps.ttlDays * 24 * 3600 * 1000
  // Only spares writes: another process not knowing it merely writes once more.
  const touched = new Map<string, number>()
  // Runs on every API request: prepared once (named on PostgreSQL, planned once per pooled connection).
  const byToken = deps.db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession())
    .limit(1)
    .prepare('session_lookup')
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
    async lookup(token: string): Promise<{ user: User; rotate: boolean } | null> {
      const rows = await byToken.execute(sessionParams(token, deps.clock.now()))
      return rows[0] ?? null
    },
    /** As `lookup`, answering the route's joined read in the same round trip. */
    resumeWith(read: SessionRead<unknown>, req: FastifyRequest, token: string) {
      return read.resume(req, sessionParams(token, deps.clock.now()))
    },
    /**
     * Replaces a session marked by a privilege change with a fresh one. The old id lives on for a short
     * grace period (requests already in flight from the same page), then dies. Only one of several
     * concurrent requests wins; the others answer with null and carry on with the old id.
     */
    async rotate(token: string, meta: { userAgent?: string; ip?: string }) {
      return deps.db.transaction(async (tx) => {
        const now = deps.clock.now().getTime()
        const [old] = await tx
          .update(sessions)
          .set({ rotate: false, expiresAt: new Date(now + ROTATION_GRACE_MS) })
          .where(and(eq(sessions.id, hashToken(token)), eq(sessions.rotate, true)))
          .returning({ userId: sessions.userId })
        if (!old) return null
        const fresh = randomBytes(32).toString('base64url')
        const expiresAt = new Date(now + ttlMs)
        await tx.insert(sessions).values({ id: hashToken(fresh), userId: old.userId, expiresAt, ...meta })
        return { token: fresh, expiresAt }
      })
    },
    /** A role change: every session of the user is replaced at its next use (see `rotate`). */
    async markForRotation(userId: string, tx: DbOrTx = deps.db) {
      await tx.update(sessions).set({ rotate: true }).where(eq(sessions.userId, userId))
    },
    /** When this browser's session began (a fresh sign-in is asked before deleting an account without a password). */
    async startedAt(token: string | undefined): Promise<Date | null> {
      if (!token) return null
      const [row] = await deps.db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, hashToken(token)))
      return row?.createdAt ?? null
    },
    /** Notes that the session was used, at most once per LAST_SEEN_EVERY_MS in this process. */
    async touch(token: string): Promise<void> {
      const id = hashToken(token)
      const now = deps.clock.now()
      const last = touched.get(id)
      if (last !== undefined && now.getTime() - last < LAST_SEEN_EVERY_MS) return
      touched.delete(id)
      touched.set(id, now.getTime())
      if (touched.size > TOUCHED_LIMIT) touched.delete(touched.keys().next().value as string)
      await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id))
    },
    /** The account's live sessions, most recently used first; `current` marks the one of this token. */
    async listFor(userId: string, token: string | undefined) {
      const rows = await deps.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, deps.clock.now())))
      const mine = token ? hashToken(token) : null
      return rows
        .map((r) => ({ ...r, lastSeenAt: r.lastSeenAt ?? r.createdAt, current: r.id === mine }))
        .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime())
    },
    /** Ends one of the account's sessions (by its stored id); false when it is not theirs or already gone. */
    async end(userId: string, sessionId: string): Promise<boolean> {
      const gone = await deps.db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id })
      return gone.length > 0
    },
    async destroy(token: string) {
      await deps.db.delete(sessions).where(eq(sessions.id, hashToken(token)))
    },
  }
}
export type SessionStore = ReturnType<typeof createSessionStore>
