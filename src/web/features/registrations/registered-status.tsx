import { CheckCircle2 } from 'lucide-react'

/** "Payment successful" / "You're registered" at the top of the step after the place was made. */
export function RegisteredStatus({ id, title, detail }: { id: string; title: string; detail: string }) {
  return (
    <div
      id={id}
      role="status"
      className="flex items-start gap-3 rounded-md border border-success/40 bg-success/10 p-3"
      data-testid="registered-status"
    >
      <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
      <div className="text-sm">
        <p className="font-semibold">{title}</p>
        <p>{detail}</p>
      </div>
    </div>
  )
}
