import { count, desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AuditPageSchema, PageQuerySchema } from '../../../domain/admin'
import { requireAdmin } from '../../auth/guard'
import type { Db } from '../../db/client'
import { auditLog, users } from '../../db/schema'

/** Who changed what, newest first (admin only). */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      onRequest: requireAdmin,
      schema: { tags: ['audit'], querystring: PageQuerySchema, response: { 200: AuditPageSchema } },
    },
    async (req) => {
      const { page, pageSize } = req.query
      const [{ total }] = await db.select({ total: count() }).from(auditLog)
      const rows = await db
        .select({ entry: auditLog, actorEmail: users.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      return {
        entries: rows.map(({ entry, actorEmail }) => ({
          id: entry.id,
          actorUserId: entry.actorUserId,
          actorEmail,
          action: entry.action,
          entityType: entry.entityType,
          entityId: entry.entityId,
          changes: entry.changes,
          createdAt: entry.createdAt.toISOString(),
        })),
        total,
        page,
        pageSize,
      }
    },
  )
}
