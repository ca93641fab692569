import { and, eq, gt, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm'
import { FOLLOW_UP_DELAY_MINUTES, notDuringQuietHours } from '../../domain/attendance'
import { LIVE_EVENT_STATUSES } from '../../domain/event-rules'
import { JOIN_LINK_LEAD_HOURS, SMS_REMINDER_LEAD_HOURS } from '../../domain/reminder-timing'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { events, notificationPreferences, outbox, registrations, users } from '../db/schema'
import { enqueueMessages } from '../jobs/outbox'

export const JOIN_LINK_LEAD_MS = JOIN_LINK_LEAD_HOURS * 3600_000
export const SMS_REMINDER_LEAD_MS = SMS_REMINDER_LEAD_HOURS * 3600_000
/** After a long outage, surveys older than this are no longer worth sending. */
export const SURVEY_MAX_AGE_MS = 7 * 24 * 3600_000

/** The key names the start time, so a rescheduled event gets a fresh reminder and the old one is void. */
export const joinLinkKey = (registrationId: string, startsAt: Date) =>
  `join-link:${registrationId}:${startsAt.toISOString()}`
export const smsReminderKey = (registrationId: string, startsAt: Date) =>
  `sms-reminder:${registrationId}:${startsAt.toISOString()}`
export const surveyKey = (registrationId: string) => `post-event-survey:${registrationId}`
/** The other follow-up: a registrant who did not come hears "sorry we missed you" instead of the survey. */
export const missedSessionKey = (registrationId: string) => `missed-session:${registrationId}`

// The same ISO string as Date#toISOString, built in SQL so "already queued" is checked in the query.
const startIso = sql`to_char(${events.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const endsAt = sql`(${events.startsAt} + ${events.durationMinutes} * interval '1 minute')`
const noMessage = (key: ReturnType<typeof sql>) =>
  notExists(sql`(select 1 from ${outbox} where ${outbox.dedupeKey} = ${key})`)

/**
 * Reminders are computed from each event's CURRENT time on every run, never stored as timers:
 * a moved event moves its reminders, a cancelled one or registration gets none, and after downtime
 * whatever is due and still useful goes out on the next run. One query per kind over its window.
 */
/** The event has somewhere to join: the same test as the join route and the registration answers. */
const hasRoom = sql`(coalesce(${events.webinarLink}, '') <> '' or coalesce(${events.zoomLink}, '') <> '' or coalesce(${events.zohoWebinarJoinUrl}, '') <> '')`

export function createReminderScheduler(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  const base = (now: Date) =>
    and(
      eq(registrations.status, 'confirmed'),
      isNull(events.deletedAt),
      inArray(events.status, [...LIVE_EVENT_STATUSES]),
      gt(events.startsAt, now),
    )

  async function joinLinks(now: Date) {
    const rows = await db
      .select({
        id: registrations.id,
        userId: users.id,
        email: users.email,
        startsAt: events.startsAt,
        eventId: events.id,
        title: events.title,
      })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(
        and(
          base(now),
          lte(events.startsAt, new Date(now.getTime() + JOIN_LINK_LEAD_MS)),
          // Only once the event has an online room: a link to "Room not ready" helps nobody. A room added later
          // is picked up by the next run (the key is still unused), up to the start.
          hasRoom,
          noMessage(sql`'join-link:' || ${registrations.id} || ':' || ${startIso}`),
        ),
      )
    await enqueueMessages(
      db,
      rows.map((r) => ({
        channel: 'email' as const,
        kind: 'join-link' as const,
        recipient: r.email,
        userId: r.userId,
        subject: `Your join link for ${r.title}`,
        payload: { registrationId: r.id, eventId: r.eventId, startsAt: r.startsAt.toISOString() },
        dedupeKey: joinLinkKey(r.id, r.startsAt),
      })),
    )
    return rows.length
  }

  async function smsReminders(now: Date) {
    const rows = await db
      .select({
        id: registrations.id,
        userId: users.id,
        phone: users.phone,
        startsAt: events.startsAt,
        eventId: events.id,
        title: events.title,
      })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .innerJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(
        and(
          base(now),
          lte(events.startsAt, new Date(now.getTime() + SMS_REMINDER_LEAD_MS)),
          // With the join-link email (spec §1: "along with an SMS reminder"), which waits for the room: the text
          // points to that email.
          hasRoom,
          eq(notificationPreferences.smsOptIn, true),
          isNotNull(users.phone),
          noMessage(sql`'sms-reminder:' || ${registrations.id} || ':' || ${startIso}`),
        ),
      )
    await enqueueMessages(
      db,
      rows.map((r) => ({
        channel: 'sms' as const,
        kind: 'sms-reminder' as const,
        recipient: r.phone ?? '',
        userId: r.userId,
        subject: `SMS reminder: ${r.title}`,
        payload: { registrationId: r.id, eventId: r.eventId, startsAt: r.startsAt.toISOString() },
        dedupeKey: smsReminderKey(r.id, r.startsAt),
      })),
    )
    return rows.length
  }

  /**
   * After the session (issue 30.2): attendees get the survey, registrants who did not come "sorry we missed you",
   * one of the two per registration, once. It waits FOLLOW_UP_DELAY after the end (attendance corrections), and for
   * the morning when the family's own clock is in quiet hours.
   */
  async function followUps(now: Date) {
    const due = new Date(now.getTime() - FOLLOW_UP_DELAY_MINUTES * 60_000)
    const rows = await db
      .select({
        id: registrations.id,
        userId: users.id,
        email: users.email,
        timezone: users.timezone,
        attendedAt: registrations.attendedAt,
        eventId: events.id,
        title: events.title,
      })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(
        and(
          eq(registrations.status, 'confirmed'),
          isNull(events.deletedAt),
          // Archiving a finished event must not swallow its follow-up.
          inArray(events.status, [...LIVE_EVENT_STATUSES, 'archived']),
          sql`${endsAt} <= ${due.toISOString()}::timestamptz`,
          sql`${endsAt} > ${new Date(now.getTime() - SURVEY_MAX_AGE_MS).toISOString()}::timestamptz`,
          sql`coalesce(${notificationPreferences.emailOptIn}, true)`,
          noMessage(sql`'post-event-survey:' || ${registrations.id}`),
          noMessage(sql`'missed-session:' || ${registrations.id}`),
        ),
      )
    await enqueueMessages(
      db,
      rows.map((r) => ({
        channel: 'email' as const,
        kind: r.attendedAt ? ('post-event-survey' as const) : ('missed-session' as const),
        recipient: r.email,
        userId: r.userId,
        subject: r.attendedAt ? `How was ${r.title}?` : `Sorry we missed you at ${r.title}`,
        payload: { registrationId: r.id, eventId: r.eventId },
        dedupeKey: r.attendedAt ? surveyKey(r.id) : missedSessionKey(r.id),
        notBefore: notDuringQuietHours(now, r.timezone),
      })),
    )
    return rows.length
  }

  return {
    async run() {
      const now = clock.now()
      return {
        joinLinks: await joinLinks(now),
        smsReminders: await smsReminders(now),
        followUps: await followUps(now),
      }
    },
  }
}
