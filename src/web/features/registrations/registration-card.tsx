import { useRef, useState } from 'react'
import { Link } from 'wouter'
import { googleCalendarUrl, outlookCalendarUrl } from '../../../domain/calendar-links'
import { DATE_FORMAT, formatIn, formatTimeIn, zoneAbbreviation } from '../../../domain/datetime'
import { EVENT_STATUS_LABELS, type EventStatus } from '../../../domain/event-rules'
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
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { joinLinkHint } from '../../lib/join-link-hint'
import { moveFocusWhen } from '../../lib/move-focus'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { messageOr, useCancelRegistration } from './api'

const statusLabel = (s: string) => EVENT_STATUS_LABELS[s as EventStatus] ?? s
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
 * one has no page to open.
 */
export function RegistrationCard({ r, upcoming }: { r: MyRegistration; upcoming: boolean }) {
  const timeZone = useViewerTimeZone()
  const start = new Date(r.date)
  const cancelled = r.status === 'cancelled'
  const live = upcoming && !cancelled
  const join = r.webinarLink || r.zohoWebinarJoinUrl
  const cancel = useCancelRegistration()
  const [confirming, setConfirming] = useState(false)
  const cardRef = useRef<HTMLDivElement>(null)
  const links = {
    title: r.title,
    description: r.description,
    start,
    durationMinutes: r.duration,
    url: `${window.location.origin}/events/${r.eventId}`,
  }
  return (
    <Card ref={cardRef} className="overflow-hidden" data-testid="registration-card">
      {r.bannerImageUrl && (
        <img src={r.bannerImageUrl} alt="" className="h-36 w-full object-cover" loading="lazy" />
      )}
      <CardContent className="space-y-3 pt-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 tabIndex={-1} className="font-semibold leading-tight">
              {r.title}
            </h3>
            <p className="text-sm text-muted-foreground">{r.providerName}</p>
          </div>
          <Badge variant="secondary">{statusLabel(r.status)}</Badge>
        </div>
        <p className="text-sm">
          {formatIn(start, timeZone, 'EEEE, MMMM d, yyyy')}
          <br />
          {formatTimeIn(start, timeZone)} {zoneAbbreviation(start, timeZone)} · {r.duration} minutes
        </p>
        <p className="text-sm text-muted-foreground">{r.eventType}</p>
        <p className="line-clamp-2 text-sm">{r.description}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>Payment Status:</span>
          <Badge variant={r.paymentStatus === 'succeeded' ? 'success' : 'outline'}>
            {paymentStatusLabel(r.paymentStatus)}
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          Registered {formatIn(r.registrationDate, timeZone, DATE_FORMAT)}
        </p>
        {cancelled && (
          <p className="rounded-md bg-destructive/10 p-3 text-sm" data-testid="cancelled-note">
            This event has been cancelled.
            {r.amountCents > 0 && ' Your payment will be refunded in full; you do not need to do anything.'}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {r.status !== 'archived' && (
            <Button asChild size="sm" variant="outline">
              <Link href={`/events/${r.eventId}`}>View Details</Link>
            </Button>
          )}
          {live && join && (
            <Button asChild size="sm">
              <a href={join} target="_blank" rel="noreferrer">
                Join Event
              </a>
            </Button>
          )}
          {!cancelled && (
            <Button asChild size="sm" variant="ghost">
              <a href={`/api/events/${r.eventId}/calendar.ics`}>Add to Calendar (.ics)</a>
            </Button>
          )}
          {live && (
            <>
              <Button asChild size="sm" variant="ghost">
                <a href={googleCalendarUrl(links)} target="_blank" rel="noreferrer">
                  Google Calendar
                </a>
              </Button>
              <Button asChild size="sm" variant="ghost">
                <a href={outlookCalendarUrl(links)} target="_blank" rel="noreferrer">
                  Outlook
                </a>
              </Button>
            </>
          )}
          {live && r.canCancel && (
            <Button
              size="sm"
              variant="ghost"
              className="text-destructive"
              onClick={() => setConfirming(true)}
            >
              Cancel registration
            </Button>
          )}
        </div>
        {live && !join && (
          <p className="text-xs text-muted-foreground">{joinLinkHint(r.joinAvailableAt, timeZone)}</p>
        )}
      </CardContent>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel your registration?</AlertDialogTitle>
            <AlertDialogDescription>
              Your seat for {r.title} will be given to the next family waiting.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep my seat</AlertDialogCancel>
            <AlertDialogAction
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
