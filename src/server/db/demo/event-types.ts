import type { Audience, EVENT_TYPES, EventStatus } from '../../../domain/event-rules'
import type { EventMaterial } from '../schema'

export type BannerSlug =
  | 'pregnancy'
  | 'feeding'
  | 'sleep'
  | 'postpartum'
  | 'partners'
  | 'mental-health'
  | 'newborn'
  | 'birth-prep'
  | 'movement'
  | 'community'

/** One demo event, dated relative to the moment of seeding so the catalogue always looks current. */
export interface DemoEvent {
  slug: string
  title: string
  description: string
  eventType: (typeof EVENT_TYPES)[number]
  /** Days from today (in the event's timezone) and the local start time 'HH:mm'. */
  day: number
  at: string
  duration?: number
  priceCents?: number
  capacity: number
  /** Confirmed registrations to create; `enrolled` is set from them. */
  fill: number
  status: EventStatus
  image: BannerSlug
  language?: string
  audience?: Audience
  timezone?: string
  featured?: boolean
  /** Provider slugs: first is provider 1 (at most 3). */
  providers: string[]
  /** Minutes from the start, title, optional description. */
  agenda: [number, string, string?][]
  materials?: EventMaterial[]
  tags: string[]
  /** parent@cradle.test holds one of the confirmed seats. */
  parent?: boolean
  /** Registrations cancelled (by the family or because the event was cancelled). */
  cancelled?: number
  zoho?: boolean
  facilitator?: [string, string, string]
  noWebinar?: boolean
}

export const handout = (slug: string, title: string, description?: string): EventMaterial => ({
  type: 'pdf',
  title,
  url: `https://example.org/cradle/handouts/${slug}.pdf`,
  description,
})
export const link = (title: string, url: string, description?: string): EventMaterial => ({
  type: 'link',
  title,
  url,
  description,
})

export const FACILITATORS = {
  tasha: ['Tasha', 'Green', 'tasha.green@cradle.test'],
  omar: ['Omar', 'Siddiqui', 'omar.siddiqui@cradle.test'],
} as const satisfies Record<string, [string, string, string]>
