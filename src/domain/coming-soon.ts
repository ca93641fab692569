import { z } from 'zod'

/** A coming-soon class as anyone may read it (spec §3 "Event proposal (coming soon)"). */
export const ComingSoonProposalSchema = z.object({
  id: z.string(),
  eventName: z.string(),
  serviceType: z.string(),
  learningObjectives: z.string().nullable(),
  /** Cents; shown divided by 100 with 2 decimals. */
  costPerRegistration: z.number().int(),
  durationMinutes: z.number().int().nullable(),
  status: z.literal('coming_soon'),
  voteCount: z.number().int(),
  submittedAt: z.string(),
})
export type ComingSoonProposal = z.infer<typeof ComingSoonProposalSchema>

export const VoteStatusSchema = z.object({ voteCount: z.number().int(), hasVoted: z.boolean() })
export type VoteStatus = z.infer<typeof VoteStatusSchema>

/** The coming-soon list also says whether the signed-in reader has voted (false when signed out). */
export const ComingSoonItemSchema = ComingSoonProposalSchema.extend({ hasVoted: z.boolean() })
export type ComingSoonItem = z.infer<typeof ComingSoonItemSchema>

export const COMING_SOON_SORTS = ['votes', 'newest'] as const
export type ComingSoonSort = (typeof COMING_SOON_SORTS)[number]

/** "Most Votes" breaks ties by the newest submission; "Newest First" is by submission only. */
export function sortComingSoon<T extends Pick<ComingSoonProposal, 'voteCount' | 'submittedAt'>>(
  list: readonly T[],
  sort: ComingSoonSort,
): T[] {
  const newest = (a: T, b: T) => b.submittedAt.localeCompare(a.submittedAt)
  return [...list].sort((a, b) =>
    sort === 'votes' ? b.voteCount - a.voteCount || newest(a, b) : newest(a, b),
  )
}
