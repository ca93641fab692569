import { z } from 'zod'

/** An attendee may review a session this long after its end (issue 30.3). */
export const REVIEW_WINDOW_DAYS = 30
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

const RATING_MESSAGE = 'Please choose 1 to 5 stars'
export const ReviewInputSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  body: z.string().trim().max(2000, 'Please keep your review under 2000 characters').optional(),
})
export type ReviewInput = z.infer<typeof ReviewInputSchema>

/** Why this registration may not be reviewed now, or null. */
export function reviewRefusal(
  r: { status: string; attendedAt: Date | string | null },
  sessionEnd: Date,
  now: Date,
): string | null {
  if (r.status !== 'confirmed' || !r.attendedAt)
    return 'Only families who attended this session can review it'
  if (now.getTime() < sessionEnd.getTime()) return 'You can review this session once it has ended'
  if (now.getTime() > sessionEnd.getTime() + REVIEW_WINDOW_DAYS * 24 * 3600_000)
    return `Reviews are open for ${REVIEW_WINDOW_DAYS} days after the session`
  return null
}

export const OwnReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  body: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.string().nullable(),
  updatedAt: z.string(),
})
/** The review page of one registration: the session, whether it may be reviewed now, and the review if written. */
export const ReviewPageSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  date: z.string(),
  providers: z.array(z.string()),
  refusal: z.string().nullable(),
  review: OwnReviewSchema.nullable(),
})
export type ReviewPage = z.infer<typeof ReviewPageSchema>

/** What a profile shows of a published review: the first name and initial, never the account. */
export const PublicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  body: z.string().nullable(),
  author: z.string(),
  eventTitle: z.string(),
  date: z.string(),
})
export type PublicReview = z.infer<typeof PublicReviewSchema>

export const AdminReviewSchema = PublicReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.string().nullable(),
  authorEmail: z.string(),
  providers: z.array(z.string()),
})
export type AdminReview = z.infer<typeof AdminReviewSchema>

export const HIDE_REASON_MESSAGE = 'Please say why the review is hidden; the author is told'
export const ModerateReviewSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('published') }),
  z.object({
    status: z.literal('hidden'),
    reason: z.string({ error: HIDE_REASON_MESSAGE }).trim().min(1, HIDE_REASON_MESSAGE).max(500),
  }),
])
export type ModerateReview = z.infer<typeof ModerateReviewSchema>

/** "Ana R." */
export const authorLabel = (firstName: string | null, lastName: string | null) =>
  [firstName || 'A family', lastName ? `${lastName[0]}.` : ''].filter(Boolean).join(' ')
