import { useState } from 'react'
import { Link } from 'wouter'
import { canRegister } from '../../../domain/booking-rules'
import { formatDateIn, formatTimeIn, zoneAbbreviation } from '../../../domain/datetime'
import { isSoldOut } from '../../../domain/event-rules'
import type { Event } from '../../../domain/events'
import type { WaitlistEntry } from '../../../domain/registrations'
import type { Role } from '../../../domain/roles'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { JOINED_WAITLIST_TOAST, useJoinWaitlist, WAITLIST_PROMISE } from '../../lib/join-waitlist'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { AccommodationField, accommodationReady } from './accommodation-field'
import { messageOr } from './api'

const audienceHint = (audience: Event['audience']) =>
  audience === 'providers'
    ? 'See the other events open to parents and families.'
    : 'See the other events open to providers.'

/** Step 1: the rules the server applies, shown before anyone tries (the server still decides). */
export function ReviewStep(props: {
  event: Event
  role: Role | null
  waitlist: WaitlistEntry | null
  onContinue(): Promise<void>
}) {
  const { event, role, waitlist } = props
  const timeZone = useViewerTimeZone()
  const [busy, setBusy] = useState(false)
  const [showErrors, setShowErrors] = useState(false)
  const joinWaitlist = useJoinWaitlist(event.id)
  const offered = waitlist?.status === 'offered'
  const refusal = canRegister(
    {
      status: event.status,
      audience: event.audience,
      startsAt: new Date(event.date),
      capacity: event.capacity,
      enrolled: event.enrolled,
      heldSeats: Math.max(0, event.capacity - event.enrolled - event.spotsLeft),
    },
    { role },
    new Date(),
    { ownHold: offered },
  )
  const go = async () => {
    // The request's own message shows under it (role="alert"); nothing is booked until it can be sent.
    if (!accommodationReady(event.id)) {
      setShowErrors(true)
      return
    }
    setBusy(true)
    try {
      await props.onContinue()
    } finally {
      setBusy(false)
    }
  }

  if (refusal?.reason === 'audience') {
    return (
      <div className="space-y-4">
        <Alert variant="destructive">
          <AlertTitle>Cannot Register</AlertTitle>
          <AlertDescription>
            <p>{refusal.message}</p>
            <p className="mt-1 text-muted-foreground">{audienceHint(event.audience)}</p>
          </AlertDescription>
        </Alert>
        {/* No Register button under the refusal: the server answers 403 (decision R17). */}
        <Button asChild variant="outline">
          <Link href="/events">See other events</Link>
        </Button>
      </div>
    )
  }
  if (refusal?.reason === 'sold_out' || (!offered && isSoldOut(event) && !refusal)) {
    if (waitlist?.status === 'waiting') {
      return (
        <Alert>
          <AlertTitle>You're on the waitlist</AlertTitle>
          <AlertDescription>
            You are number {waitlist.position} in line. {WAITLIST_PROMISE}
          </AlertDescription>
        </Alert>
      )
    }
    return (
      <div className="space-y-4">
        <Alert>
          <AlertTitle>This event is sold out</AlertTitle>
          <AlertDescription>Join the waitlist. {WAITLIST_PROMISE}</AlertDescription>
        </Alert>
        <Button
          disabled={joinWaitlist.isPending}
          onClick={() =>
            joinWaitlist.mutate(undefined, {
              onSuccess: () => toast(JOINED_WAITLIST_TOAST),
              onError: (e) =>
                toast({
                  title: 'Error',
                  description: messageOr(e, 'An unexpected error occurred'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Join waitlist
        </Button>
      </div>
    )
  }
  if (refusal) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{refusal.message}</AlertDescription>
      </Alert>
    )
  }
  return (
    <div className="space-y-4">
      {offered && waitlist?.offerExpiresAt && (
        <Alert>
          <AlertTitle>A seat is waiting for you</AlertTitle>
          <AlertDescription>
            We are holding it until {formatDateIn(waitlist.offerExpiresAt, timeZone)} at{' '}
            {formatTimeIn(waitlist.offerExpiresAt, timeZone)}{' '}
            {zoneAbbreviation(waitlist.offerExpiresAt, timeZone)}.
          </AlertDescription>
        </Alert>
      )}
      <AccommodationField eventId={event.id} showErrors={showErrors} />
      <Button onClick={go} disabled={busy} className="w-full sm:w-auto">
        {busy ? 'Please wait…' : event.priceCents > 0 ? 'Continue to Payment' : 'Register'}
      </Button>
    </div>
  )
}
