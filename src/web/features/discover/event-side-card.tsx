import { AlertCircle, CalendarDays, Clock, Hourglass, Users, Video } from 'lucide-react'
import { useRef } from 'react'
import { Link, useLocation } from 'wouter'
import { audienceRefusal } from '../../../domain/audience'
import { formatDateIn, formatTimeIn, zoneAbbreviation } from '../../../domain/datetime'
import { type ClosedReason, closedReason, FEW_LEFT_THRESHOLD, REFUSALS } from '../../../domain/event-rules'
import type { Event } from '../../../domain/events'
import { formatPrice } from '../../../domain/money'
import type { WaitlistEntry } from '../../../domain/registrations'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { loginHref, useAuth } from '../../lib/auth'
import { joinLinkHint } from '../../lib/join-link-hint'
import { moveFocusWhen } from '../../lib/move-focus'
import { type MyRegistration, useLeaveWaitlist, useMyRegistration, useMyWaitlistEntry } from './api'

/** Spec §9: the external-form info toast stays 10 seconds. */
const ZOHO_TOAST_MS = 10_000

function JoinArea({ registration, timeZone }: { registration: MyRegistration; timeZone: string }) {
  const { webinarJoinUrl, joinAvailableAt } = registration
  return (
    <div className="rounded-md bg-primary/10 p-3 text-sm" data-testid="join-area">
      <p className="mb-2 flex items-center gap-2 font-medium">
        <Video className="size-4" aria-hidden="true" /> You're registered
      </p>
      {webinarJoinUrl ? (
        <Button asChild className="w-full">
          <a href={webinarJoinUrl} target="_blank" rel="noopener noreferrer">
            Join Event
          </a>
        </Button>
      ) : (
        <p>{joinLinkHint(joinAvailableAt ?? '', timeZone)}</p>
      )}
    </div>
  )
}

/** Why registration is closed (spec §4), in the server's words; nothing when it is open. */
function ClosedNotice({ reason, isAdmin }: { reason: ClosedReason | null; isAdmin: boolean }) {
  if (reason === null) return null
  if (reason === 'draft') {
    return (
      <Alert>
        <AlertCircle className="size-4" aria-hidden="true" />
        <AlertTitle>{REFUSALS.draft}</AlertTitle>
        <AlertDescription>
          {isAdmin
            ? 'Edit the event details and publish it to open registration.'
            : 'Please check back later.'}
        </AlertDescription>
      </Alert>
    )
  }
  // A past or archived event is not an error the family made: a calm notice, not a red one.
  const calm = reason === 'past' || reason === 'archived'
  return (
    <Alert variant={calm ? 'default' : 'destructive'} data-testid="closed-notice">
      <AlertTitle>{REFUSALS[reason]}</AlertTitle>
      {reason === 'past' && (
        <AlertDescription>
          <Link href="/events" className="underline">
            See upcoming events
          </Link>
        </AlertDescription>
      )}
    </Alert>
  )
}

/**
 * A family's place on a full event's waitlist: the seat held for them (with its deadline) or their place in line,
 * and a way out either way, so a seat nobody wants is not held for a day.
 */
function WaitlistArea({
  entry,
  timeZone,
  onComplete,
  focusAfterLeaving,
}: {
  entry: WaitlistEntry
  timeZone: string
  onComplete(): void
  /** Where focus goes once this area is gone: the button that replaces it. */
  focusAfterLeaving(): (HTMLElement | null)[]
}) {
  const leave = useLeaveWaitlist(entry.eventId)
  const areaRef = useRef<HTMLDivElement>(null)
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
    <div ref={areaRef} className="space-y-2 rounded-md bg-muted p-3 text-sm" data-testid="waitlist-area">
      <p className="font-medium">You're on the waitlist</p>
      <p>
        {entry.position ? `You are number ${entry.position} in line. ` : ''}We'll email you if a seat opens.
      </p>
      {leaveButton}
    </div>
  )
}

