import { z } from 'zod'
import { RoleSchema, UserSchema } from './auth'

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})

/** Manage Users: a text search and (decision C14) a filter by one role, combined. */
export const UserListQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  role: RoleSchema.optional(),
})
export type UserListQuery = z.infer<typeof UserListQuerySchema>

export const AdminUserSchema = UserSchema.extend({ createdAt: z.string() })
export type AdminUser = z.infer<typeof AdminUserSchema>

export const UserPageSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type UserPage = z.infer<typeof UserPageSchema>

export const RoleChangeSchema = z.object({ role: RoleSchema })

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

/** Admin spec §3 "Dashboard metrics", plus the chart data (decision C4 defines each number). */
export const DashboardMetricsSchema = z.object({
  events: z.object({ total: z.number().int(), published: z.number().int(), draft: z.number().int() }),
  registrations: z.object({ total: z.number().int() }),
  /** Dollars. */
  revenue: z.object({ total: z.number() }),
  proposals: z.object({ pending: z.number().int() }),
  users: z.object({ parents: z.number().int(), providers: z.number().int(), admins: z.number().int() }),
  /** Oldest first; weeks start Monday 00:00 UTC. */
  registrationsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  nextEvents: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      date: z.string(),
      capacity: z.number().int(),
      enrolled: z.number().int(),
      /** enrolled / capacity, 0..1. */
      fillRate: z.number(),
    }),
  ),
})
export type DashboardMetrics = z.infer<typeof DashboardMetricsSchema>

export const DASHBOARD_WEEKS = 12
export const DASHBOARD_NEXT_EVENTS = 5

/** Monday 00:00 UTC of the week holding `d`. */
export function weekStartUtc(d: Date): Date {
  const day = (d.getUTCDay() + 6) % 7
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day))
}

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  changes: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AuditPage = z.infer<typeof AuditPageSchema>
