import { useState } from 'react'
import { Link } from 'wouter'
import type { Event } from '../../../domain/events'
import { isStaff } from '../../../domain/roles'
import { EventStatusBadge } from '../../components/event-status-badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { useAuth } from '../../lib/auth'
import { duplicateEventHref, editEventHref } from '../../lib/event-links'
import { usePublishEvent } from './api'

type CardEvent = Pick<Event, 'id' | 'status' | 'enrolled' | 'capacity' | 'spotsLeft' | 'hasWebinarLink'>

/**
 * Staff card on the event page (public-parent-provider.md §6): status, webinar link, stats, and for
 * admins (the only role the API lets act) Edit, Publish (drafts) and Download Registrations.
 */
export default function EventManagementCard({ event }: { event: CardEvent }) {
  const { role } = useAuth()
  const publish = usePublishEvent()
  // Exports leave phone numbers out unless asked for (issue 33).
  const [withPhone, setWithPhone] = useState(false)
  if (!isStaff(role)) return null
  const admin = role === 'admin'
  const fillRate = event.capacity > 0 ? Math.round((event.enrolled / event.capacity) * 100) : 0

  const onPublish = () =>
    publish.mutate(event.id, {
      onSuccess: () =>
        toast({
          title: 'Event Published Successfully!',
          description:
            'Your event is now live and visible to parents. Confirmation emails have been sent to staff and subscribers.',
        }),
      onError: (e) =>
        toast({
          title: 'Publish Failed',
          description:
            (e instanceof ApiError && e.userMessage) || 'Failed to publish event. Please try again.',
          variant: 'destructive',
        }),
    })

  return (
    <Card data-testid="event-management-card" role="region" aria-labelledby={`emc-${event.id}`}>
      <CardHeader>
        {/* A section of the page (h2), styled as the card titles (h3) are: an h2 inside an h3 is invalid. */}
        <h2 id={`emc-${event.id}`} className="text-lg font-semibold leading-tight">
          Event Management
        </h2>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <dl className="grid grid-cols-2 gap-2">
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <EventStatusBadge status={event.status} />
          </dd>
          <dt className="text-muted-foreground">Webinar link</dt>
          <dd>{event.hasWebinarLink ? 'Configured' : 'Not set'}</dd>
          <dt className="text-muted-foreground">Registered</dt>
          <dd>
            {event.enrolled}/{event.capacity}
          </dd>
          <dt className="text-muted-foreground">Available</dt>
          <dd>{event.spotsLeft}</dd>
          <dt className="text-muted-foreground">Fill rate</dt>
          <dd>{fillRate}%</dd>
        </dl>
        {admin && (
          <div className="flex flex-col gap-2">
            <Button asChild variant="outline">
              <Link href={editEventHref(event.id)}>Edit Event Details</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={duplicateEventHref(event.id)}>Duplicate Event</Link>
            </Button>
            {event.status === 'draft' && (
              <Button onClick={onPublish} disabled={publish.isPending}>
                {publish.isPending ? 'Publishing…' : 'Publish Event'}
              </Button>
            )}
            {event.status !== 'draft' && event.enrolled > 0 && (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={withPhone}
                  onChange={(e) => setWithPhone(e.target.checked)}
                />
                Include phone numbers
              </label>
            )}
            {event.status !== 'draft' && event.enrolled > 0 && (
              // A same-origin link with `download`: the file arrives without an empty tab left behind.
              <Button asChild variant="outline">
                <a
                  href={`/api/events/${event.id}/export-registrations${withPhone ? '?phone=true' : ''}`}
                  target="_blank"
                  rel="noopener"
                  download
                >
                  Download Registrations ({event.enrolled})
                </a>
              </Button>
            )}
            {event.status !== 'draft' && event.enrolled > 0 && (
              // The spreadsheet (XLSX) above; the same rows as CSV for tools that want plain text.
              <Button asChild variant="ghost">
                <a
                  href={`/api/events/${event.id}/export-registrations?format=csv${withPhone ? '&phone=true' : ''}`}
                  download
                  aria-label="Download Registrations as CSV"
                >
                  CSV
                </a>
              </Button>
            )}
            <Button asChild variant="ghost">
              <Link href={`/events/${event.id}/attendees`}>View Attendees</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
