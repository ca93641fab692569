import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  NO_TOPIC,
  outcomeRow,
  type SessionCounts,
  type SessionOutcomes,
} from '../../../domain/session-outcomes'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { events, eventTags, providers, registrations, tags } from '../../db/schema'
import { AppError } from '../../errors'
import { TOPIC_CATEGORY } from '../../notifications/load'

const DAY = 24 * 3600_000
const day = (d: Date) => d.toISOString().slice(0, 10)

/** Fill, attendance and no-show rates per topic and per provider over a period (issue 30.6, decision L6). */
export async function sessionOutcomes(
  db: Db,
  clock: Clock,
  q: { from?: string; to?: string },
): Promise<SessionOutcomes> {
  const now = clock.now()
  const to = q.to ?? day(now)
  const from = q.from ?? day(new Date(now.getTime() - 89 * DAY))
  if (from > to)
    throw new AppError(400, 'from: The start must not be after the end', [
      { path: 'from', message: 'The start must not be after the end' },
    ])
  const start = new Date(`${from}T00:00:00Z`)
  const end = new Date(Math.min(new Date(`${to}T00:00:00Z`).getTime() + DAY, now.getTime()))
  const endsAt = sql`(${events.startsAt} + ${events.durationMinutes} * interval '1 minute')`
  const held = await db
    .select({
      id: events.id,
      capacity: events.capacity,
      providerIds: sql<
        (string | null)[]
      >`array[${events.providerId}, ${events.provider2Id}, ${events.provider3Id}]`,
    })
    .from(events)
    .where(
      and(
        isNull(events.deletedAt),
        inArray(events.status, ['published', 'limited', 'sold_out', 'archived']),
        sql`${endsAt} >= ${start.toISOString()}::timestamptz`,
        sql`${endsAt} < ${end.toISOString()}::timestamptz`,
      ),
    )
  const ids = held.map((e) => e.id)
  const tallies = new Map(
    (ids.length
      ? await db
          .select({
            eventId: registrations.eventId,
            registered: sql<number>`count(*)::int`,
            attended: sql<number>`(count(*) filter (where ${registrations.attendedAt} is not null))::int`,
          })
          .from(registrations)
          .where(and(inArray(registrations.eventId, ids), eq(registrations.status, 'confirmed')))
          .groupBy(registrations.eventId)
      : []
    ).map((r) => [r.eventId, r]),
  )
  const topicRows = ids.length
    ? await db
        .select({ eventId: eventTags.eventId, name: tags.tagName })
        .from(eventTags)
        .innerJoin(tags, eq(tags.id, eventTags.tagId))
        .where(and(inArray(eventTags.eventId, ids), eq(tags.category, TOPIC_CATEGORY)))
    : []
  const providerIds = [...new Set(held.flatMap((e) => e.providerIds).filter((x): x is string => !!x))]
  const names = new Map(
    (providerIds.length
      ? await db
          .select({ id: providers.id, first: providers.firstName, last: providers.lastName })
          .from(providers)
          .where(inArray(providers.id, providerIds))
      : []
    ).map((p) => [p.id, `${p.first} ${p.last}`]),
  )
  const counts = (e: (typeof held)[number]): SessionCounts => ({
    capacity: e.capacity,
    registered: Number(tallies.get(e.id)?.registered ?? 0),
    attended: Number(tallies.get(e.id)?.attended ?? 0),
  })
  const group = (keysOf: (e: (typeof held)[number]) => string[]) => {
    const m = new Map<string, SessionCounts[]>()
    for (const e of held) for (const k of keysOf(e)) m.set(k, [...(m.get(k) ?? []), counts(e)])
    return m
  }
  const topicsOf = new Map<string, string[]>()
  for (const t of topicRows) topicsOf.set(t.eventId, [...(topicsOf.get(t.eventId) ?? []), t.name])
  const byTopic = [...group((e) => topicsOf.get(e.id) ?? [NO_TOPIC])]
    .map(([k, s]) => outcomeRow(k, k, s))
    .sort((a, b) => a.label.localeCompare(b.label))
  const byProvider = [...group((e) => [...new Set(e.providerIds.filter((x): x is string => !!x))])]
    .map(([k, s]) => outcomeRow(k, names.get(k) ?? 'Unknown provider', s))
    .sort((a, b) => a.label.localeCompare(b.label))
  return { from, to, overall: outcomeRow('all', 'All sessions', held.map(counts)), byTopic, byProvider }
}
