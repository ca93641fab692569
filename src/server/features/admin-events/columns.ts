import { type EventForm, localDateTimeToInstant } from '../../../domain/event-form'
import { priceToCents } from '../../../domain/money'
import type { events } from '../../db/schema'

type EventInsert = typeof events.$inferInsert
const orNull = (v: string | null | undefined) => (v ? v : null)

/** The form's values as event columns. Only these columns are ever written from a request body. */
export function formToColumns(f: EventForm) {
  return {
    title: f.title,
    description: f.description,
    eventType: f.eventType,
    startsAt: localDateTimeToInstant(f.date, f.timezone),
    durationMinutes: f.duration,
    // the schema's regex guarantees a price, so this is never null
    priceCents: priceToCents(f.price) ?? 0,
    capacity: f.capacity,
    language: f.language,
    timezone: f.timezone,
    status: f.status,
    audience: f.audience,
    featured: f.featured,
    imageUrl: orNull(f.imageUrl),
    providerId: orNull(f.providerId),
    providerName: f.providerName,
    providerRole: f.providerRole,
    providerEmail: orNull(f.providerEmail),
    providerPhotoUrl: orNull(f.providerPhotoUrl),
    providerBio: orNull(f.providerBio),
    provider2Id: orNull(f.provider2Id),
    provider2Name: orNull(f.provider2Name),
    provider2Role: orNull(f.provider2Role),
    provider2Email: orNull(f.provider2Email),
    provider2PhotoUrl: orNull(f.provider2PhotoUrl),
    provider2Bio: orNull(f.provider2Bio),
    provider3Id: orNull(f.provider3Id),
    provider3Name: orNull(f.provider3Name),
    provider3Role: orNull(f.provider3Role),
    provider3Email: orNull(f.provider3Email),
    provider3PhotoUrl: orNull(f.provider3PhotoUrl),
    provider3Bio: orNull(f.provider3Bio),
    agendaItems: f.agendaItems.map((a) => ({
      time: a.time,
      title: a.title,
      ...(a.description ? { description: a.description } : {}),
    })),
    eventMaterials: f.eventMaterials.map((m) => ({
      type: m.type,
      title: m.title,
      url: m.url,
      ...(m.description ? { description: m.description } : {}),
    })),
    facilitatorFirstName: orNull(f.facilitatorFirstName),
    facilitatorLastName: orNull(f.facilitatorLastName),
    facilitatorEmail: orNull(f.facilitatorEmail),
    zoomLink: orNull(f.zoomLink),
    zohoWebinarId: orNull(f.zohoWebinarId),
    zohoWebinarJoinUrl: orNull(f.zohoWebinarJoinUrl),
    webinarLink: orNull(f.webinarLink),
    zohoRegistrationUrl: orNull(f.zohoRegistrationUrl),
    parentSurveyUrl: orNull(f.parentSurveyUrl),
    stageRange: f.stageRange ?? null,
  } satisfies Partial<EventInsert>
}
export type EventColumns = ReturnType<typeof formToColumns>

const comparable = (v: unknown) => (v instanceof Date ? v.getTime() : JSON.stringify(v ?? null))

/** Which columns an update changes, as {column: {from, to}} for the audit log. */
export function diffColumns(before: Record<string, unknown>, after: EventColumns) {
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  for (const [k, to] of Object.entries(after)) {
    const from = before[k]
    if (comparable(from) !== comparable(to)) changes[k] = { from, to }
  }
  return changes
}
