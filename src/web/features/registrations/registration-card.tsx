import { CalendarPlus } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link } from 'wouter'
import { ACCOMMODATION_STATUS_LABELS } from '../../../domain/accommodations'
import { googleCalendarUrl, outlookCalendarUrl } from '../../../domain/calendar-links'
import { DATE_FORMAT, formatIn, formatTimeIn, zoneAbbreviation } from '../../../domain/datetime'
import { paymentStatusLabel } from '../../../domain/payments'
import type { MyRegistration } from '../../../domain/registrations'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog'
import { Badge } from '../../components/ui/badge'
import { Button, buttonVariants } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { joinLinkHint } from '../../lib/join-link-hint'
import { moveFocusWhen } from '../../lib/move-focus'
import { useSiteUrl } from '../../lib/public-config'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { messageOr, useCancelRegistration } from './api'
import { needsTeamToCancel, registrationBadge } from './card-badge'
import { RegistrationMessages } from './registration-messages'
import { TeamCancelsNote } from './team-cancels-note'

const titleOf = (card: Element | null) => card?.querySelector<HTMLElement>('h3')

/** A cancelled card leaves the list once it is refetched: focus the next card's title, else the previous one's, else the tab panel. */
function focusNeighbourWhenGone(card: HTMLElement) {
  const next = card.nextElementSibling
  const previous = card.previousElementSibling
  const panel = card.closest<HTMLElement>('[role="tabpanel"]')
  moveFocusWhen(
    () => !card.isConnected,
    () => [titleOf(next), titleOf(previous), panel],
  )
}

/**
 * One registration in My Events (spec §2), its times in the viewer's zone like the event page. A cancelled event
 * keeps its card (it is the family's record) but offers nothing to join, cancel or add to a calendar; an archived
 * one has no page to open. The actions sit at the foot of the card, so cards side by side line them up.
 */
