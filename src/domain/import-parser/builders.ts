import type { ClassDraft, EventDraft, ProviderDraft } from '../imports'
import { IMPORT_DEFAULTS } from '../imports'
import { parseTimezone, parseWhen } from './dates'
import type { RawRecord } from './fields'
import { splitFullName, splitNameCredentials, titleFromCredentials } from './names'
import { findLanguages, mapEventType, parseCapacity, parseDuration, parsePrice, splitList } from './values'

export type BuildContext = { now: Date; timezone: string }

const credList = (s: string | undefined) =>
  s
    ? s
        .split(/[,;/]|\s+/)
        .map((c) => c.trim())
        .filter(Boolean)
    : []

/** The provider's display name and credentials, from "Name, CREDS" or first/last columns. */
function person(r: RawRecord): { fullName: string; credentials: string[] } {
  const parts = splitNameCredentials(r.name ?? [r.firstName, r.lastName].filter(Boolean).join(' '))
  return {
    fullName: parts.name,
    credentials: [...new Set([...parts.credentials, ...credList(r.credentials)])],
  }
}

/** When: date + time columns joined, the zone from its own column or from the text. */
function when(r: RawRecord, ctx: BuildContext) {
  const text = [r.date, r.time].filter(Boolean).join(' ')
  const columnTz = r.timezone ? parseTimezone(r.timezone) : null
  const parsed = parseWhen(text, ctx.now, columnTz ?? ctx.timezone)
  // An unreadable date is kept as written, so the preview shows it for correction.
  return { ...parsed, date: parsed.date || text, timezone: columnTz ?? parsed.timezone ?? ctx.timezone }
}

/** An event row, with what the admin should check about it (a guessed or contradictory date). */
export function toEventDraft(r: RawRecord, ctx: BuildContext): { draft: EventDraft; note?: string } {
  const { fullName, credentials } = person(r)
  const w = when(r, ctx)
  const title = (r.eventTitle ?? r.title ?? '').trim()
  const duration = r.duration ? parseDuration(r.duration) : w.rangeMinutes ? String(w.rangeMinutes) : ''
  const language = r.language ? (findLanguages(r.language)[0] ?? r.language) : IMPORT_DEFAULTS.language
  const draft: EventDraft = {
    title,
    description: (r.description ?? '').trim(),
    eventType: mapEventType(r.type, title, r.description),
    date: w.date,
    timezone: w.timezone,
    duration: duration || String(IMPORT_DEFAULTS.duration),
    price: r.price ? parsePrice(r.price) : IMPORT_DEFAULTS.price,
    capacity: r.capacity ? parseCapacity(r.capacity) : String(IMPORT_DEFAULTS.capacity),
    language,
    providerName: fullName || IMPORT_DEFAULTS.providerName,
    providerRole: (r.role ?? '').trim() || credentials.join(', ') || IMPORT_DEFAULTS.providerRole,
    providerEmail: (r.email ?? '').trim(),
  }
  return w.note ? { draft, note: w.note } : { draft }
}

export function toProviderDraft(r: RawRecord): ProviderDraft {
  const { fullName, credentials } = person(r)
  const split = r.firstName || r.lastName ? null : splitFullName(fullName)
  const languages = r.language ? findLanguages(r.language) : []
  return {
    firstName: (r.firstName ?? split?.firstName ?? '').trim(),
    lastName: (r.lastName ?? split?.lastName ?? '').trim(),
    title: (r.role ?? r.title ?? '').trim() || titleFromCredentials(credentials),
    bio: (r.bio ?? r.description ?? '').trim(),
    credentials,
    specialties: r.specialties ? splitList(r.specialties) : [],
    languages: languages.length ? languages : [IMPORT_DEFAULTS.language],
    email: (r.email ?? '').trim(),
    phone: (r.phone ?? '').trim(),
  }
}

export function toClassDraft(r: RawRecord): ClassDraft {
  const { fullName } = person(r)
  const split = r.firstName || r.lastName ? null : splitFullName(fullName)
  const eventName = (r.eventTitle ?? r.title ?? '').trim()
  const languages = r.language ? findLanguages(r.language) : []
  return {
    eventName,
    serviceType: mapEventType(r.type, eventName, r.description),
    description: (r.description ?? '').trim(),
    providerFirstName: (r.firstName ?? split?.firstName ?? '').trim(),
    providerLastName: (r.lastName ?? split?.lastName ?? '').trim(),
    durationMinutes: r.duration ? parseDuration(r.duration) : '',
    maximumCapacity: r.capacity ? parseCapacity(r.capacity) : '',
    // No price in the text stays blank, so the preview can say it will be listed at $0.00 (decision I13).
    price: r.price ? parsePrice(r.price) : '',
    languages: languages.length ? languages : [IMPORT_DEFAULTS.language],
  }
}
