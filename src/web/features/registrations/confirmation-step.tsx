import { CalendarPlus, CheckCircle2 } from 'lucide-react'
import { Link } from 'wouter'
import { googleCalendarUrl, outlookCalendarUrl } from '../../../domain/calendar-links'
import type { Event } from '../../../domain/events'
import type { EventRegistration } from '../../../domain/registrations'
import { Button } from '../../components/ui/button'
import { joinLinkHint } from '../../lib/join-link-hint'
import { useSiteUrl } from '../../lib/public-config'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { paymentReceipt } from './registration-status'

/** The last step: what happens next, and the event in the family's calendar. */
export function ConfirmationStep({
  event,
  registration,
}: {
  event: Event
  registration: EventRegistration | null
}) {
  const timeZone = useViewerTimeZone()
  const receipt = registration ? paymentReceipt(registration) : null
  const eventUrl = useSiteUrl(`/events/${event.id}`)
  const links = {
    title: event.title,
    description: event.description,
    start: new Date(event.date),
    durationMinutes: event.duration,
    url: eventUrl,
  }
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-success" />
        <div>
          <p className="text-lg font-semibold">You're registered!</p>
          {receipt && (
            <p className="text-sm" data-testid="payment-receipt">
              {receipt}
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            A confirmation is on its way to your inbox.{' '}
            {registration?.webinarJoinUrl
              ? 'Your join link is ready below.'
              : registration
                ? joinLinkHint(registration.joinAvailableAt, timeZone)
                : ''}
          </p>
        </div>
      </div>
      {registration?.webinarJoinUrl && (
        <Button asChild>
          <a href={registration.webinarJoinUrl} target="_blank" rel="noreferrer">
            Join Event
          </a>
        </Button>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={`/api/events/${event.id}/calendar.ics`} download>
            <CalendarPlus aria-hidden /> Download calendar file (.ics)
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={googleCalendarUrl(links)} target="_blank" rel="noreferrer">
            Add to Google Calendar
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={outlookCalendarUrl(links)} target="_blank" rel="noreferrer">
            Outlook
          </a>
        </Button>
      </div>
      <Button asChild variant="secondary">
        <Link href="/my-events">Go to My Events</Link>
      </Button>
    </div>
  )
}
