import { and, asc, count, gte, inArray, isNull, sql } from 'drizzle-orm'
import {
  DASHBOARD_NEXT_EVENTS,
  DASHBOARD_WEEKS,
  type DashboardMetrics,
  weekStartUtc,
} from '../../../domain/admin'
import { LIVE_EVENT_STATUSES } from '../../../domain/event-rules'
import { PENDING_PROPOSAL_STATUSES } from '../../../domain/proposals'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { eventProposals, events, paymentIntents, registrations, users } from '../../db/schema'

const WEEK_MS = 7 * 24 * 3600 * 1000
/** Statuses the public sees as listed and bookable (decision C4: "published"). */

const n = (v: unknown) => Number(v ?? 0)

/** The admin dashboard's numbers; each is defined in docs/decisions/community.md (C4). */
export function createDashboardService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    async metrics(): Promise<DashboardMetrics> {
      const now = clock.now()
      const [ev] = await db
        .select({
          total: count(),
          published: sql<number>`count(*) filter (where ${events.status} in ('published', 'limited', 'sold_out'))`,
          draft: sql<number>`count(*) filter (where ${events.status} = 'draft')`,
        })
        .from(events)
        .where(isNull(events.deletedAt))
      const [reg] = await db
        .select({ total: sql<number>`count(*) filter (where ${registrations.status} = 'confirmed')` })
        .from(registrations)
      // A refunded payment counts for nothing, whatever status the processor left on it.
      const [rev] = await db
        .select({
          cents: sql<string>`coalesce(sum(${paymentIntents.amountCents}) filter (where ${paymentIntents.status} = 'succeeded' and ${paymentIntents.refundedAt} is null), 0)`,
        })
        .from(paymentIntents)
      const [prop] = await db
        .select({ pending: count() })
        .from(eventProposals)
        .where(inArray(eventProposals.status, [...PENDING_PROPOSAL_STATUSES]))
      const [us] = await db
        .select({
          parents: sql<number>`count(*) filter (where ${users.role} = 'parent')`,
          providers: sql<number>`count(*) filter (where ${users.role} = 'provider')`,
          admins: sql<number>`count(*) filter (where ${users.role} = 'admin')`,
        })
        .from(users)

      const firstWeek = new Date(weekStartUtc(now).getTime() - (DASHBOARD_WEEKS - 1) * WEEK_MS)
      const weekExpr = sql<string>`to_char(date_trunc('week', ${registrations.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`
      const perWeek = await db
        .select({ week: weekExpr, count: count() })
        .from(registrations)
        .where(
          and(
            gte(registrations.createdAt, firstWeek),
            sql`${registrations.createdAt} <= ${now}`,
            sql`${registrations.status} = 'confirmed'`,
          ),
        )
        .groupBy(weekExpr)
      const byWeek = new Map(perWeek.map((r) => [r.week, n(r.count)]))
      const registrationsPerWeek = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => {
        const weekStart = new Date(firstWeek.getTime() + i * WEEK_MS).toISOString().slice(0, 10)
        return { weekStart, count: byWeek.get(weekStart) ?? 0 }
      })

      const next = await db
        .select()
        .from(events)
        .where(
          and(
            isNull(events.deletedAt),
            inArray(events.status, [...LIVE_EVENT_STATUSES]),
            gte(events.startsAt, now),
          ),
        )
        .orderBy(asc(events.startsAt))
        .limit(DASHBOARD_NEXT_EVENTS)

      return {
        events: { total: n(ev.total), published: n(ev.published), draft: n(ev.draft) },
        registrations: { total: n(reg.total) },
        revenue: { total: n(rev.cents) / 100 },
        proposals: { pending: n(prop.pending) },
        users: { parents: n(us.parents), providers: n(us.providers), admins: n(us.admins) },
        registrationsPerWeek,
        nextEvents: next.map((e) => ({
          id: e.id,
          title: e.title,
          date: e.startsAt.toISOString(),
          capacity: e.capacity,
          enrolled: e.enrolled,
          fillRate: e.capacity > 0 ? Math.min(1, e.enrolled / e.capacity) : 0,
        })),
      }
    },
  }
}
