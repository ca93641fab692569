import { AlertCircle, CheckCircle2, Video } from 'lucide-react'
import type { Ref } from 'react'
import { Link } from 'wouter'
import { REFUSALS } from '../../../domain/event-rules'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { joinLinkHint } from '../../lib/join-link-hint'
import type { MyRegistration } from './api'
import type { SideCardNotice } from './side-card-state'

/** Spec §2: the join-link area from the family's registration; once the session is over there is nothing to join. */
export function JoinArea({
  registration,
  canJoin,
  timeZone,
}: {
  registration: MyRegistration
  canJoin: boolean
  timeZone: string
}) {
  if (!canJoin) {
    return (
      <div className="rounded-md bg-muted p-3 text-sm" data-testid="join-area">
        <p className="flex items-center gap-2 font-medium">
          <CheckCircle2 className="size-4" aria-hidden="true" /> You were registered for this event
        </p>
      </div>
    )
  }
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

const upcomingLink = (
  <Link href="/events" className="underline">
    See upcoming events
  </Link>
)

/**
 * Why registration is closed (spec §4), in the server's words; nothing when it is open. A polite status, not an
 * alert: the clock brings "happening now" and "already taken place" while the page is open (decision R18), and
 * neither is a mistake to interrupt the family for. `ref` is where focus goes when the Register it replaces had it.
 */
export function ClosedNotice({
  notice,
  isAdmin,
  ref,
}: {
  notice: SideCardNotice | null
  isAdmin: boolean
  ref?: Ref<HTMLDivElement>
}) {
  if (notice === null) return null
  if (notice === 'draft') {
    return (
      <Alert ref={ref} role="status">
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
  if (notice === 'underWay') {
    return (
      <Alert ref={ref} role="status" data-testid="closed-notice">
        <AlertTitle>This event is happening now</AlertTitle>
        <AlertDescription>Registration closed when it began. {upcomingLink}</AlertDescription>
      </Alert>
    )
  }
  // A past or archived event is not an error the family made: a calm notice, not a red one.
  const calm = notice === 'past' || notice === 'archived'
  return (
    <Alert ref={ref} role="status" variant={calm ? 'default' : 'destructive'} data-testid="closed-notice">
      <AlertTitle>{REFUSALS[notice]}</AlertTitle>
      {notice === 'past' && <AlertDescription>{upcomingLink}</AlertDescription>}
    </Alert>
  )
}

/** Spec §5: the audience refusal, with the way to events that are open to the viewer; no Register under it. */
export function AudienceAlert({ message }: { message: string }) {
  return (
    // Not an error the family made: a calm notice, as for a past event (and no alarm for a screen reader).
    <Alert role="status" data-testid="audience-alert">
      <AlertTitle>{message}</AlertTitle>
      <AlertDescription>
        <Link href="/events" className="underline">
          See other events
        </Link>{' '}
        open to you.
      </AlertDescription>
    </Alert>
  )
}

/** A provider on the page of a session they lead: what they have instead of a seat. */
export function FacilitatingNotice() {
  return (
    <Alert role="status" data-testid="facilitating-notice">
      <AlertTitle>You facilitate this session</AlertTitle>
      <AlertDescription>
        Its registrations and your calendar file are on{' '}
        <Link href="/provider/dashboard" className="underline">
          your dashboard
        </Link>
        .
      </AlertDescription>
    </Alert>
  )
}
