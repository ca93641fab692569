import { and, desc, eq, inArray } from 'drizzle-orm'
import { sessionEnd } from '../../../domain/attendance'
import type { User } from '../../../domain/auth'
import { isUuid } from '../../../domain/ids'
import {
  type AdminReview,
  authorLabel,
  type ModerateReview,
  type PublicReview,
  type ReviewInput,
  type ReviewPage,
  type ReviewStatus,
  reviewRefusal,
} from '../../../domain/reviews'
import { recordAudit } from '../../audit'
import type { Clock } from '../../clock'
import type { Db, DbOrTx } from '../../db/client'
import { events, providers, registrations, reviewProviders, reviews, users } from '../../db/schema'
import { AppError } from '../../errors'
import { enqueueMessage } from '../../jobs/outbox'
import { facilitatorIds } from '../attendance/service'
import { recomputeProviderRatings } from './ratings'

const providerIdsOf = async (tx: DbOrTx, reviewId: string) =>
  (
    await tx
      .select({ id: reviewProviders.providerId })
      .from(reviewProviders)
      .where(eq(reviewProviders.reviewId, reviewId))
  ).map((r) => r.id)

export function createReviewService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function ownRegistration(tx: DbOrTx, user: User, registrationId: string) {
    if (!isUuid(registrationId)) throw new AppError(404, 'Registration not found')
    const [row] = await tx
      .select({ r: registrations, e: events })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(eq(registrations.id, registrationId))
    if (!row || row.r.userId !== user.id) throw new AppError(404, 'Registration not found')
    return row
  }

  async function page(tx: DbOrTx, user: User, registrationId: string): Promise<ReviewPage> {
    const { r, e } = await ownRegistration(tx, user, registrationId)
    const [review] = await tx.select().from(reviews).where(eq(reviews.registrationId, r.id))
    return {
      eventId: e.id,
      title: e.title,
      date: e.startsAt.toISOString(),
      providers: [e.providerName, e.provider2Name, e.provider3Name].filter((n): n is string => !!n),
      refusal: reviewRefusal(r, sessionEnd(e), clock.now()),
      review: review
        ? {
            id: review.id,
            rating: review.rating,
            body: review.body,
            status: review.status,
            hiddenReason: review.hiddenReason,
            updatedAt: review.updatedAt.toISOString(),
          }
        : null,
    }
  }

  return {
    page: (user: User, registrationId: string) => page(db, user, registrationId),

    /** Writes or edits the attendee's review; an edit goes back to moderation (and out of the rating meanwhile). */
    write: (user: User, registrationId: string, input: ReviewInput) =>
      db.transaction(async (tx) => {
        const { r, e } = await ownRegistration(tx, user, registrationId)
        const now = clock.now()
        const refusal = reviewRefusal(r, sessionEnd(e), now)
        if (refusal) throw new AppError(409, refusal)
        const [before] = await tx.select().from(reviews).where(eq(reviews.registrationId, r.id)).for('update')
        const values = { rating: input.rating, body: input.body || null, status: 'pending' as const }
        if (before) {
          await tx
            .update(reviews)
            .set({ ...values, hiddenReason: null, updatedAt: now })
            .where(eq(reviews.id, before.id))
          if (before.status === 'published')
            await recomputeProviderRatings(tx, await providerIdsOf(tx, before.id))
        } else {
          const [created] = await tx
            .insert(reviews)
            .values({ ...values, registrationId: r.id, eventId: e.id, userId: user.id })
            .onConflictDoNothing()
            .returning()
          if (!created)
            throw new AppError(409, 'This review was just written from another window; reload to edit it')
          const ids = facilitatorIds(e)
          if (ids.length)
            await tx
              .insert(reviewProviders)
              .values(ids.map((providerId) => ({ reviewId: created.id, providerId })))
        }
        return page(tx, user, registrationId)
      }),

    async list(status: ReviewStatus | undefined): Promise<AdminReview[]> {
      const rows = await db
        .select({ v: reviews, e: events, u: users })
        .from(reviews)
        .innerJoin(events, eq(events.id, reviews.eventId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(status ? eq(reviews.status, status) : undefined)
        .orderBy(desc(reviews.updatedAt))
        .limit(500)
      return rows.map(({ v, e, u }) => ({
        id: v.id,
        rating: v.rating,
        body: v.body,
        author: authorLabel(u.firstName, u.lastName),
        authorEmail: u.email,
        eventTitle: e.title,
        date: e.startsAt.toISOString(),
        status: v.status,
        hiddenReason: v.hiddenReason,
        providers: [e.providerName, e.provider2Name, e.provider3Name].filter((n): n is string => !!n),
      }))
    },

    /** Publish, or hide with a reason: the providers' figures follow in the same transaction, the author is told. */
    moderate: (actor: User, reviewId: string, input: ModerateReview) =>
      db.transaction(async (tx) => {
        if (!isUuid(reviewId)) throw new AppError(404, 'Review not found')
        const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update')
        if (!before) throw new AppError(404, 'Review not found')
        const now = clock.now()
        const hiddenReason = input.status === 'hidden' ? input.reason : null
        await tx
          .update(reviews)
          .set({ status: input.status, hiddenReason, moderatedByUserId: actor.id, moderatedAt: now })
          .where(eq(reviews.id, reviewId))
        await recomputeProviderRatings(tx, await providerIdsOf(tx, reviewId))
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: `review.${input.status === 'published' ? 'publish' : 'hide'}`,
          entityType: 'review',
          entityId: reviewId,
          changes: {
            status: { from: before.status, to: input.status },
            ...(hiddenReason ? { hiddenReason } : {}),
          },
        })
        if (before.status !== input.status) {
          const [author] = await tx
            .select({ email: users.email })
            .from(users)
            .where(eq(users.id, before.userId))
          if (author)
            await enqueueMessage(tx, {
              channel: 'email',
              kind: 'review-moderated',
              recipient: author.email,
              userId: before.userId,
              // Each moderation that changes the status is its own cause (only a change is told).
              payload: { reviewId, status: input.status },
            })
        }
        return { id: reviewId, status: input.status, hiddenReason }
      }),

    /** A profile's published reviews, newest first. */
    async forProvider(providerId: string): Promise<PublicReview[]> {
      if (!isUuid(providerId)) throw new AppError(404, 'Provider not found')
      const [p] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId))
      if (!p) throw new AppError(404, 'Provider not found')
      const rows = await db
        .select({ v: reviews, e: events, u: users })
        .from(reviewProviders)
        .innerJoin(reviews, eq(reviews.id, reviewProviders.reviewId))
        .innerJoin(events, eq(events.id, reviews.eventId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviewProviders.providerId, providerId), inArray(reviews.status, ['published'])))
        .orderBy(desc(reviews.createdAt))
        .limit(100)
      return rows.map(({ v, e, u }) => ({
        id: v.id,
        rating: v.rating,
        body: v.body,
        author: authorLabel(u.firstName, u.lastName),
        eventTitle: e.title,
        date: e.startsAt.toISOString(),
      }))
    },
  }
}
