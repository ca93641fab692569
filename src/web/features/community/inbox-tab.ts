import type { ProposalStatus } from '../../../domain/proposals'

export type InboxTab = ProposalStatus | 'all'

/** The inbox's tabs, in the order shown; Coming Soon first (admin.md §9). */
export const INBOX_TABS: readonly InboxTab[] = [
  'coming_soon',
  'submitted',
  'under_review',
  'needs_info',
  'approved',
  'declined',
  'archived',
  'all',
]
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
