import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { audienceRefusal } from '../../../domain/booking-rules'
import { dayKeyIn } from '../../../domain/datetime'
import { LIVE_EVENT_STATUSES } from '../../../domain/event-rules'
import { fitsFamily } from '../../../domain/stage'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import {
  events,
  familyStages,
  notificationPreferences,
  registrations,
  stageSuggestionSubscriptions,
  users,
} from '../../db/schema'
import { enqueueMessage } from '../../jobs/outbox'

const DAY = 86_400_000
/** At most one suggestion mail a week; it looks five weeks ahead. */
export const SUGGESTION_EVERY_DAYS = 7
const LOOK_AHEAD_DAYS = 35
const MAX_SUGGESTED = 5

/** Never mailed, or mailed more than a week ago: the one condition the round's list and its claim share. */
const weekSinceLastMail = (now: Date) =>
  or(
    isNull(stageSuggestionSubscriptions.lastSentAt),
    lt(stageSuggestionSubscriptions.lastSentAt, new Date(now.getTime() - SUGGESTION_EVERY_DAYS * DAY)),
  )

/**
 * "Classes for your next stage" (issue 31.3): for each family that turned it on, the upcoming classes that will fit
 * a child on the class's day but do not fit today (the stage the child is moving into), that they have not booked.
 * Nothing to suggest, no mail. Claimed per family by moving `lastSentAt` first, so two processes never both send.
 */
export function createStageSuggestions(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function due(now: Date) {
    return db
      .select({
        userId: users.id,
        email: users.email,
        timezone: users.timezone,
        role: users.role,
      })
      .from(stageSuggestionSubscriptions)
      .innerJoin(users, eq(users.id, stageSuggestionSubscriptions.userId))
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(
        and(
          isNull(users.deletedAt),
          isNotNull(users.emailVerifiedAt),
          // Email reminders turned off means no suggestion mail either.
          or(isNull(notificationPreferences.userId), eq(notificationPreferences.emailOptIn, true)),
          weekSinceLastMail(now),
        ),
      )
  }

  async function suggestFor(
    person: { userId: string; email: string; timezone: string; role: 'parent' | string },
    now: Date,
  ): Promise<boolean> {
    const family = await db
      .select({ kind: familyStages.kind, date: familyStages.date })
      .from(familyStages)
      .where(eq(familyStages.userId, person.userId))
    if (!family.length) return false
    const booked = db
      .select({ id: registrations.eventId })
      .from(registrations)
      .where(and(eq(registrations.userId, person.userId), eq(registrations.status, 'confirmed')))
    const upcoming = await db
      .select({
        id: events.id,
        startsAt: events.startsAt,
        stageRange: events.stageRange,
        audience: events.audience,
      })
      .from(events)
      .where(
        and(
          isNull(events.deletedAt),
          inArray(events.status, [...LIVE_EVENT_STATUSES]),
          isNotNull(events.stageRange),
          gt(events.startsAt, now),
          lt(events.startsAt, new Date(now.getTime() + LOOK_AHEAD_DAYS * DAY)),
          sql`${events.id} not in (${booked})`,
        ),
      )
      .orderBy(events.startsAt)
    const today = dayKeyIn(now, person.timezone)
    const next = upcoming.filter(
      (e) =>
        !audienceRefusal(person.role as 'parent', e.audience) &&
        fitsFamily(e.stageRange, family, dayKeyIn(e.startsAt, person.timezone)) &&
        !fitsFamily(e.stageRange, family, today),
    )
    if (!next.length) return false
    return db.transaction(async (tx) => {
      // The claim: only the process that moves lastSentAt past the week queues the mail.
      const claimed = await tx
        .update(stageSuggestionSubscriptions)
        .set({ lastSentAt: now })
        .where(and(eq(stageSuggestionSubscriptions.userId, person.userId), weekSinceLastMail(now)))
        .returning({ userId: stageSuggestionSubscriptions.userId })
      if (!claimed.length) return false
      await enqueueMessage(tx, {
        channel: 'email',
        kind: 'stage-suggestions',
        recipient: person.email,
        userId: person.userId,
        subject: 'Classes for your next stage',
        payload: { eventIds: next.slice(0, MAX_SUGGESTED).map((e) => e.id) },
        dedupeKey: `stage-suggestions:${person.userId}:${today}`,
      })
      return true
    })
  }

  return {
    /** One round over every family that is due; returns how many mails were queued. */
    async run(): Promise<number> {
      const now = clock.now()
      let sent = 0
      for (const person of await due(now)) if (await suggestFor(person, now)) sent++
      return sent
    },
    async isOn(userId: string) {
      const [row] = await db
        .select({ userId: stageSuggestionSubscriptions.userId })
        .from(stageSuggestionSubscriptions)
        .where(eq(stageSuggestionSubscriptions.userId, userId))
      return !!row
    },
    async set(userId: string, on: boolean) {
      if (on) await db.insert(stageSuggestionSubscriptions).values({ userId }).onConflictDoNothing()
      else
        await db.delete(stageSuggestionSubscriptions).where(eq(stageSuggestionSubscriptions.userId, userId))
    },
  }
}
export type StageSuggestions = ReturnType<typeof createStageSuggestions>
