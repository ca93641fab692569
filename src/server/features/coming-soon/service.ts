import { and, desc, eq, sql } from 'drizzle-orm'
import type { ComingSoonItem, VoteStatus } from '../../../domain/coming-soon'
import type { Db, DbOrTx } from '../../db/client'
import { eventProposals, proposalVotes } from '../../db/schema'
import { AppError } from '../../errors'

type ProposalRow = typeof eventProposals.$inferSelect

const toItem = (r: ProposalRow, hasVoted: boolean): ComingSoonItem => ({
  id: r.id,
  eventName: r.eventName,
  serviceType: r.serviceType,
  learningObjectives: r.learningObjectives,
  costPerRegistration: r.costPerRegistrationCents,
  durationMinutes: r.durationMinutes,
  status: 'coming_soon',
  voteCount: r.voteCount,
  hasVoted,
  submittedAt: r.submittedAt.toISOString(),
})

async function lockProposal(tx: DbOrTx, id: string) {
  // FOR UPDATE (not SHARE: two share holders that both update would deadlock) orders a vote after a
  // concurrent status change, so no vote lands on a closed proposal.
  const [row] = await tx
    .select({ status: eventProposals.status })
    .from(eventProposals)
    .where(eq(eventProposals.id, id))
    .for('update')
  if (!row) throw new AppError(404, 'Proposal not found')
  if (row.status !== 'coming_soon') throw new AppError(409, 'Voting is only open for coming-soon classes')
}

async function voteCountOf(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ voteCount: eventProposals.voteCount })
    .from(eventProposals)
    .where(eq(eventProposals.id, id))
  return row?.voteCount ?? 0
}

export function createComingSoonService(deps: { db: Db }) {
  const { db } = deps
  return {
    /** Most votes first, ties by newest submission; one query, with the reader's own vote joined in. */
    async list(userId: string | null): Promise<ComingSoonItem[]> {
      const voted = userId
        ? sql<boolean>`exists (select 1 from ${proposalVotes} where ${proposalVotes.proposalId} = ${eventProposals.id} and ${proposalVotes.userId} = ${userId})`
        : sql<boolean>`false`
      const rows = await db
        .select({ p: eventProposals, hasVoted: voted })
        .from(eventProposals)
        .where(eq(eventProposals.status, 'coming_soon'))
        .orderBy(desc(eventProposals.voteCount), desc(eventProposals.submittedAt))
      return rows.map((r) => toItem(r.p, !!r.hasVoted))
    },

    async status(id: string, userId: string | null): Promise<VoteStatus> {
      const [row] = await db
        .select({ voteCount: eventProposals.voteCount })
        .from(eventProposals)
        .where(and(eq(eventProposals.id, id), eq(eventProposals.status, 'coming_soon')))
      if (!row) throw new AppError(404, 'Proposal not found')
      if (!userId) return { voteCount: row.voteCount, hasVoted: false }
      const [vote] = await db
        .select({ userId: proposalVotes.userId })
        .from(proposalVotes)
        .where(and(eq(proposalVotes.proposalId, id), eq(proposalVotes.userId, userId)))
      return { voteCount: row.voteCount, hasVoted: !!vote }
    },

    /**
     * The count moves only when the primary key says a vote was really added, in the same
     * transaction, so double clicks and concurrent voters keep vote_count exact.
     */
    vote: (id: string, userId: string): Promise<VoteStatus> =>
      db.transaction(async (tx) => {
        await lockProposal(tx, id)
        const inserted = await tx
          .insert(proposalVotes)
          .values({ proposalId: id, userId })
          .onConflictDoNothing()
          .returning({ userId: proposalVotes.userId })
        if (inserted.length > 0) {
          await tx
            .update(eventProposals)
            .set({ voteCount: sql`${eventProposals.voteCount} + 1` })
            .where(eq(eventProposals.id, id))
        }
        return { voteCount: await voteCountOf(tx, id), hasVoted: true }
      }),

    unvote: (id: string, userId: string): Promise<VoteStatus> =>
      db.transaction(async (tx) => {
        await lockProposal(tx, id)
        const deleted = await tx
          .delete(proposalVotes)
          .where(and(eq(proposalVotes.proposalId, id), eq(proposalVotes.userId, userId)))
          .returning({ userId: proposalVotes.userId })
        if (deleted.length > 0) {
          await tx
            .update(eventProposals)
            .set({ voteCount: sql`greatest(${eventProposals.voteCount} - 1, 0)` })
            .where(eq(eventProposals.id, id))
        }
        return { voteCount: await voteCountOf(tx, id), hasVoted: false }
      }),
  }
}
