import { formatDateIn } from '../../../domain/datetime'
import type { ProviderProposal } from '../../../domain/proposals'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'

/** What staff asked, shown inside the answer dialog (the card behind the overlay cannot be read). */
export function StaffQuestion({ id, proposal }: { id: string; proposal: ProviderProposal }) {
  const timeZone = useViewerTimeZone()
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border bg-muted/50 p-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        Staff Review Notes
      </h3>
      <p id={id} className="text-sm whitespace-pre-wrap break-words">
        {proposal.reviewNotes}
      </p>
      {proposal.reviewedAt && (
        <p className="mt-1 text-xs text-muted-foreground">
          Reviewed on {formatDateIn(proposal.reviewedAt, timeZone)}
        </p>
      )}
    </section>
  )
}
