import { sql } from 'drizzle-orm'
import { seatsFree } from '../../../domain/booking-rules'
import { displayStatus } from '../../../domain/event-rules'
import type { Event, EventSummary, ProviderEvent, StaffEvent } from '../../../domain/events'
import { centsToPrice } from '../../../domain/money'
import { events } from '../../db/schema'

type EventRow = typeof events.$inferSelect

/** The columns a calendar summary needs (the same for staff: drafts differ by status, not by shape). */
export const summaryEventColumns = {
  id: events.id,
  title: events.title,
  eventType: events.eventType,
  startsAt: events.startsAt,
  durationMinutes: events.durationMinutes,
  priceCents: events.priceCents,
  capacity: events.capacity,
  enrolled: events.enrolled,
  heldSeats: events.heldSeats,
  status: events.status,
  providerName: events.providerName,
  featured: events.featured,
  audience: events.audience,
}
export type SummaryEventRow = Pick<EventRow, keyof typeof summaryEventColumns>

/**
 * The event's tag names in one correlated read (the event_tags primary key starts with the event): lists stay one
 * query, and the catalogue cache keeps the result. `events.id` is written out: drizzle renders a column of a
 * one-table select unqualified, which inside the subquery would name the tag's id.
 */
export const tagNamesColumn = sql<string[]>`coalesce((
  select array_agg(t.tag_name order by t.category, t.tag_name)
  from event_tags et join tags t on t.id = et.tag_id
  where et.event_id = events.id), '{}')`.mapWith((v: unknown) => (Array.isArray(v) ? v.map(String) : []))

/**
 * The columns the public shape needs: public lists select only these, since turning ~60 columns into
 * JS values per row dominates a calendar month's cost (bench/events-range.ts).
 */
export const publicEventColumns = {
  ...summaryEventColumns,
  description: events.description,
  imageUrl: events.imageUrl,
  language: events.language,
  timezone: events.timezone,
  providerId: events.providerId,
  providerRole: events.providerRole,
  providerBio: events.providerBio,
  providerPhotoUrl: events.providerPhotoUrl,
  provider2Id: events.provider2Id,
  provider2Name: events.provider2Name,
  provider2Role: events.provider2Role,
  provider2Bio: events.provider2Bio,
  provider2PhotoUrl: events.provider2PhotoUrl,
  provider3Id: events.provider3Id,
  provider3Name: events.provider3Name,
  provider3Role: events.provider3Role,
  provider3Bio: events.provider3Bio,
  provider3PhotoUrl: events.provider3PhotoUrl,
  agendaItems: events.agendaItems,
  eventMaterials: events.eventMaterials,
  zohoRegistrationUrl: events.zohoRegistrationUrl,
  parentSurveyUrl: events.parentSurveyUrl,
  webinarLink: events.webinarLink,
  zoomLink: events.zoomLink,
  zohoWebinarJoinUrl: events.zohoWebinarJoinUrl,
  stageRange: events.stageRange,
  tags: tagNamesColumn,
}
/** A row as the public shape reads it; `tags` is absent where a caller read the bare row (then none are shown). */
export type PublicEventRow = Pick<EventRow, Exclude<keyof typeof publicEventColumns, 'tags'>> & {
  tags?: string[]
}

/** What a calendar grid shows of a row: availability decides the shown status. */
export function toEventSummary(row: SummaryEventRow): EventSummary {
  const left = seatsFree(row)
  return {
    id: row.id,
    title: row.title,
    eventType: row.eventType,
    date: row.startsAt.toISOString(),
    duration: row.durationMinutes,
    price: centsToPrice(row.priceCents),
    priceCents: row.priceCents,
    spotsLeft: left,
    status: displayStatus(row.status, left),
    providerName: row.providerName,
    featured: row.featured,
    audience: row.audience,
  }
}

/** A database row as everyone may read it: the summary plus description, providers, agenda and materials. */
export function toEvent(row: PublicEventRow): Event {
  return {
    ...toEventSummary(row),
    description: row.description,
    capacity: row.capacity,
    enrolled: row.enrolled,
    imageUrl: row.imageUrl,
    language: row.language,
    timezone: row.timezone,
    providerId: row.providerId,
    providerRole: row.providerRole,
    providerBio: row.providerBio,
    providerPhotoUrl: row.providerPhotoUrl,
    provider2Id: row.provider2Id,
    provider2Name: row.provider2Name,
    provider2Role: row.provider2Role,
    provider2Bio: row.provider2Bio,
    provider2PhotoUrl: row.provider2PhotoUrl,
    provider3Id: row.provider3Id,
    provider3Name: row.provider3Name,
    provider3Role: row.provider3Role,
    provider3Bio: row.provider3Bio,
    provider3PhotoUrl: row.provider3PhotoUrl,
    agendaItems: row.agendaItems,
    eventMaterials: row.eventMaterials,
    zohoRegistrationUrl: row.zohoRegistrationUrl,
    parentSurveyUrl: row.parentSurveyUrl,
    hasWebinarLink: !!(row.webinarLink || row.zoomLink || row.zohoWebinarJoinUrl),
    tags: row.tags ?? [],
    stageRange: row.stageRange ?? null,
  }
}

/** A provider's own session: the banner and the webinar's join address besides the public fields. */
export const toProviderEvent = (row: EventRow & { tags?: string[] }): ProviderEvent => ({
  ...toEvent(row),
  bannerImageUrl: row.imageUrl,
  zohoWebinarJoinUrl: row.zohoWebinarJoinUrl,
})

/** The staff view adds the stored status, links, contact emails and facilitator details. */
export function toStaffEvent(row: EventRow & { tags?: string[] }): StaffEvent {
  return {
    ...toEvent(row),
    storedStatus: row.status,
    webinarLink: row.webinarLink,
    zoomLink: row.zoomLink,
    zohoWebinarId: row.zohoWebinarId,
    zohoWebinarJoinUrl: row.zohoWebinarJoinUrl,
    providerEmail: row.providerEmail,
    provider2Email: row.provider2Email,
    provider3Email: row.provider3Email,
    facilitatorFirstName: row.facilitatorFirstName,
    facilitatorLastName: row.facilitatorLastName,
    facilitatorEmail: row.facilitatorEmail,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
