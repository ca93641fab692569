import { useState } from 'react'
import { ACCOMMODATION_NOTE_MAX, ACCOMMODATION_STATUS_LABELS } from '../../../domain/accommodations'
import type { Attendee } from '../../../domain/admin-registrations'
import { Button } from '../../components/ui/button'
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
import { useMarkAccommodation } from './api'
import { attendeeName } from './attendee-labels'

type Answer = 'arranged' | 'not_possible'

/** An admin answers a family's accommodation request; the family sees the answer and the note in My Events. */
export function AccommodationDialog(props: { eventId: string; attendee: Attendee; onClose: () => void }) {
  const a = props.attendee.accommodation
  const [status, setStatus] = useState<Answer>(a?.status === 'not_possible' ? 'not_possible' : 'arranged')
  const [note, setNote] = useState(a?.staffNote ?? '')
  const [error, setError] = useState<string | null>(null)
  const mark = useMarkAccommodation(props.eventId)
  if (!a) return null
  const submit = () =>
    mark.mutate(
      { id: a.id, status, staffNote: note.trim() || null },
      {
        onSuccess: () => {
          toast({
            title: 'Request updated',
            description: `${a.label}: ${ACCOMMODATION_STATUS_LABELS[status]}`,
          })
          props.onClose()
        },
        onError: (e) => setError(e instanceof ApiError ? e.userMessage : 'Failed to update the request'),
      },
    )
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Accommodation: {a.label}</DialogTitle>
          <DialogDescription>
            {attendeeName(props.attendee) ?? props.attendee.email} sees your answer and note in My Events.
          </DialogDescription>
        </DialogHeader>
        {a.note && (
          <p className="rounded-md bg-muted p-3 text-sm">
            <span className="font-medium">Their note:</span> {a.note}
          </p>
        )}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Answer</legend>
          <div className="flex flex-wrap gap-2">
            {(['arranged', 'not_possible'] as const).map((value) => (
              <label
                key={value}
                className="flex min-h-10 cursor-pointer items-center rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  className="sr-only"
                  name="accommodation-status"
                  value={value}
                  checked={status === value}
                  onChange={() => setStatus(value)}
                />
                {ACCOMMODATION_STATUS_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-1.5">
          <Label htmlFor="accommodation-note">Note to the family (optional)</Label>
          <Textarea
            id="accommodation-note"
            value={note}
            maxLength={ACCOMMODATION_NOTE_MAX}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose}>
            Close
          </Button>
          <Button onClick={submit} disabled={mark.isPending}>
            {mark.isPending ? 'Saving…' : 'Save answer'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
