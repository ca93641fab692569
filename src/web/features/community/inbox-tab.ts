import { PROPOSAL_STATUSES, type ProposalStatus } from '../../../domain/proposals'

export type InboxTab = ProposalStatus | 'all'

/** The inbox's tabs, in the order shown: the statuses (Coming Soon first, admin.md §9), then All. */
export const INBOX_TABS: readonly InboxTab[] = [...PROPOSAL_STATUSES, 'all']
export const DEFAULT_INBOX_TAB: InboxTab = 'submitted'

/**
 * The tab a `?tab=` value names: the URL keeps the tab so Back and shared links return to it (e.g.
 * `/proposals?tab=coming_soon`). A missing or unknown value is the default tab, never an empty inbox.
 */
export function inboxTabFromParam(value: string | null | undefined): InboxTab {
  return INBOX_TABS.find((t) => t === value) ?? DEFAULT_INBOX_TAB
}

/** The search after choosing `tab`, other parameters kept. */
export function searchWithInboxTab(current: URLSearchParams, tab: InboxTab): URLSearchParams {
  const next = new URLSearchParams(current)
  next.set('tab', tab)
  return next
}
