import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ComingSoonItem, VoteStatus } from '../../../domain/coming-soon'
import type { Event, EventSummary, Tag } from '../../../domain/events'
import type { ProviderProfile, PublicProvider } from '../../../domain/providers'
import type { WaitlistEntry } from '../../../domain/registrations'
import { ApiError, apiJson, apiRequest } from '../../lib/api'

/** What the calendar and the home page may ask for; empty values are left out of the URL. */
export interface EventQuery {
  featured?: boolean
  limit?: number
  from?: string
  to?: string
  q?: string
  type?: string
  price?: 'free' | 'paid'
  /** A tag's name. */
  tag?: string
  /** The language a class is taught in. */
  language?: string
  /** Signed in: only classes that fit the family's own dates. */
  forMyStage?: boolean
  /** `calendar`: summaries for the month and week grids instead of whole events. */
  view?: 'calendar'
}

export function eventsUrl(f: EventQuery): string {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') p.set(k, String(v))
  const qs = p.toString()
  return qs ? `/api/events?${qs}` : '/api/events'
}

export const discoverKeys = {
  events: (f: EventQuery) => ['/api/events', 'list', f] as const,
  allEvents: ['/api/events'] as const,
  event: (id: string) => ['/api/events', id] as const,
  registration: (id: string) => ['/api/events', id, 'registration'] as const,
  waitlist: (id: string) => ['/api/events', id, 'waitlist'] as const,
  providers: (featured?: boolean) => ['/api/providers', { featured }] as const,
  provider: (id: string) => ['/api/providers', id] as const,
  favorites: ['/api/my-favorites'] as const,
  comingSoon: ['/api/event-proposals/coming-soon'] as const,
}

export const useEvents = (f: EventQuery, enabled = true) =>
  useQuery({
    queryKey: discoverKeys.events(f),
    queryFn: () => apiJson<Event[]>('GET', eventsUrl(f)),
    enabled,
    // Keeps the previous month on screen while the next one loads.
    placeholderData: (prev) => prev,
  })

/** The month and week grids: title, time and availability of each event, a fraction of the bytes. */
export const useCalendarEvents = (f: EventQuery, enabled = true) =>
  useQuery({
    queryKey: discoverKeys.events({ ...f, view: 'calendar' }),
    queryFn: () => apiJson<EventSummary[]>('GET', eventsUrl({ ...f, view: 'calendar' })),
    enabled,
    placeholderData: (prev) => prev,
  })

/** Every tag, for the calendar's tag filter (read by everyone, written with events by admins). */
export const useTags = (enabled = true) =>
  useQuery({
    queryKey: ['/api/tags'],
    queryFn: () => apiJson<Tag[]>('GET', '/api/tags'),
    enabled,
    staleTime: 5 * 60_000,
  })

export const useEvent = (id: string) =>
  useQuery({
    queryKey: discoverKeys.event(id),
    queryFn: () => apiJson<Event>('GET', `/api/events/${encodeURIComponent(id)}`),
  })

/** The fields of `GET /api/events/{id}/registration` the event page reads. */
export interface MyRegistration {
  webinarJoinUrl?: string | null
  joinAvailableAt?: string | null
}

/** The viewer's own record at `url`: null when they hold none (the server's answer), or are signed out by now. */
async function ownOrNull<T>(url: string): Promise<T | null> {
  try {
    return await apiJson<T | null>('GET', url)
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null
    throw e
  }
}

/** The viewer's registration for one event; null when there is none or the call is not there yet. */
export const useMyRegistration = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: discoverKeys.registration(id),
    enabled,
    queryFn: () => ownOrNull<MyRegistration>(`/api/events/${encodeURIComponent(id)}/registration`),
  })

/** The viewer's place on a full event's waitlist (waiting or offered); null when they hold none. */
export const useMyWaitlistEntry = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: discoverKeys.waitlist(id),
    enabled,
    queryFn: () => ownOrNull<WaitlistEntry>(`/api/events/${encodeURIComponent(id)}/waitlist`),
  })

