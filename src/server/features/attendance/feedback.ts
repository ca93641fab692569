import { eq } from 'drizzle-orm'
import { FEEDBACK_ONLY_ATTENDEES, type Feedback, type FeedbackPage } from '../../../domain/attendance'
import type { User } from '../../../domain/auth'
import { isUuid } from '../../../domain/ids'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { events, registrations, sessionFeedback } from '../../db/schema'
import { AppError } from '../../errors'

/** The built-in three-question survey (issue 30.2): only the registrant, only once they attended. */
export function createFeedbackService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  /** The caller's own registration; anyone else's is the same 404 as a missing one. */
  async function ownRegistration(user: User, registrationId: string) {
    if (!isUuid(registrationId)) throw new AppError(404, 'Registration not found')
    const [row] = await db
      .select({ r: registrations, e: events })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(eq(registrations.id, registrationId))
    if (!row || row.r.userId !== user.id) throw new AppError(404, 'Registration not found')
    return row
  }

  return {
    async get(user: User, registrationId: string): Promise<FeedbackPage> {
      const { r, e } = await ownRegistration(user, registrationId)
      const [answer] = await db.select().from(sessionFeedback).where(eq(sessionFeedback.registrationId, r.id))
      return {
        eventId: e.id,
        title: e.title,
        date: e.startsAt.toISOString(),
        answer: answer
          ? { helpful: answer.helpful, wouldRecommend: answer.wouldRecommend, comment: answer.comment }
          : null,
      }
    },

    async answer(user: User, registrationId: string, input: Feedback): Promise<FeedbackPage> {
      const { r } = await ownRegistration(user, registrationId)
      if (r.status !== 'confirmed' || !r.attendedAt) throw new AppError(409, FEEDBACK_ONLY_ATTENDEES)
      const values = {
        helpful: input.helpful,
        wouldRecommend: input.wouldRecommend,
        comment: input.comment || null,
        updatedAt: clock.now(),
      }
      await db
        .insert(sessionFeedback)
        .values({ registrationId: r.id, eventId: r.eventId, ...values })
        .onConflictDoUpdate({ target: sessionFeedback.registrationId, set: values })
      return this.get(user, registrationId)
    },
  }
}
