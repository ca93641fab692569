import { displayStatus, type Event, type StaffEvent, spotsLeft } from '../../../domain/events'
import { centsToPrice } from '../../../domain/money'
import type { events } from '../../db/schema'

type EventRow = typeof events.$inferSelect

/** A database row as everyone may read it: availability decides the shown status. */
export function toEvent(row: EventRow): Event {
  const left = spotsLeft(row.capacity, row.enrolled + row.heldSeats)
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventType: row.eventType,
    date: row.startsAt.toISOString(),
    duration: row.durationMinutes,
    price: centsToPrice(row.priceCents),
    priceCents: row.priceCents,
    capacity: row.capacity,
    enrolled: row.enrolled,
    spotsLeft: left,
    status: displayStatus(row.status, left),
    imageUrl: row.imageUrl,
    language: row.language,
    audience: row.audience,
    timezone: row.timezone,
    featured: row.featured,
    providerId: row.providerId,
    providerName: row.providerName,
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
  }
}

/** The staff view adds links, contact emails and facilitator details. */
export function toStaffEvent(row: EventRow): StaffEvent {
  return {
    ...toEvent(row),
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