/** Leaving gives a held seat to the next family at once, so the event's counts change too. */
export function useLeaveWaitlist(id: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => apiJson<void>('DELETE', `/api/events/${encodeURIComponent(id)}/waitlist`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: discoverKeys.allEvents })
      void qc.invalidateQueries({ queryKey: ['registrations'] })
    },
  })
}

/** `sort: 'rating'`: best rated first (issue 30.3); the default is by name. */
export const useProviders = (featured?: boolean, sort: 'name' | 'rating' = 'name') =>
  useQuery({
    queryKey:
      sort === 'rating' ? [...discoverKeys.providers(featured), { sort }] : discoverKeys.providers(featured),
    queryFn: () =>
      apiJson<PublicProvider[]>(
        'GET',
        featured
          ? '/api/providers?featured=true'
          : sort === 'rating'
            ? '/api/providers?sort=rating'
            : '/api/providers',
      ),
  })

export const useProvider = (id: string) =>
  useQuery({
    queryKey: discoverKeys.provider(id),
    queryFn: () => apiJson<ProviderProfile>('GET', `/api/providers/${encodeURIComponent(id)}`),
  })

export const useFavoriteIds = (enabled: boolean) =>
  useQuery({
    queryKey: discoverKeys.favorites,
    enabled,
    queryFn: () => apiJson<PublicProvider[]>('GET', '/api/my-favorites'),
    select: (list) => new Set(list.map((p) => p.id)),
  })

export function useToggleFavorite() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ providerId, favorite }: { providerId: string; favorite: boolean }) =>
      apiRequest(favorite ? 'POST' : 'DELETE', `/api/favorites/${encodeURIComponent(providerId)}`),
    onSettled: () => qc.invalidateQueries({ queryKey: discoverKeys.favorites }),
  })
}

export const useComingSoon = () =>
  useQuery({
    queryKey: discoverKeys.comingSoon,
    queryFn: () => apiJson<ComingSoonItem[]>('GET', '/api/event-proposals/coming-soon'),
  })

/** Vote or unvote with the count moving at once; the previous list comes back if the server refuses. */
export function useVote() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, vote }: { id: string; vote: boolean }) =>
      apiJson<VoteStatus>(vote ? 'POST' : 'DELETE', `/api/event-proposals/${id}/vote`),
    onMutate: async ({ id, vote }) => {
      await qc.cancelQueries({ queryKey: discoverKeys.comingSoon })
      const previous = qc.getQueryData<ComingSoonItem[]>(discoverKeys.comingSoon)
      qc.setQueryData<ComingSoonItem[]>(discoverKeys.comingSoon, (list) =>
        list?.map((p) =>
          p.id === id && p.hasVoted !== vote
            ? { ...p, hasVoted: vote, voteCount: Math.max(0, p.voteCount + (vote ? 1 : -1)) }
            : p,
        ),
      )
      return { previous }
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) qc.setQueryData(discoverKeys.comingSoon, ctx.previous)
    },
    onSuccess: (status, { id }) => {
      qc.setQueryData<ComingSoonItem[]>(discoverKeys.comingSoon, (list) =>
        list?.map((p) => (p.id === id ? { ...p, ...status } : p)),
      )
    },
  })
}

/** Admin calendar actions; the endpoints belong to the admin-events area. */
export function useAdminEventActions() {
  const qc = useQueryClient()
  const refresh = () => qc.invalidateQueries({ queryKey: discoverKeys.allEvents })
  return {
    archive: useMutation({
      mutationFn: (id: string) => apiRequest('PATCH', `/api/events/${id}`, { status: 'archived' }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest('DELETE', `/api/events/${id}`),
      onSuccess: refresh,
    }),
  }
}

export type { Event }

/**
 * Whether the signed-in provider leads this event (their own list, GET /api/my-events): the event page then
 * offers no seat. Parsed without zod (public pages do not load it); only ids are read.
 */
export function useFacilitating(eventId: string, enabled: boolean): boolean {
  const mine = useQuery({
    queryKey: ['/api/my-events', 'ids'],
    queryFn: async () => new Set((await apiJson<{ id: string }[]>('GET', '/api/my-events')).map((e) => e.id)),
    enabled,
  })
  return enabled && !!mine.data?.has(eventId)
}
