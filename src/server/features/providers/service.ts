import { and, asc, desc, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { LIVE_EVENT_STATUSES } from '../../../domain/event-rules'
import { PROFILE_UPCOMING_LIMIT } from '../../../domain/provider-rules'
import type { ProviderProfile, PublicProvider } from '../../../domain/providers'
import type { Db } from '../../db/client'
import { events, favorites, providers } from '../../db/schema'
import { toEvent } from '../events/serialize'

/** "Upcoming" means bookable or full, still ahead: drafts, archived, cancelled and deleted events never count. */

export function upcomingEventOf(providerId: SQL | string, now: Date): SQL {
  return and(
    or(
      eq(events.providerId, providerId),
      eq(events.provider2Id, providerId),
      eq(events.provider3Id, providerId),
    ),
    isNull(events.deletedAt),
    inArray(events.status, [...LIVE_EVENT_STATUSES]),
    gte(events.startsAt, now),
  ) as SQL
}

/** The public columns only: private fields are never even selected. */
export const publicProviderColumns = (now: Date) => ({
  id: providers.id,
  firstName: providers.firstName,
  lastName: providers.lastName,
  title: providers.title,
  credentials: providers.credentials,
  specialties: providers.specialties,
  bio: providers.bio,
  rating: providers.rating,
  reviewCount: providers.reviewCount,
  profilePhotoUrl: providers.profilePhotoUrl,
  featured: providers.featured,
  // A correlated count keeps a directory page to one query however many providers it lists.
  upcomingEventsCount: sql<number>`(select count(*)::int from ${events} where ${upcomingEventOf(sql`${providers.id}`, now)})`,
})

// drivers may hand a count back as a string
type PublicRow = Omit<PublicProvider, 'upcomingEventsCount'> & { upcomingEventsCount: number | string }

const toPublic = (r: PublicRow): PublicProvider => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  title: r.title,
  credentials: r.credentials,
  specialties: r.specialties,
  bio: r.bio,
  rating: r.rating,
  reviewCount: r.reviewCount,
  upcomingEventsCount: Number(r.upcomingEventsCount),
  profilePhotoUrl: r.profilePhotoUrl,
  featured: r.featured,
})

export function createProviderReadService(deps: { db: Db }) {
  const { db } = deps
  return {
    /** `sort: 'rating'`: best rated first (unrated last), then more reviews, then by name (issue 30.3). */
    async list(now: Date, opts: { featured?: boolean; sort?: 'name' | 'rating' }): Promise<PublicProvider[]> {
      const where: (SQL | undefined)[] = [isNull(providers.deletedAt)]
      if (opts.featured !== undefined) where.push(eq(providers.featured, opts.featured))
      const rows = await db
        .select(publicProviderColumns(now))
        .from(providers)
        .where(and(...where))
        .orderBy(
          ...(opts.sort === 'rating'
            ? [sql`${providers.rating} desc nulls last`, desc(providers.reviewCount)]
            : []),
          asc(providers.lastName),
          asc(providers.firstName),
        )
      return rows.map(toPublic)
    },

    /** When the next upcoming event starts: every `upcomingEventsCount` stays true until then. */
    async nextUpcomingStart(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | string | null>`min(${events.startsAt})` })
        .from(events)
        .where(
          and(
            isNull(events.deletedAt),
            inArray(events.status, [...LIVE_EVENT_STATUSES]),
            gte(events.startsAt, now),
          ),
        )
      return row?.at ? new Date(row.at) : null
    },

    async favoritesOf(userId: string, now: Date): Promise<PublicProvider[]> {
      const rows = await db
        .select(publicProviderColumns(now))
        .from(favorites)
        .innerJoin(providers, eq(providers.id, favorites.providerId))
        .where(and(eq(favorites.userId, userId), isNull(providers.deletedAt)))
        .orderBy(asc(providers.lastName), asc(providers.firstName))
      return rows.map(toPublic)
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: providers.id })
        .from(providers)
        .where(and(eq(providers.id, id), isNull(providers.deletedAt)))
      return !!row
    },

    /** The profile: found by id, its next events found by provider id in any of the three slots (never by name). */
    async profile(id: string, now: Date): Promise<ProviderProfile | null> {
      const [row] = await db
        .select({
          ...publicProviderColumns(now),
          aboutText: providers.aboutText,
          carePhilosophy: providers.carePhilosophy,
          targetPopulations: providers.targetPopulations,
          serviceSubtypes: providers.serviceSubtypes,
          languages: providers.languages,
        })
        .from(providers)
        .where(and(eq(providers.id, id), isNull(providers.deletedAt)))
      if (!row) return null
      const upcoming = await db
        .select()
        .from(events)
        .where(upcomingEventOf(id, now))
        .orderBy(asc(events.startsAt))
        .limit(PROFILE_UPCOMING_LIMIT)
      return {
        ...toPublic(row),
        aboutText: row.aboutText,
        carePhilosophy: row.carePhilosophy,
        targetPopulations: row.targetPopulations,
        serviceSubtypes: row.serviceSubtypes,
        languages: row.languages,
        upcomingEvents: upcoming.map(toEvent),
      }
    },
  }
}
export type ProviderReadService = ReturnType<typeof createProviderReadService>
