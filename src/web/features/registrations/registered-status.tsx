import { CheckCircle2 } from 'lucide-react'

/**
 * "Payment successful" / "You're registered" at the top of the step after the place was made (decision R16). The
 * polite region is on the page from the wizard's first render, empty until the place exists: a region inserted
 * already filled is often not read, one that fills is. Nothing else refers to it, so it is read once.
 */
export function RegisteredStatus({ booked }: { booked: { title: string; detail: string } | null }) {
  return (
    <div role="status" data-testid="registered-status-region">
      {booked && (
        <div
          className="mb-6 flex items-start gap-3 rounded-md border border-success/40 bg-success/10 p-3"
          data-testid="registered-status"
        >
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          <div className="text-sm">
            <p className="font-semibold">{booked.title}</p>
            <p>{booked.detail}</p>
          </div>
        </div>
      )}
    </div>
  )
}
