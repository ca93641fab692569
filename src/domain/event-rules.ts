/**
 * What an event is, in plain values and functions: statuses, labels, limits and the availability rules. No zod here,
 * so the pages people arrive on can use these without loading the schema library (decision S12 in
 * docs/decisions/shell.md); the schemas are in ./events.
 */

export const EVENT_STATUSES = ['draft', 'published', 'limited', 'sold_out', 'cancelled', 'archived'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'Draft',
  published: 'Available',
  limited: 'Limited Spots',
  sold_out: 'Sold Out',
  cancelled: 'Cancelled',
  archived: 'Archived',
}

/** The statuses of an event that is on and open to families: what "upcoming" lists show (not drafts, not called off). */
export const LIVE_EVENT_STATUSES = [
  'published',
  'limited',
  'sold_out',
] as const satisfies readonly EventStatus[]

export const AUDIENCES = ['all', 'parents', 'providers'] as const
export type Audience = (typeof AUDIENCES)[number]
export const AUDIENCE_LABELS: Record<Audience, string> = {
  all: 'All',
  parents: 'Parents Only',
  providers: 'Providers Only',
}

export const EVENT_TYPES = [
  'Educational Discussion',
  'Skills Lab',
  'Support Circle',
  'Specialty Workshop',
  'Partner / Co-parent Session',
  'Prenatal Education',
  'Postpartum Recovery',
  'Feeding & Lactation',
  'Newborn Care Basics',
  'Mental Health & Wellbeing',
] as const

export const LANGUAGES = [
  'English',
  'Spanish',
  'Mandarin',
  'Cantonese',
  'Tagalog',
  'Vietnamese',
  'Korean',
  'Arabic',
  'French',
  'Haitian Creole',
  'Portuguese',
  'Russian',
  'ASL (American Sign Language)',
  'Other',
] as const

/** Spec §9: "N left" badge and "Only N spots left!" hint at 5 or fewer. */
export const FEW_LEFT_THRESHOLD = 5
export const MAX_PROVIDERS_PER_EVENT = 3
export const DEFAULT_TIMEZONE = 'America/Chicago'

/** `GET /api/events?view=…`: whole events (the default) or calendar summaries. */
export const EVENT_LIST_VIEWS = ['full', 'calendar'] as const

export const spotsLeft = (capacity: number, taken: number) => Math.max(0, capacity - taken)

/**
 * The status people see: availability always wins over a hand-set status,
 * so a full event reads "Sold Out" and a nearly full one "Limited Spots".
 */
export function displayStatus(status: EventStatus, left: number): EventStatus {
  if (status !== 'published' && status !== 'limited' && status !== 'sold_out') return status
  if (left <= 0) return 'sold_out'
  if (status === 'sold_out') return 'published'
  if (left <= FEW_LEFT_THRESHOLD) return 'limited'
  return status
}

export const isSoldOut = (e: { status: EventStatus; spotsLeft: number }) =>
  e.status === 'sold_out' || e.spotsLeft <= 0
export const isFewLeft = (e: { spotsLeft: number }) => e.spotsLeft > 0 && e.spotsLeft <= FEW_LEFT_THRESHOLD
export const eventEnd = (e: { date: string | Date; duration: number }) =>
  new Date(new Date(e.date).getTime() + e.duration * 60_000)

/** The sentences people see when they may not register: the server's refusals and the event page's notices. */
export const REFUSALS = {
  parentsOnly: 'This event is only available for parents.',
  providersOnly: 'This event is only available for providers.',
  draft: 'This event is in draft mode and not yet available for registration.',
  soldOut: 'This event is sold out',
  cancelled: 'This event has been cancelled',
  archived: 'This event is no longer available',
  past: 'This event has already taken place',
  alreadyRegistered: 'You are already registered for this event',
} as const

/** The archive refusal's sentence, shown by the Archive dialog and answered by the server (409). */
export const ARCHIVE_UPCOMING_REFUSAL =
  'This event has not ended and families are registered, so it cannot be archived: they would get no join link, ' +
  'reminders or message. To call the session off, edit it and set its status to Cancelled instead: families are ' +
  'told and paid places are refunded.'

/** The same refusal for the edit form's move back to Draft; the server answers it when `archiveRefusal` applies. */
export const DRAFT_UPCOMING_REFUSAL =
  'Families are registered for this event, so it cannot go back to draft before it ends: to call the session off, ' +
  'set its status to Cancelled instead, so they are told and paid places are refunded.'

/**
 * Why an event may not be archived, or null. An event that has not ended (start + duration) with confirmed
 * registrations would leave its families in silence: no join link, no reminders, no message. Past events, empty
 * ones and cancelled ones (families already told) may be archived. Decision AE10 in docs/decisions/admin-events.md.
 */
export function archiveRefusal(
  e: { status: EventStatus; date: string | Date; duration: number; registered: number },
  now: Date = new Date(),
): string | null {
  if (e.status === 'cancelled' || e.registered <= 0) return null
  return eventEnd(e) > now ? ARCHIVE_UPCOMING_REFUSAL : null
}
