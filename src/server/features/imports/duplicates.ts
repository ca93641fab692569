import { and, inArray, isNull, or, sql } from 'drizzle-orm'
import { localToInstant } from '../../../domain/import-parser/dates'
import { type ClassDraft, type EventDraft, type ProviderDraft, validateEvent } from '../../../domain/imports'
import type { DbOrTx } from '../../db/client'
import { eventProposals, events, providers } from '../../db/schema'

const fullName = (first: string, last: string) => `${first} ${last}`.trim().replace(/\s+/g, ' ').toLowerCase()
const lowerFullName = sql<string>`lower(trim(${providers.firstName} || ' ' || ${providers.lastName}))`

/** Existing providers with the same full name or email: id per row, or null. */
export async function findProviderDuplicates(db: DbOrTx, rows: ProviderDraft[]): Promise<(string | null)[]> {
  const names = [
    ...new Set(rows.map((r) => fullName(r.firstName, r.lastName)).filter((n) => n.includes(' '))),
  ]
  const emails = [...new Set(rows.map((r) => r.email.trim().toLowerCase()).filter(Boolean))]
  if (!names.length && !emails.length) return rows.map(() => null)
  const conds = []
  if (names.length) conds.push(inArray(lowerFullName, names))
  if (emails.length) conds.push(inArray(sql`lower(${providers.email})`, emails))
  const found = await db
    .select({ id: providers.id, name: lowerFullName, email: providers.email })
    .from(providers)
    .where(and(isNull(providers.deletedAt), or(...conds)))
  return rows.map((r) => {
    const n = fullName(r.firstName, r.lastName)
    const e = r.email.trim().toLowerCase()
    return found.find((f) => f.name === n || (!!e && f.email?.toLowerCase() === e))?.id ?? null
  })
}

/** When a row's date and zone are valid, its start instant. */
export function startOf(row: EventDraft): Date | null {
  if (validateEvent(row).some((e) => e.path === 'date' || e.path === 'timezone')) return null
  const d = localToInstant(row.date, row.timezone)
  return Number.isNaN(d.getTime()) ? null : d
}

/** Existing events with the same title (any case) and the same start: id per row, or null. */
export async function findEventDuplicates(db: DbOrTx, rows: EventDraft[]): Promise<(string | null)[]> {
  const titles = [...new Set(rows.map((r) => r.title.trim().toLowerCase()).filter(Boolean))]
  if (!titles.length) return rows.map(() => null)
  const found = await db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt })
    .from(events)
    .where(and(isNull(events.deletedAt), inArray(sql`lower(${events.title})`, titles)))
  return rows.map((r) => {
    const start = startOf(r)
    if (!start) return null
    const t = r.title.trim().toLowerCase()
    return (
      found.find((f) => f.title.toLowerCase() === t && f.startsAt.getTime() === start.getTime())?.id ?? null
    )
  })
}

/**
 * Coming-soon classes, and imported ideas still waiting in the inbox, with the same name (any case, outer spaces
 * ignored): id per row, or null. An idea that became an event, was declined or archived may come back as a new idea.
 */
const WAITING = ['coming_soon', 'submitted', 'under_review', 'needs_info'] as const
export async function findClassDuplicates(db: DbOrTx, rows: ClassDraft[]): Promise<(string | null)[]> {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()
  const names = [...new Set(rows.map((r) => key(r.eventName)).filter(Boolean))]
  if (!names.length) return rows.map(() => null)
  const lowerName = sql<string>`lower(regexp_replace(trim(${eventProposals.eventName}), '[[:space:]]+', ' ', 'g'))`
  const found = await db
    .select({ id: eventProposals.id, name: lowerName })
    .from(eventProposals)
    .where(and(inArray(eventProposals.status, WAITING), inArray(lowerName, names)))
  return rows.map((r) => found.find((f) => f.name === key(r.eventName))?.id ?? null)
}

/** What an imported event copies from the provider it links to (as proposal approval does). */
export type LinkedProvider = {
  id: string
  firstName: string
  lastName: string
  title: string
  email: string | null
  bio: string
  profilePhotoUrl: string | null
}

/** Non-deleted providers by lower-cased full name; a name with two or more cannot be linked (decision I9). */
export async function providersByName(db: DbOrTx, names: string[]): Promise<Map<string, LinkedProvider[]>> {
  const wanted = [...new Set(names.map((n) => fullName(n, '')).filter(Boolean))]
  const map = new Map<string, LinkedProvider[]>()
  if (!wanted.length) return map
  const rows = await db
    .select({
      name: lowerFullName,
      id: providers.id,
      firstName: providers.firstName,
      lastName: providers.lastName,
      title: providers.title,
      email: providers.email,
      bio: providers.bio,
      profilePhotoUrl: providers.profilePhotoUrl,
    })
    .from(providers)
    .where(and(isNull(providers.deletedAt), inArray(lowerFullName, wanted)))
  for (const { name, ...p } of rows) map.set(name, [...(map.get(name) ?? []), p])
  return map
}

/** The preview's note on a row whose provider name two or more providers share. */
export function ambiguousNameWarning(name: string, count: number): string {
  return `${count} providers are named "${name.trim()}": the event will not be linked to one (the name is kept). Choose the provider in the event form after importing.`
}
export const providerKey = fullName
