import { and, asc, eq, exists, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import { LIVE_EVENT_STATUSES } from '../../domain/event-rules'
import type { DbOrTx } from '../db/client'
import {
  accommodationRequests,
  bugReports,
  emailVerifications,
  eventProposals,
  events,
  eventTags,
  notificationPreferences,
  passwordResets,
  registrantMessages,
  registrations,
  reviews,
  tags,
  users,
  waitlistEntries,
} from '../db/schema'
import type { EventFacts } from './templates/context'

/** A message whose cause is gone (row deleted): retrying cannot help, so it fails at once. */
export class PermanentError extends Error {}

export type EventRow = typeof events.$inferSelect
export type RegistrationRow = typeof registrations.$inferSelect

export const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null)
const uuidLike = (v: unknown): string | null => {
  const s = str(v)
  return s && /^[0-9a-f-]{36}$/i.test(s) ? s : null
}

export async function loadRecipient(db: DbOrTx, userId: string | null) {
  if (!userId) return null
  const [row] = await db
    .select({
      firstName: users.firstName,
      email: users.email,
      phone: users.phone,
      timezone: users.timezone,
      emailOptIn: notificationPreferences.emailOptIn,
      smsOptIn: notificationPreferences.smsOptIn,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId))
  if (!row) return null
  // No preferences row yet means the defaults: email on, SMS off.
  return { ...row, emailOptIn: row.emailOptIn ?? true, smsOptIn: row.smsOptIn ?? false }
}
export type Recipient = NonNullable<Awaited<ReturnType<typeof loadRecipient>>>

export async function loadRegistration(db: DbOrTx, id: unknown): Promise<RegistrationRow | null> {
  const regId = uuidLike(id)
  if (!regId) return null
  const [row] = await db.select().from(registrations).where(eq(registrations.id, regId))
  return row ?? null
}

/**
 * The recipient's confirmed registration for an event, when the payload did not name one. Only a place they
 * hold counts: people told from the waitlist may once have held a (since cancelled, maybe paid) place.
 */
export async function findRegistration(db: DbOrTx, eventId: string, userId: string | null) {
  if (!userId) return null
  const [row] = await db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(registrations.userId, userId),
        eq(registrations.status, 'confirmed'),
      ),
    )
    .orderBy(registrations.createdAt)
  return row ?? null
}

/** Events by id, in start order; ids that are not uuids or name no event are left out. */
export async function loadEventsByIds(db: DbOrTx, ids: unknown[]): Promise<EventRow[]> {
  const valid = ids.map(uuidLike).filter((id): id is string => !!id)
  if (!valid.length) return []
  return db.select().from(events).where(inArray(events.id, valid)).orderBy(asc(events.startsAt))
}

export async function loadEvent(db: DbOrTx, payload: Record<string, unknown>): Promise<EventRow> {
  let eventId = uuidLike(payload.eventId)
  if (!eventId) eventId = (await loadRegistration(db, payload.registrationId))?.eventId ?? null
  if (!eventId) {
    const wid = uuidLike(payload.waitlistEntryId)
    if (wid) {
      const [w] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, wid))
      eventId = w?.eventId ?? null
    }
  }
  if (!eventId) throw new PermanentError('The message names no event')
  const [row] = await db.select().from(events).where(eq(events.id, eventId))
  if (!row) throw new PermanentError(`Event ${eventId} not found`)
  return row
}

export async function loadWaitlistEntry(db: DbOrTx, id: unknown) {
  const wid = uuidLike(id)
  if (!wid) return null
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, wid))
  return row ?? null
}

export async function loadProposal(db: DbOrTx, id: unknown) {
  const pid = uuidLike(id)
  const [row] = pid ? await db.select().from(eventProposals).where(eq(eventProposals.id, pid)) : []
  if (!row) throw new PermanentError('Proposal not found')
  return row
}

