import { useEffect, useRef, useState } from 'react'
import { type Attendee, OVERRIDE_REASON_MESSAGE, policyRefunds } from '../../../domain/admin-registrations'
import { formatPrice } from '../../../domain/money'
import { Button } from '../../components/ui/button'
import { Checkbox } from '../../components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { useCancelRegistration } from './api'

/** Cancel one registration; the refund follows the 24-hour policy unless the admin overrides it with a reason. */
export function CancelRegistrationDialog(props: {
  eventId: string
  eventDate: string
  attendee: Attendee
  onClose: () => void
  /** Called once the registration is cancelled, before the dialog closes. */
  onCancelled?: () => void
}) {
  const policy = policyRefunds(props.eventDate, new Date())
  const paid = props.attendee.paymentStatus === 'succeeded' && props.attendee.amountCents > 0
  const [refund, setRefund] = useState(policy)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  // The missing reason is the textarea's own error: tied to it and focused; a server refusal is an alert.
  const [reasonMissing, setReasonMissing] = useState(0)
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const cancel = useCancelRegistration(props.eventId)
  const overriding = paid && refund !== policy
  const reasonInvalid = reasonMissing > 0 && error === OVERRIDE_REASON_MESSAGE

  useEffect(() => {
    if (reasonMissing) reasonRef.current?.focus()
  }, [reasonMissing])

  const submit = () => {
    if (overriding && !reason.trim()) {
      setError(OVERRIDE_REASON_MESSAGE)
      setReasonMissing((n) => n + 1)
      return
    }
    setReasonMissing(0)
    cancel.mutate(
      {
        id: props.attendee.id,
        ...(paid ? { refund } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: (r) => {
          toast({
            title: 'Registration Cancelled',
            description: r.refunded ? 'The payment is being refunded.' : 'No refund was made.',
          })
          props.onCancelled?.()
          props.onClose()
        },
        onError: (e) => setError(e instanceof ApiError ? e.userMessage : 'Failed to cancel registration'),
      },
    )
  }

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel registration</DialogTitle>
          <DialogDescription>
            {props.attendee.firstName} {props.attendee.lastName} ({props.attendee.email}) will be told, and
            the seat freed.
          </DialogDescription>
        </DialogHeader>
        {paid ? (
          <div className="space-y-3 text-sm">
            <p>
              Policy:{' '}
              {policy
                ? `full refund of ${formatPrice(props.attendee.amountCents)} (more than 24 hours before the start).`
                : 'no refund (less than 24 hours before the start).'}
            </p>
            <div className="flex items-center gap-2">
              <Checkbox id="refund" checked={refund} onCheckedChange={(v) => setRefund(v === true)} />
              <Label htmlFor="refund">Refund {formatPrice(props.attendee.amountCents)}</Label>
            </div>
          </div>
        ) : (
          <p className="text-sm">
            {props.attendee.paymentStatus === 'refunded'
              ? 'This payment has already been refunded: there is nothing more to refund.'
              : 'This registration was free: there is nothing to refund.'}
          </p>
        )}
        <div className="space-y-1.5">
          <Label htmlFor="cancel-reason">
            Reason{overriding ? ' (required to override the policy)' : ' (optional)'}
          </Label>
          <Textarea
            ref={reasonRef}
            id="cancel-reason"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value)
              if (reasonInvalid && e.target.value.trim()) setError(null)
            }}
            rows={3}
            aria-invalid={reasonInvalid}
            aria-describedby={reasonInvalid ? 'cancel-reason-error' : undefined}
          />
          {reasonInvalid && (
            <p id="cancel-reason-error" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        {error && !reasonInvalid && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose}>
            Keep registration
          </Button>
          <Button variant="destructive" onClick={submit} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel registration'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
