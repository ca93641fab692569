import { DATE_FORMAT, formatIn } from '../../../domain/datetime'
import type { AdminProposal, ProposalStatus } from '../../../domain/proposals'

export type ProposalNotes = { reviewNotes: string; internalNotes: string }

/** The notes as stored, as the dialog's text boxes hold them. */
export const savedNotes = (p: Pick<AdminProposal, 'reviewNotes' | 'internalNotes'>): ProposalNotes => ({
  reviewNotes: p.reviewNotes ?? '',
  internalNotes: p.internalNotes ?? '',
})

/**
 * Whether closing would lose typed notes. The server trims notes, so a difference in surrounding spaces alone
 * loses nothing and is not asked about.
 */
export const notesChanged = (saved: ProposalNotes, draft: ProposalNotes): boolean =>
  saved.reviewNotes.trim() !== draft.reviewNotes.trim() ||
  saved.internalNotes.trim() !== draft.internalNotes.trim()

/**
 * The words after the dialog's status badge. A submitted proposal's badge already says "Submitted", so only the day
 * follows ("Submitted Tue, Nov 24, 2026", not "Submitted Submitted …"); other statuses add "Submitted {day}".
 * Submission is a calendar day in the viewer's zone (decision C12).
 */
export function submittedAfterBadge(status: ProposalStatus, submittedAt: string, timeZone: string): string {
  const day = formatIn(submittedAt, timeZone, `EEE, ${DATE_FORMAT}`)
  return status === 'submitted' ? day : `Submitted ${day}`
}