export async function loadBugReport(db: DbOrTx, id: unknown) {
  const bid = uuidLike(id)
  const [row] = bid
    ? await db
        .select({ report: bugReports, reporter: users.email })
        .from(bugReports)
        .leftJoin(users, eq(users.id, bugReports.userId))
        .where(eq(bugReports.id, bid))
    : []
  if (!row) throw new PermanentError('Bug report not found')
  return row
}

/** An accommodation request with its event and the family's name (never their contact details). */
export async function loadAccommodation(db: DbOrTx, id: unknown) {
  const aid = uuidLike(id)
  const [row] = aid
    ? await db
        .select({
          request: accommodationRequests,
          event: events,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(accommodationRequests)
        .innerJoin(registrations, eq(registrations.id, accommodationRequests.registrationId))
        .innerJoin(events, eq(events.id, registrations.eventId))
        .innerJoin(users, eq(users.id, registrations.userId))
        .where(eq(accommodationRequests.id, aid))
    : []
  if (!row) throw new PermanentError('Accommodation request not found')
  return row
}

export async function loadPasswordReset(db: DbOrTx, id: unknown) {
  const rid = uuidLike(id)
  const [row] = rid ? await db.select().from(passwordResets).where(eq(passwordResets.id, rid)) : []
  if (!row) throw new PermanentError('Password reset not found')
  return row
}

export async function loadEmailVerification(db: DbOrTx, id: unknown) {
  const vid = uuidLike(id)
  const [row] = vid ? await db.select().from(emailVerifications).where(eq(emailVerifications.id, vid)) : []
  if (!row) throw new PermanentError('Email confirmation not found')
  return row
}

export const toFacts = (e: EventRow): EventFacts => ({
  id: e.id,
  title: e.title,
  startsAt: e.startsAt,
  durationMinutes: e.durationMinutes,
  providerName: e.providerName,
  eventType: e.eventType,
})

/** Events whose registrants still expect the session to happen. */
export const isActiveEvent = (e: EventRow) =>
  !e.deletedAt && (LIVE_EVENT_STATUSES as readonly string[]).includes(e.status)

/** The tag category that names an event's topic (demo data and the admin form: "Topic"). */
export const TOPIC_CATEGORY = 'Topic'

/**
 * Up to `limit` sessions on the same topic as `e` that families can still book: those sharing one of its Topic tags,
 * or, when it has none, of the same event type (decision D24).
 */
export async function loadNextSessions(db: DbOrTx, e: EventRow, now: Date, limit = 3): Promise<EventFacts[]> {
  const topics = await db
    .select({ id: tags.id })
    .from(eventTags)
    .innerJoin(tags, eq(tags.id, eventTags.tagId))
    .where(and(eq(eventTags.eventId, e.id), eq(tags.category, TOPIC_CATEGORY)))
  const sameTopic = topics.length
    ? exists(
        db
          .select({ one: sql`1` })
          .from(eventTags)
          .where(
            and(
              eq(eventTags.eventId, events.id),
              inArray(
                eventTags.tagId,
                topics.map((t) => t.id),
              ),
            ),
          ),
      )
    : eq(events.eventType, e.eventType)
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        sameTopic,
        ne(events.id, e.id),
        isNull(events.deletedAt),
        inArray(events.status, ['published', 'limited']),
        gt(events.startsAt, now),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(limit)
  return rows.map(toFacts)
}

export async function loadReview(db: DbOrTx, id: unknown) {
  const rid = uuidLike(id)
  const [row] = rid
    ? await db
        .select({ review: reviews, eventTitle: events.title })
        .from(reviews)
        .innerJoin(events, eq(events.id, reviews.eventId))
        .where(eq(reviews.id, rid))
    : []
  if (!row) throw new PermanentError('Review not found')
  return row
}

export async function loadRegistrantMessage(db: DbOrTx, id: unknown) {
  const mid = uuidLike(id)
  const [row] = mid
    ? await db
        .select({ message: registrantMessages, event: events })
        .from(registrantMessages)
        .innerJoin(events, eq(events.id, registrantMessages.eventId))
        .where(eq(registrantMessages.id, mid))
    : []
  if (!row) throw new PermanentError('Message not found')
  return row
}