export function EventSideCard({ event, timeZone }: { event: Event; timeZone: string }) {
  const { isAuthenticated, role } = useAuth()
  const [, navigate] = useLocation()
  const mine = useMyRegistration(event.id, isAuthenticated).data
  // A family that already holds a place is shown it, not offered the wizard again (which would refuse them).
  const registration = isAuthenticated ? mine : null
  const closed = closedReason(event)
  const blocked = closed !== null
  const audienceBlock = isAuthenticated ? audienceRefusal(role, event.audience) : null
  const full = closed === 'soldOut'
  const waitlistEntry = useMyWaitlistEntry(event.id, isAuthenticated && full).data ?? null
  const onWaitlist = full && !registration && waitlistEntry !== null
  const seatHeld = onWaitlist && waitlistEntry?.status === 'offered'
  const canWaitlist = full && !onWaitlist
  const left = event.spotsLeft
  const registerPath = `/events/${event.id}/register`
  const joinWaitlistRef = useRef<HTMLButtonElement>(null)
  const registerRef = useRef<HTMLButtonElement>(null)

  const onRegister = () => {
    if (!isAuthenticated) {
      window.location.assign(loginHref(`/events/${event.id}?register=true`))
      return
    }
    if (audienceBlock) {
      toast({ title: 'Cannot Register', description: audienceBlock, variant: 'destructive' })
      return
    }
    if (event.zohoRegistrationUrl) {
      window.open(event.zohoRegistrationUrl, '_blank', 'noopener,noreferrer')
      toast({
        title: 'Step 1: Register via Zoho',
        description: 'Complete the registration form in the new tab, then finish here.',
        duration: ZOHO_TOAST_MS,
      })
    }
    navigate(registerPath)
  }

  return (
    <Card className="lg:sticky lg:top-4">
      <CardContent className="space-y-4 pt-6">
        <p className="text-2xl font-bold" data-testid="event-price">
          {formatPrice(event.priceCents)}
        </p>
        <dl className="space-y-2 text-sm">
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">Date</dt>
            <dd>{formatDateIn(event.date, timeZone)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">Time</dt>
            <dd>
              {formatTimeIn(event.date, timeZone)} {zoneAbbreviation(event.date, timeZone)}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <Hourglass className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">Duration</dt>
            <dd>{event.duration} minutes</dd>
          </div>
          <div className="flex items-center gap-2">
            <Users className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">Capacity</dt>
            <dd>
              {event.enrolled}/{event.capacity} registered
            </dd>
          </div>
        </dl>
        {left >= 1 && left <= FEW_LEFT_THRESHOLD && !blocked && (
          <p className="font-medium text-amber-700 dark:text-amber-400">Only {left} spots left!</p>
        )}
        {registration && closed !== 'cancelled' && (
          <JoinArea registration={registration} timeZone={timeZone} />
        )}
        {/* A family holding an offered seat is not told the event is sold out: one of its seats is theirs. */}
        {!seatHeld && <ClosedNotice reason={closed} isAdmin={role === 'admin'} />}
        {onWaitlist && waitlistEntry && (
          <WaitlistArea
            entry={waitlistEntry}
            timeZone={timeZone}
            onComplete={() => navigate(registerPath)}
            focusAfterLeaving={() => [joinWaitlistRef.current, registerRef.current]}
          />
        )}
        {!blocked && audienceBlock && (
          <Alert variant="destructive">
            <AlertTitle>{audienceBlock}</AlertTitle>
            <AlertDescription>
              <Link href="/events" className="underline">
                See other events
              </Link>{' '}
              open to you.
            </AlertDescription>
          </Alert>
        )}
        {!blocked && !registration && (
          <Button ref={registerRef} className="w-full" size="lg" onClick={onRegister}>
            Register
          </Button>
        )}
        {canWaitlist && !registration && (
          // The user guide promises a waitlist: the wizard offers "Join waitlist" on a full event.
          <Button ref={joinWaitlistRef} className="w-full" size="lg" variant="outline" onClick={onRegister}>
            Join waitlist
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
