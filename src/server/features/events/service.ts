import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { LIVE_EVENT_STATUSES } from '../../../domain/event-rules'
import type { Event, EventSummary, StaffEvent } from '../../../domain/events'
import { isStaff, type Role } from '../../../domain/roles'
import type { Db } from '../../db/client'
import { events } from '../../db/schema'
import {
  publicEventColumns,
  summaryEventColumns,
  tagNamesColumn,
  toEvent,
  toEventSummary,
  toStaffEvent,
} from './serialize'

/** Every column of the row, with its tag names. */
export const eventWithTagsColumns = { ...getTableColumns(events), tags: tagNamesColumn }

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
  /** Only events that are on: the home page's "Upcoming Events" (decision "Upcoming" events). */
  liveOnly?: boolean
  /**
   * Events a family can still book (not sold out, a seat free) come first, then the rest, each by start: a featured
   * list of three shows what can be booked before what cannot (issue 26.12).
   */
  bookableFirst?: boolean
  limit?: number
  /** Case-insensitive text over title, description, the three provider names and the event type. */
  q?: string
  type?: string
  price?: 'free' | 'paid'
  /** A tag's name: events carrying it. */
  tag?: string
  /** The language the class is taught in (English, Spanish, ASL…). */
  language?: string
  /** Only events marked with a stage range (the start of "for my stage", which then matches the family's dates). */
  withStageOnly?: boolean
}

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function searchCondition(text: string): SQL | undefined {
  const p = likePattern(text)
  return or(
    ilike(events.title, p),
    ilike(events.description, p),
    ilike(events.providerName, p),
    ilike(events.provider2Name, p),
    ilike(events.provider3Name, p),
    ilike(events.eventType, p),
  )
}

/** Events carrying the tag of this name (names are unique). */
const hasTag = (name: string): SQL =>
  sql`exists (select 1 from event_tags et join tags t on t.id = et.tag_id
    where et.event_id = events.id and t.tag_name = ${name})`

function listCondition(role: Role | null | undefined, f: EventListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [visibleTo(role)]
  if (f.from) where.push(gte(events.startsAt, f.from))
  if (f.to) where.push(lt(events.startsAt, f.to))
  if (f.featured !== undefined) where.push(eq(events.featured, f.featured))
  if (f.liveOnly) where.push(inArray(events.status, [...LIVE_EVENT_STATUSES]))
  const text = f.q?.trim()
  if (text) where.push(searchCondition(text))
  if (f.type) where.push(eq(events.eventType, f.type))
  if (f.price === 'free') where.push(eq(events.priceCents, 0))
  if (f.price === 'paid') where.push(gt(events.priceCents, 0))
  if (f.tag) where.push(hasTag(f.tag))
  if (f.language) where.push(eq(events.language, f.language))
  if (f.withStageOnly) where.push(isNotNull(events.stageRange))
  return and(...where)
}

/** 0 for an event with a seat to book, 1 otherwise (sold out, called off, every seat taken or held). */
const notBookable = sql`case when ${events.status} in ('published', 'limited') and ${events.enrolled} + ${events.heldSeats} < ${events.capacity} then 0 else 1 end`

/** The list's order: by start, after the bookable ones when asked. */
const listOrder = (f: EventListFilter): SQL[] =>
  f.bookableFirst ? [asc(notBookable), asc(events.startsAt)] : [asc(events.startsAt)]

export function createEventReadService(deps: { db: Db }) {
  return {
    /** One query, ordered by start, already in the reader's shape (staff or public). */
    async list(role: Role | null | undefined, f: EventListFilter): Promise<Event[] | StaffEvent[]> {
      const cond = listCondition(role, f)
      const limit = f.limit ?? null
      if (isStaff(role)) {
        const q = deps.db
          .select(eventWithTagsColumns)
          .from(events)
          .where(cond)
          .orderBy(...listOrder(f))
        return (await (limit ? q.limit(limit) : q)).map(toStaffEvent)
      }
      const q = deps.db
        .select(publicEventColumns)
        .from(events)
        .where(cond)
        .orderBy(...listOrder(f))
      return (await (limit ? q.limit(limit) : q)).map(toEvent)
    },
    /** The same events as `list`, as calendar summaries (one shape for every role). */
    async summaries(role: Role | null | undefined, f: EventListFilter): Promise<EventSummary[]> {
      const q = deps.db
        .select(summaryEventColumns)
        .from(events)
        .where(listCondition(role, f))
        .orderBy(...listOrder(f))
      return (await (f.limit ? q.limit(f.limit) : q)).map(toEventSummary)
    },
    async get(role: Role | null | undefined, id: string) {
      const [row] = await deps.db
        .select(eventWithTagsColumns)
        .from(events)
        .where(and(eq(events.id, id), visibleTo(role)))
      return row ?? null
    },
  }
}
export type EventReadService = ReturnType<typeof createEventReadService>
