import type { AdminProposal, ProposalStatus } from '../../../domain/proposals'

const newestFirst = (a: AdminProposal, b: AdminProposal) =>
  Date.parse(b.submittedAt) - Date.parse(a.submittedAt)

/**
 * The proposals one inbox tab shows, in its order: Coming Soon by most votes, ties by newest submission
 * (admin.md §9), as the public list orders them; the other tabs keep the server's newest-first order.
 */
export function proposalsForTab(list: AdminProposal[], tab: ProposalStatus | 'all'): AdminProposal[] {
  const shown = list.filter((p) => tab === 'all' || p.status === tab)
  if (tab !== 'coming_soon') return shown
  return shown.sort((a, b) => b.voteCount - a.voteCount || newestFirst(a, b))
}
