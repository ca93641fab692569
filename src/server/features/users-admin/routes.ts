import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AdminUserSchema, RoleChangeSchema, UserListQuerySchema, UserPageSchema } from '../../../domain/admin'
import { recordAudit } from '../../audit'
import { currentUser, requireAdmin } from '../../auth/guard'
import { type SessionStore, toUser } from '../../auth/sessions'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { AppError } from '../../errors'

type UserRow = typeof users.$inferSelect
const toAdminUser = (row: UserRow) => ({ ...toUser(row), createdAt: row.createdAt.toISOString() })

/** `%` and `_` typed in the search box are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** User management (admin only): a paginated, searchable list and role changes (which sign the user out). */
export const usersAdminRoutes: FastifyPluginAsyncZod<{
  db: Db
  clock: Clock
  sessions: SessionStore
}> = async (app, { db, clock, sessions }) => {
  const tags = ['users-admin']

  app.get(
    '/api/users',
    {
      onRequest: requireAdmin,
      schema: { tags, querystring: UserListQuerySchema, response: { 200: UserPageSchema } },
    },
    async (req) => {
      const { q, role, page, pageSize } = req.query
      let search: SQL | undefined
      if (q) {
        const p = likePattern(q)
        search = or(
          ilike(users.email, p),
          ilike(users.firstName, p),
          ilike(users.lastName, p),
          ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, p),
        )
      }
      // Deleted accounts are anonymous tombstones kept for their registrations' sake, not people to manage.
      const where = and(isNull(users.deletedAt), search, role ? eq(users.role, role) : undefined)
      const [{ total }] = await db.select({ total: count() }).from(users).where(where)
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), users.email)
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      return { users: rows.map(toAdminUser), total, page, pageSize }
    },
  )

  app.put(
    '/api/users/:id/role',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        body: RoleChangeSchema,
        response: { 200: AdminUserSchema },
      },
    },
    async (req) => {
      const actor = currentUser(req)
      const { role } = req.body
      return db.transaction(async (tx) => {
        // Locking every admin row serialises concurrent demotions, so the last admin can never be removed.
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'admin'))
          .for('update')
        const [target] = await tx.select().from(users).where(eq(users.id, req.params.id)).for('update')
        if (!target) throw new AppError(404, 'User not found')
        if (target.role === role) return toAdminUser(target)
        if (target.role === 'admin' && admins.length <= 1) {
          throw new AppError(
            409,
            target.id === actor.id
              ? 'You are the last admin and cannot remove your own admin role'
              : 'The last admin cannot lose the admin role',
          )
        }
        const [updated] = await tx
          .update(users)
          .set({ role, updatedAt: clock.now() })
          .where(and(eq(users.id, target.id)))
          .returning()
        // Every session of the user ends with the old role (the admin's own too, when demoting themselves):
        // each is swapped for a fresh id at its next use, so the new role needs no new sign-in
        // and never rides on the credential issued for the old one.
        await sessions.markForRotation(target.id, tx)
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'user.role_changed',
          entityType: 'user',
          entityId: target.id,
          changes: { role: { from: target.role, to: role }, email: target.email },
        })
        return toAdminUser(updated)
      })
    },
  )
}
