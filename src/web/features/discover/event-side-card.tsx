import { CalendarDays, Clock, Hourglass, Users } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { audienceRefusal, closedReason } from '../../../domain/booking-rules'
import { formatDateIn, formatTimeIn, zoneAbbreviation } from '../../../domain/datetime'
import { FEW_LEFT_THRESHOLD } from '../../../domain/event-rules'
import type { Event } from '../../../domain/events'
import { formatPrice } from '../../../domain/money'
import { isStaff } from '../../../domain/roles'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { loginHref, useAuth } from '../../lib/auth'
import { JOINED_WAITLIST_TOAST, useJoinWaitlist } from '../../lib/join-waitlist'
import { keepFocusThrough, moveFocusWhen } from '../../lib/move-focus'
import { cn } from '../../lib/utils'
import { useFacilitating, useMyRegistration, useMyWaitlistEntry } from './api'
import { AudienceAlert, ClosedNotice, FacilitatingNotice, JoinArea } from './side-card-notices'
import { nextPhaseChange, sideCardState } from './side-card-state'
import { WaitlistArea } from './waitlist-area'

/** Spec §9: the external-form info toast stays 10 seconds. */
const ZOHO_TOAST_MS = 10_000
/** setTimeout's ceiling (about 24.8 days); a later change is picked up by the next render. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * The current time, renewed when the event starts and when it ends, so Register and Join Event go on time.
 * `beforeChange` runs just before the card re-renders for the new phase.
 */
function usePhaseClock(event: Pick<Event, 'date' | 'duration'>, beforeChange: () => void): Date {
  const [now, setNow] = useState(() => new Date())
  const onChange = useRef(beforeChange)
  onChange.current = beforeChange
  useEffect(() => {
    const next = nextPhaseChange(event, now)
    if (!next) return
    const wait = Math.min(Math.max(next.getTime() - Date.now(), 0) + 50, MAX_TIMER_MS)
    const timer = setTimeout(() => {
      onChange.current()
      setNow(new Date())
    }, wait)
    return () => clearTimeout(timer)
  }, [event, now])
  return now
}

export function EventSideCard({ event, timeZone }: { event: Event; timeZone: string }) {
  const { isAuthenticated, role } = useAuth()
  const [, navigate] = useLocation()
  const cardRef = useRef<HTMLDivElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  // Register (at the start) or Join Event (at the end) may go while it has focus: focus then goes to the notice
  // that replaces it, so it is read and Tab goes on from there (WCAG 2.4.3).
  const now = usePhaseClock(event, () => {
    keepFocusThrough(cardRef.current, () => [noticeRef.current, cardRef.current])
  })
  const mine = useMyRegistration(event.id, isAuthenticated).data
  // A family that already holds a place is shown it, not offered the wizard again (which would refuse them).
  const registration = isAuthenticated ? (mine ?? null) : null
  const audienceBlock = isAuthenticated ? audienceRefusal(role, event.audience) : null
  const waitlistEntry =
    useMyWaitlistEntry(event.id, isAuthenticated && closedReason(event, now) === 'soldOut').data ?? null
  const facilitating = useFacilitating(event.id, isAuthenticated && role === 'provider')
  const view = sideCardState({
    event,
    now,
    audienceBlocked: audienceBlock !== null,
    registered: registration !== null,
    facilitating,
    waitlistStatus:
      waitlistEntry?.status === 'offered' || waitlistEntry?.status === 'waiting'
        ? waitlistEntry.status
        : null,
  })
  const joinWaitlist = useJoinWaitlist(event.id)
  const left = event.spotsLeft
  const registerPath = `/events/${event.id}/register`
  const joinWaitlistRef = useRef<HTMLButtonElement>(null)
  const registerRef = useRef<HTMLButtonElement>(null)
  const waitlistAreaRef = useRef<HTMLDivElement>(null)

  const onRegister = () => {
    if (!isAuthenticated) {
      window.location.assign(loginHref(`/events/${event.id}?register=true`))
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

  // One step, no wizard: there is nothing to pay or choose until a seat is offered (decision R15).
  const onJoinWaitlist = () => {
    if (!isAuthenticated) {
      window.location.assign(loginHref(`/events/${event.id}`))
      return
    }
    const button = joinWaitlistRef.current
    joinWaitlist.mutate(undefined, {
      onSuccess: () => {
        toast(JOINED_WAITLIST_TOAST)
        if (button)
          moveFocusWhen(
            () => !button.isConnected,
            () => [waitlistAreaRef.current],
          )
      },
      onError: (e) =>
        toast({
          title: 'Error',
          description: e instanceof ApiError ? e.userMessage : 'An unexpected error occurred',
          variant: 'destructive',
        }),
    })
  }

  return (
    // Wide screens keep the card in view while the details scroll, below the sticky header (h-14 + 1rem: never
    // under it). Staff have the Event Management card beneath it in the same column: a sticky card would slide
    // over it and take its clicks, so for them it scrolls with the page (issue 26.6).
    <Card
      ref={cardRef}
      className={cn(!isStaff(role) && 'lg:sticky lg:top-[4.5rem]')}
      data-testid="event-side-card"
    >
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
        {left >= 1 && left <= FEW_LEFT_THRESHOLD && view.closed === null && (
          <p className="font-medium text-amber-700 dark:text-amber-400">Only {left} spots left!</p>
        )}
        {registration && view.registration && (
          <JoinArea registration={registration} canJoin={view.registration.canJoin} timeZone={timeZone} />
        )}
        <ClosedNotice ref={noticeRef} notice={view.notice} isAdmin={role === 'admin'} />
        {view.waitlist && waitlistEntry && (
          <WaitlistArea
            entry={waitlistEntry}
            timeZone={timeZone}
            areaRef={waitlistAreaRef}
            onComplete={() => navigate(registerPath)}
            focusAfterLeaving={() => [joinWaitlistRef.current, registerRef.current]}
          />
        )}
        {view.audienceAlert && audienceBlock && <AudienceAlert message={audienceBlock} />}
        {view.facilitating && <FacilitatingNotice />}
        {view.register && (
          <Button ref={registerRef} className="w-full" size="lg" onClick={onRegister}>
            Register
          </Button>
        )}
        {view.joinWaitlist && (
          <Button
            ref={joinWaitlistRef}
            className="w-full"
            size="lg"
            variant="outline"
            onClick={onJoinWaitlist}
            disabled={joinWaitlist.isPending}
          >
            Join waitlist
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
