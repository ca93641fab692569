import type { ProposalStatus } from '../../../domain/proposals'

export interface DecisionQuestion {
  title: string
  description: string
  action: string
}

/**
 * Decisions that cannot be walked back from the inbox are asked about first: approving creates a draft event,
 * rejecting leaves only Archive, Coming Soon shows the idea to every visitor, and archiving is final (decision C1).
 * Start Review and Request Info stay internal or go back to the provider, so they apply at once. Null: no question.
 */
export function decisionQuestion(
  to: ProposalStatus,
  eventName: string,
  hasReviewNotes: boolean,
): DecisionQuestion | null {
  const notes = hasReviewNotes ? 'with your review notes' : 'without review notes'
  switch (to) {
    case 'approved':
      return {
        title: `Approve “${eventName}”?`,
        description: `This creates a draft event from the proposal, hidden from parents until you publish it. The provider sees the proposal as approved, ${notes}.`,
        action: 'Approve and create draft',
      }
    case 'declined':
      return {
        title: `Reject “${eventName}”?`,
        description: `The provider sees the proposal as declined, ${notes}. A rejected proposal can only be archived afterwards.`,
        action: 'Reject',
      }
    case 'coming_soon':
      return {
        title: `Move “${eventName}” to Coming Soon?`,
        description:
          'Everyone can then see it on the Coming Soon page and parents can vote for it. It cannot go back to Submitted.',
        action: 'Move to Coming Soon',
      }
    case 'archived':
      return {
        title: `Archive “${eventName}”?`,
        description: 'It moves to the Archived tab for good: an archived proposal cannot be changed.',
        action: 'Archive',
      }
    default:
      return null
  }
}
