import { useEffect, useState } from 'react'
import { Link, useParams } from 'wouter'
import type { Attendee } from '../../../domain/admin-registrations'
import { formatIn, zoneAbbreviation } from '../../../domain/datetime'
import { formatPrice } from '../../../domain/money'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { useAuth } from '../../lib/auth'
import { focusIsLost } from '../../lib/move-focus'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useAttendees, useStaffEvent } from './api'
import { CancelRegistrationDialog } from './cancel-registration-dialog'
import EventManagementCard from './event-management-card'

const statusCellId = (registrationId: string) => `attendee-status-${registrationId}`

const paymentLabel = (s: string) =>
  s === 'succeeded' ? 'Paid' : s === 'free' ? 'Free' : s === 'refunded' ? 'Refunded' : s

/** /events/{id}/attendees: registrations of one event, with cancel-and-refund (admin). */
export default function AttendeesPage() {
  const { id = '' } = useParams<{ id: string }>()
  const { role, isLoading } = useAuth()
  const event = useStaffEvent(role === 'admin' ? id : null)
  const attendees = useAttendees(id, role === 'admin')
  const [cancelling, setCancelling] = useState<Attendee | null>(null)
  // After a cancellation the row's Cancel button goes away: its status cell ("cancelled") takes focus instead.
  const [focusStatusOf, setFocusStatusOf] = useState<string | null>(null)
  const timeZone = useViewerTimeZone()
  useEffect(() => {
    if (!focusStatusOf || cancelling) return
    const row = attendees.data?.find((a) => a.id === focusStatusOf)
    if (row?.status === 'confirmed') return // not refetched yet
    setFocusStatusOf(null)
    if (focusIsLost()) document.getElementById(statusCellId(focusStatusOf))?.focus()
  }, [focusStatusOf, cancelling, attendees.data])
  useDocumentTitle(event.data ? `Attendees · ${event.data.title}` : 'Attendees')

  if (isLoading) return <PageSkeleton />
  if (role !== 'admin') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <Alert variant="destructive">
          <AlertTitle>Access Denied</AlertTitle>
          <AlertDescription>You need staff permissions to see attendees.</AlertDescription>
        </Alert>
      </div>
    )
  }
  if (event.isLoading || attendees.isLoading) return <PageSkeleton />
  if (event.isError || attendees.isError || !event.data) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        <Alert variant="destructive">
          <AlertDescription>Event not found. Please check the link and try again.</AlertDescription>
        </Alert>
        <Button asChild variant="outline">
          <Link href="/events">Back to Events</Link>
        </Button>
      </div>
    )
  }
  const rows = attendees.data ?? []
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[1fr_18rem]">
      <section className="min-w-0 space-y-4">
        <div>
          <Link href={`/events/${id}`} className="text-sm underline">
            Back to event
          </Link>
          <h1 className="mt-2 text-2xl font-bold">Attendees</h1>
          <p className="text-muted-foreground">{event.data.title}</p>
        </div>
        {rows.length === 0 ? (
          <p className="rounded-md border p-6 text-center text-muted-foreground">
            No one has registered yet.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted/50">
                <tr>
                  <th className="p-2">Name</th>
                  <th className="p-2">Email</th>
                  <th className="p-2">Status</th>
                  <th className="p-2">Payment</th>
                  <th className="p-2">Registered</th>
                  <th className="p-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((a) => (
                  <tr key={a.id} className="border-t">
                    <td className="p-2">{[a.firstName, a.lastName].filter(Boolean).join(' ') || '—'}</td>
                    <td className="break-all p-2">{a.email}</td>
                    <td id={statusCellId(a.id)} tabIndex={-1} className="p-2">
                      <Badge variant={a.status === 'confirmed' ? 'default' : 'secondary'}>{a.status}</Badge>
                    </td>
                    <td className="p-2">
                      {paymentLabel(a.paymentStatus)}
                      {a.amountCents > 0 && ` · ${formatPrice(a.amountCents)}`}
                    </td>
                    <td className="whitespace-nowrap p-2">
                      {formatIn(a.registeredAt, timeZone, 'MMM d, yyyy h:mm a')}{' '}
                      {zoneAbbreviation(a.registeredAt, timeZone)}
                    </td>
                    <td className="p-2">
                      {a.status === 'confirmed' && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Cancel the registration of ${a.email}`}
                          onClick={() => setCancelling(a)}
                        >
                          Cancel
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <aside>
        <EventManagementCard event={event.data} />
      </aside>
      {cancelling && (
        <CancelRegistrationDialog
          eventId={id}
          eventDate={event.data.date}
          attendee={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={() => setFocusStatusOf(cancelling.id)}
        />
      )}
    </div>
  )
}