export function RegistrationCard({ r, upcoming }: { r: MyRegistration; upcoming: boolean }) {
  const timeZone = useViewerTimeZone()
  const start = new Date(r.date)
  const now = new Date()
  const cancelled = r.status === 'cancelled'
  const live = upcoming && !cancelled
  const join = r.webinarLink || r.zohoWebinarJoinUrl
  const cancel = useCancelRegistration()
  const [confirming, setConfirming] = useState(false)
  const cardRef = useRef<HTMLDivElement>(null)
  const eventUrl = useSiteUrl(`/events/${r.eventId}`)
  const links = {
    title: r.title,
    description: r.description,
    start,
    durationMinutes: r.duration,
    url: eventUrl,
  }
  const badge = registrationBadge(r, now)
  const calendarLink =
    'inline-flex min-h-6 items-center rounded-sm font-medium text-primary underline-offset-4 hover:underline'
  return (
    <Card ref={cardRef} className="flex h-full flex-col overflow-hidden" data-testid="registration-card">
      {r.bannerImageUrl && (
        <img src={r.bannerImageUrl} alt="" className="h-36 w-full object-cover" loading="lazy" />
      )}
      <CardContent className="flex flex-1 flex-col gap-3 pt-4">
        {/* The badge has a line of its own, so it sits in the same place whatever the title's length. */}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 text-xs font-medium text-muted-foreground">{r.eventType}</p>
          <Badge variant={badge.tone} className="shrink-0" data-testid="registration-status">
            {badge.label}
          </Badge>
        </div>
        <div>
          <h3 tabIndex={-1} className="font-semibold leading-tight">
            {r.title}
          </h3>
          <p className="text-sm text-muted-foreground">{r.providerName}</p>
        </div>
        <p className="text-sm">
          {formatIn(start, timeZone, 'EEEE, MMMM d, yyyy')}
          <br />
          {formatTimeIn(start, timeZone)} {zoneAbbreviation(start, timeZone)} · {r.duration} minutes
        </p>
        <p className="line-clamp-2 text-sm text-muted-foreground">{r.description}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-2">
            Payment Status:
            {/* Spec §4: "Paid" when succeeded; the other states in the same capitalised words (26.14). */}
            <Badge variant={r.paymentStatus === 'succeeded' ? 'success' : 'outline'}>
              {paymentStatusLabel(r.paymentStatus)}
            </Badge>
          </span>
          <span className="text-xs text-muted-foreground">
            Registered {formatIn(r.registrationDate, timeZone, DATE_FORMAT)}
          </span>
        </div>
        {r.accommodation && (
          <div className="rounded-md border p-3 text-sm" data-testid="accommodation-status">
            <p className="font-medium">
              {`${r.accommodation.label}: ${ACCOMMODATION_STATUS_LABELS[r.accommodation.status].toLowerCase()}`}
            </p>
            {r.accommodation.staffNote && (
              <p className="text-muted-foreground">Note from our team: {r.accommodation.staffNote}</p>
            )}
          </div>
        )}
        {cancelled && (
          <p className="rounded-md bg-destructive/10 p-3 text-sm" data-testid="cancelled-note">
            This event has been cancelled.
            {r.amountCents > 0 && ' Your payment will be refunded in full; you do not need to do anything.'}
          </p>
        )}
        {live && !join && (
          <p className="text-xs text-muted-foreground">{joinLinkHint(r.joinAvailableAt, timeZone)}</p>
        )}
        {needsTeamToCancel(r, now) && <TeamCancelsNote title={r.title} />}
        <RegistrationMessages eventId={r.eventId} timeZone={timeZone} />
        <div className="mt-auto space-y-2 border-t pt-3">
          <div className="flex flex-wrap items-center gap-2">
            {live && join && (
              <Button asChild size="sm">
                <a href={join} target="_blank" rel="noreferrer">
                  Join Event
                </a>
              </Button>
            )}
            {r.status !== 'archived' && (
              <Button asChild size="sm" variant="outline">
                <Link href={`/events/${r.eventId}`}>View Details</Link>
              </Button>
            )}
            {!live && !cancelled && (
              <Button asChild size="sm" variant="outline">
                <Link href={`/review/${r.registrationId}`}>Review</Link>
              </Button>
            )}
            {!live && !cancelled && (
              <Button asChild size="sm" variant="ghost">
                <a href={`/api/registrations/${r.registrationId}/certificate.pdf`} download>
                  Certificate (PDF)
                </a>
              </Button>
            )}
            {live && r.canCancel && (
              <Button
                size="sm"
                variant="ghost"
                className="ml-auto text-destructive"
                onClick={() => setConfirming(true)}
              >
                Cancel registration
              </Button>
            )}
          </div>
          {!cancelled && (
            // The same two lines on every card, whatever its width: the file, then the online calendars.
            <div className="space-y-1 text-sm">
              <div className="flex items-center gap-2">
                <CalendarPlus className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <a className={calendarLink} href={`/api/events/${r.eventId}/calendar.ics`}>
                  Add to Calendar (.ics)
                </a>
              </div>
              {live && (
                <div className="flex flex-wrap gap-x-4 pl-6">
                  <a
                    className={calendarLink}
                    href={googleCalendarUrl(links)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Google Calendar
                  </a>
                  <a
                    className={calendarLink}
                    href={outlookCalendarUrl(links)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Outlook
                  </a>
                </div>
              )}
            </div>
          )}
        </div>
      </CardContent>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel your registration?</AlertDialogTitle>
            <AlertDialogDescription>
              Your seat for {r.title} will be released for another family.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep my seat</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() => {
                const card = cardRef.current
                cancel.mutate(r.registrationId, {
                  onSuccess: () => {
                    // The toast is a live region: it says what happened wherever focus lands.
                    toast({
                      title: 'Registration cancelled',
                      description: `You are no longer registered for ${r.title}.`,
                    })
                    if (card) focusNeighbourWhenGone(card)
                  },
                  onError: (e) =>
                    toast({
                      title: 'Error',
                      description: messageOr(e, 'An unexpected error occurred'),
                      variant: 'destructive',
                    }),
                })
              }}
            >
              Cancel registration
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  )
}
