import { EVENT_FORM_DEFAULTS, type EventFormInput, instantToLocalDateTime } from './event-form'
import type { StaffEvent } from './events'

const s = (v: string | null | undefined) => v ?? ''

/** A saved event as form values (the date shown as wall time in the event's timezone). */
export function eventToFormValues(e: StaffEvent, tagIds: number[]): EventFormInput {
  return {
    ...EVENT_FORM_DEFAULTS,
    title: e.title,
    description: e.description,
    eventType: e.eventType,
    date: instantToLocalDateTime(e.date, e.timezone),
    duration: e.duration,
    price: e.price,
    capacity: e.capacity,
    language: e.language,
    timezone: e.timezone,
    providerId: s(e.providerId),
    providerName: e.providerName,
    providerRole: e.providerRole,
    providerEmail: s(e.providerEmail),
    providerPhotoUrl: s(e.providerPhotoUrl),
    providerBio: s(e.providerBio),
    provider2Id: s(e.provider2Id),
    provider2Name: s(e.provider2Name),
    provider2Role: s(e.provider2Role),
    provider2Email: s(e.provider2Email),
    provider2PhotoUrl: s(e.provider2PhotoUrl),
    provider2Bio: s(e.provider2Bio),
    provider3Id: s(e.provider3Id),
    provider3Name: s(e.provider3Name),
    provider3Role: s(e.provider3Role),
    provider3Email: s(e.provider3Email),
    provider3PhotoUrl: s(e.provider3PhotoUrl),
    provider3Bio: s(e.provider3Bio),
    agendaItems: e.agendaItems.map((a) => ({
      time: a.time,
      title: a.title,
      description: a.description ?? '',
    })),
    eventMaterials: e.eventMaterials.map((m) => ({ ...m, description: m.description ?? '' })),
    selectedTags: tagIds,
    facilitatorFirstName: s(e.facilitatorFirstName),
    facilitatorLastName: s(e.facilitatorLastName),
    facilitatorEmail: s(e.facilitatorEmail),
    // The stored status, not the shown one (a nearly full "published" event is shown as "limited").
    // "archived" is not a form choice; editing an archived event keeps it out of sight as a draft.
    status: e.storedStatus === 'archived' ? 'draft' : e.storedStatus,
    audience: e.audience,
    featured: e.featured,
    imageUrl: s(e.imageUrl),
    zoomLink: s(e.zoomLink),
    zohoWebinarId: s(e.zohoWebinarId),
    zohoWebinarJoinUrl: s(e.zohoWebinarJoinUrl),
    webinarLink: s(e.webinarLink),
    zohoRegistrationUrl: s(e.zohoRegistrationUrl),
    parentSurveyUrl: s(e.parentSurveyUrl),
    stageRange: e.stageRange,
  }
}

/**
 * A new event's form started from a saved one (Duplicate Event, decision AE17): the same class, provider, price and
 * content, as a draft with no date (the admin picks the new session's), not featured, and without the old session's
 * own webinar registration.
 */
export function duplicateFormValues(source: EventFormInput): EventFormInput {
  return {
    ...source,
    date: '',
    status: 'draft',
    featured: false,
    zohoWebinarId: '',
    zohoWebinarJoinUrl: '',
    zohoRegistrationUrl: '',
  }
}
