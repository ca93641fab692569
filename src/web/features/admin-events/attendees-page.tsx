import { useEffect, useState } from 'react'
import { Link, useParams } from 'wouter'
import type { Attendee } from '../../../domain/admin-registrations'
import { canMarkAttendance } from '../../../domain/attendance'
import { AccessDenied } from '../../components/access-denied'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { EventUnavailable } from '../../components/page-state'
import { useAuth } from '../../lib/auth'
import { focusIsLost } from '../../lib/move-focus'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { AccommodationDialog } from './accommodation-dialog'
import { adminEventKeys, useAttendees, useStaffEvent } from './api'
import { AttendeesList, visibleStatusOf } from './attendees-list'
import { CancelRegistrationDialog } from './cancel-registration-dialog'
import EventManagementCard from './event-management-card'

/** /events/{id}/attendees: registrations of one event, with cancel-and-refund (admin). */
export default function AttendeesPage() {
  const { id = '' } = useParams<{ id: string }>()
  const { role, isLoading } = useAuth()
  const event = useStaffEvent(role === 'admin' ? id : null)
  const attendees = useAttendees(id, role === 'admin')
  const [cancelling, setCancelling] = useState<Attendee | null>(null)
  const [answering, setAnswering] = useState<Attendee | null>(null)
  // After a cancellation the row's Cancel button goes away: its status cell ("cancelled") takes focus instead.
  const [focusStatusOf, setFocusStatusOf] = useState<string | null>(null)
  const timeZone = useViewerTimeZone()
  useEffect(() => {
    if (!focusStatusOf || cancelling) return
    const row = attendees.data?.find((a) => a.id === focusStatusOf)
    if (row?.status === 'confirmed') return // not refetched yet
    setFocusStatusOf(null)
    if (focusIsLost()) visibleStatusOf(focusStatusOf)?.focus()
  }, [focusStatusOf, cancelling, attendees.data])
  useDocumentTitle(event.data ? `Attendees · ${event.data.title}` : 'Attendees')

  if (isLoading) return <PageSkeleton />
  if (role !== 'admin') return <AccessDenied message="You need staff permissions to see attendees." />
  if (event.isLoading || attendees.isLoading) return <PageSkeleton />
  if (event.isError || attendees.isError || !event.data) {
    return (
      <EventUnavailable
        error={event.error ?? attendees.error}
        onRetry={() => void Promise.all([event.refetch(), attendees.refetch()])}
      />
    )
  }
  const rows = attendees.data ?? []
  return (
    // The management card sits beside the list only where both fit (64rem inside the page, which the sidebar
    // narrows); otherwise it follows the list.
    <div className="@container mx-auto max-w-6xl px-4 py-8">
      <div className="grid gap-6 @5xl:grid-cols-[1fr_18rem]">
        <section className="min-w-0 space-y-4">
          <div>
            <Link href={`/events/${id}`} className="inline-flex min-h-6 items-center text-sm underline">
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
            <AttendeesList
              rows={rows}
              timeZone={timeZone}
              onCancel={setCancelling}
              onAccommodation={setAnswering}
              attendance={{
                canMark: canMarkAttendance(
                  { startsAt: event.data.date, durationMinutes: event.data.duration },
                  new Date(),
                ),
                invalidate: adminEventKeys.attendees(id),
              }}
            />
          )}
        </section>
        <aside className="min-w-0 max-w-md @5xl:max-w-none">
          <EventManagementCard event={event.data} />
        </aside>
      </div>
      {answering && (
        <AccommodationDialog eventId={id} attendee={answering} onClose={() => setAnswering(null)} />
      )}
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
