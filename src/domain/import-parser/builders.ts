import type { ClassDraft, EventDraft, ProviderDraft } from '../imports'
import { IMPORT_DEFAULTS } from '../imports'
import { stageRangeLabel } from '../stage'
import { parseStageText } from '../stage-text'
import { parseTimezone } from './dates'
import type { RawRecord } from './fields'
import { lastFirst, lastFirstParts } from './line'
import { splitFullName, splitNameCredentials, titleFromCredentials } from './names'
import { findLanguages, mapEventType, parseCapacity, parseDuration, parsePrice, splitList } from './values'
import { findZone, parseWhen, prepareWhenText } from './when'

/** The import day and zone, and what notes in the paste set for every row ("Times listed in Eastern"). */
export type BuildContext = {
  now: Date
  timezone: string
  hints?: { timezone?: string; language?: string }
  cache?: Map<string, import('./line').LineInfo>
}

const credList = (s: string | undefined) =>
  s
    ? s
        .split(/[,;/]|\s+(?![^(]*\))/)
        .map((c) => c.trim())
        .filter(Boolean)
    : []

/**
 * The provider's display name, credentials and written job title, from "Dr. Name, CREDS, Job title", "Last, First" or
 * first/last columns.
 */
function person(r: RawRecord): { fullName: string; credentials: string[]; written: string } {
  const raw = r.name ? lastFirst(r.name.trim()) : [r.firstName, r.lastName].filter(Boolean).join(' ')
  const parts = splitNameCredentials(raw)
  return {
    fullName: parts.name,
    credentials: [...new Set([...parts.credentials, ...credList(r.credentials)])],
    written: parts.rest,
  }
}

const zoneOf = (s: string | undefined) => (s ? (parseTimezone(s) ?? findZone(s)?.zone ?? null) : null)

/**
 * When: the date and the time read each on their own (a table's Date and Time columns, a record's date line and
 * time line; read together, "Dec 2 12 – 1pm" would be the year 2012), then put together. The zone comes from its
 * column, the text, a note for every row, or the default.
 */
function when(r: RawRecord, ctx: BuildContext) {
  const columnTz = zoneOf(r.timezone)
  const tz = columnTz ?? ctx.hints?.timezone ?? ctx.timezone
  const read = (s: string | undefined) => (s ? parseWhen(prepareWhenText(s), ctx.now, tz) : null)
  const d = read(r.date)
  const t = read(r.time)
  const day = d?.day || t?.day || ''
  const time = t?.time || d?.time || ''
  let rangeMinutes = (t?.time ? t.rangeMinutes : d?.rangeMinutes) ?? null
  if (r.end && time) {
    const end = read(r.end)
    if (end?.time) {
      const toMin = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5))
      const days = end.day && day ? (Date.parse(end.day) - Date.parse(day)) / 86_400_000 : 0
      const span = days * 1440 + toMin(end.time) - toMin(time)
      if (span > 0 && span <= 24 * 60) rangeMinutes = span
    }
  }
  const relative = day ? undefined : (d?.relative ?? t?.relative)
  const written = [r.date, r.time].filter(Boolean).join(' ')
  // A relative date is not guessed (issue 27): the cell stays empty and the row says why. An unreadable one is kept
  // as written, for correction.
  const date = relative ? '' : day ? (time ? `${day}T${time}` : day) : written
  const note = d?.note ?? t?.note
  return {
    date,
    rangeMinutes,
    timezone: columnTz ?? t?.timezone ?? d?.timezone ?? tz,
    ...(note ? { note } : {}),
  }
}

const languageOf = (r: RawRecord, ctx: BuildContext) =>
  (r.language ? findLanguages(r.language)[0] : undefined) ?? ctx.hints?.language

/**
 * Who the class is for: a Stage column or key as the reader writes it back (or as written, to correct in the
 * preview), else a stage the title or description states plainly ("for 28–40 weeks pregnant").
 */
function stageOf(r: RawRecord, title: string): string | undefined {
  const written = r.stage?.trim()
  if (written) {
    const range = parseStageText(written)
    return range ? stageRangeLabel(range) : written
  }
  const range = parseStageText(`${title}. ${r.description ?? ''}`)
  return range ? stageRangeLabel(range) : undefined
}

/** An event row, with what the admin should check about it (a relative or contradictory date). */
export function toEventDraft(r: RawRecord, ctx: BuildContext): { draft: EventDraft; note?: string } {
  const { fullName, credentials, written } = person(r)
  const w = when(r, ctx)
  const title = (r.eventTitle ?? r.title ?? '').trim()
  const duration = r.duration ? parseDuration(r.duration) : w.rangeMinutes ? String(w.rangeMinutes) : ''
  const draft: EventDraft = {
    title,
    description: (r.description ?? '').trim(),
    eventType: mapEventType(r.type, title, r.description),
    date: w.date,
    timezone: w.timezone,
    duration: duration || String(IMPORT_DEFAULTS.duration),
    price: r.price ? parsePrice(r.price) : IMPORT_DEFAULTS.price,
    capacity: r.capacity ? parseCapacity(r.capacity) : String(IMPORT_DEFAULTS.capacity),
    language: languageOf(r, ctx) ?? (r.language?.trim() || IMPORT_DEFAULTS.language),
    providerName: fullName || IMPORT_DEFAULTS.providerName,
    // The job title as written wins over the letters after the name.
    providerRole: (r.role ?? '').trim() || written || credentials.join(', ') || IMPORT_DEFAULTS.providerRole,
    providerEmail: (r.email ?? '').trim(),
  }
  const stage = stageOf(r, title)
  if (stage) draft.stage = stage
  return w.note ? { draft, note: w.note } : { draft }
}

/** First and last name: "Last, First" as the comma says, else the last word (with its particles) is the last name. */
function names(r: RawRecord, fullName: string) {
  if (r.firstName || r.lastName) return null
  const comma = r.name ? lastFirstParts(r.name) : null
  return comma ? { firstName: comma.first, lastName: comma.last } : splitFullName(fullName)
}

export function toProviderDraft(r: RawRecord): ProviderDraft {
  const { fullName, credentials, written } = person(r)
  const split = names(r, fullName)
  const languages = r.language ? findLanguages(r.language) : []
  return {
    firstName: (r.firstName ?? split?.firstName ?? '').trim(),
    lastName: (r.lastName ?? split?.lastName ?? '').trim(),
    // A written job title is kept as written; only without one is a title implied by a credential.
    title: (r.role ?? r.title ?? '').trim() || written || titleFromCredentials(credentials),
    bio: (r.bio ?? r.description ?? '').trim(),
    credentials,
    specialties: r.specialties ? splitList(r.specialties) : [],
    languages: languages.length ? languages : [IMPORT_DEFAULTS.language],
    email: (r.email ?? '').trim(),
    phone: (r.phone ?? '').trim(),
  }
}

export function toClassDraft(r: RawRecord, ctx?: BuildContext): ClassDraft {
  const { fullName } = person(r)
  const split = names(r, fullName)
  const eventName = (r.eventTitle ?? r.title ?? '').trim()
  const languages = r.language ? findLanguages(r.language) : []
  const hinted = ctx?.hints?.language
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
    languages: languages.length ? languages : [hinted ?? IMPORT_DEFAULTS.language],
  }
}
