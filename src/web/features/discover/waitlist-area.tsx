import { Hourglass } from 'lucide-react'
import type { RefObject } from 'react'
import { formatDateIn, formatTimeIn, zoneAbbreviation } from '../../../domain/datetime'
import type { WaitlistEntry } from '../../../domain/registrations'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { WAITLIST_PROMISE } from '../../lib/join-waitlist'
import { moveFocusWhen } from '../../lib/move-focus'
import { useLeaveWaitlist } from './api'

/**
 * A family's place on a full event's waitlist: the seat held for them (with its deadline) or their place in line,
 * and a way out either way, so a seat nobody wants is not held for a day.
 */
export function WaitlistArea({
  entry,
  timeZone,
  areaRef,
  onComplete,
  focusAfterLeaving,
}: {
  entry: WaitlistEntry
  timeZone: string
  /** The area itself: focus lands here once the family has joined. */
  areaRef: RefObject<HTMLDivElement | null>
  onComplete(): void
  /** Where focus goes once this area is gone: the button that replaces it. */
  focusAfterLeaving(): (HTMLElement | null)[]
}) {
  const leave = useLeaveWaitlist(entry.eventId)
  const onLeave = () => {
    const area = areaRef.current
    leave.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'You have left the waitlist' })
        if (area) moveFocusWhen(() => !area.isConnected, focusAfterLeaving)
      },
      onError: (e) =>
        toast({
          title: 'Error',
          description: e instanceof ApiError ? e.userMessage : 'An unexpected error occurred',
          variant: 'destructive',
        }),
    })
  }
  const leaveButton = (
    <Button variant="ghost" className="w-full" onClick={onLeave} disabled={leave.isPending}>
      Leave waitlist
    </Button>
  )
  if (entry.status === 'offered' && entry.offerExpiresAt) {
    const until = entry.offerExpiresAt
    return (
      <div ref={areaRef} className="space-y-2" data-testid="waitlist-area">
        <Alert>
          <Hourglass className="size-4" aria-hidden="true" />
          <AlertTitle>A seat is held for you</AlertTitle>
          <AlertDescription>
            Until {formatDateIn(until, timeZone)} at {formatTimeIn(until, timeZone)}{' '}
            {zoneAbbreviation(until, timeZone)}. After that it goes to the next family waiting.
          </AlertDescription>
        </Alert>
        <Button className="w-full" size="lg" onClick={onComplete}>
          Complete registration
        </Button>
        {leaveButton}
      </div>
    )
  }
  return (
    <div
      ref={areaRef}
      className="space-y-2 rounded-md bg-muted p-3 text-sm outline-none"
      data-testid="waitlist-area"
    >
      <p className="font-medium">You're on the waitlist</p>
      <p>
        {entry.position ? `You are number ${entry.position} in line. ` : ''}
        {WAITLIST_PROMISE}
      </p>
      {leaveButton}
    </div>
  )
}
