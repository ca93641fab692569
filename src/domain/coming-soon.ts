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
