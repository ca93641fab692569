import { and, asc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm'
import { isStaff, type Role } from '../../../domain/roles'
import type { Db } from '../../db/client'
import { events } from '../../db/schema'

/** Draft and archived events exist only for staff; deleted events for no one. */
export function visibleTo(role: Role | null | undefined): SQL {
  const notDeleted = isNull(events.deletedAt)
  if (isStaff(role)) return notDeleted
  return and(notDeleted, inArray(events.status, ['published', 'limited', 'sold_out', 'cancelled'])) as SQL
}

export interface EventListFilter {
  from?: Date
  to?: Date
  featured?: boolean
  limit?: number
}

export function createEventReadService(deps: { db: Db }) {
  return {
    /** One query, ordered by start. */
    async list(role: Role | null | undefined, f: EventListFilter) {
      const where: (SQL | undefined)[] = [visibleTo(role)]
      if (f.from) where.push(gte(events.startsAt, f.from))
      if (f.to) where.push(lt(events.startsAt, f.to))
      if (f.featured !== undefined) where.push(eq(events.featured, f.featured))
      const q = deps.db
        .select()
        .from(events)
        .where(and(...where))
        .orderBy(asc(events.startsAt))
      return f.limit ? q.limit(f.limit) : q
    },
    async get(role: Role | null | undefined, id: string) {
      const [row] = await deps.db
        .select()
        .from(events)
        .where(and(eq(events.id, id), visibleTo(role)))
      return row ?? null
    },
  }
}
export type EventReadService = ReturnType<typeof createEventReadService>
