import { CheckCircle2Icon, CircleIcon } from 'lucide-react'
import { Link, useParams } from 'wouter'
import { formatIn, zoneAbbreviation } from '../../../domain/datetime'
import { AccessDenied } from '../../components/access-denied'
import { AccommodationBadge } from '../../components/accommodation-badge'
import { AttendanceButton } from '../../components/attendance-button'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { EventUnavailable } from '../../components/page-state'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ApiError } from '../../lib/api'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { sessionKeys, useSessionAttendees } from './api'

const fullName = (a: { firstName: string | null; lastName: string | null }) =>
  [a.firstName, a.lastName].filter(Boolean).join(' ') || 'Unnamed family'

/** /provider/events/{id}/attendees: the families of one session the provider facilitates, with attendance. */
export default function SessionAttendeesPage() {
  const { id = '' } = useParams<{ id: string }>()
  const { role, isLoading } = useAuth()
  const allowed = role === 'provider' || role === 'admin'
  const q = useSessionAttendees(id, allowed)
  const timeZone = useViewerTimeZone()
  useDocumentTitle(q.data ? `Families · ${q.data.event.title}` : 'Families')

  if (isLoading || (allowed && q.isLoading)) return <PageSkeleton />
  if (!allowed || (q.error instanceof ApiError && q.error.status === 403))
    return <AccessDenied message="Only the providers of this session can see its families." />
  if (q.isError || !q.data) return <EventUnavailable error={q.error} onRetry={() => void q.refetch()} />

  const { event, attendees } = q.data
  const attended = attendees.filter((a) => a.attendedAt).length
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <div>
        <Link href="/provider/dashboard" className="inline-flex min-h-6 items-center text-sm underline">
          Back to My Dashboard
        </Link>
        <h1 className="mt-2 text-2xl font-bold">Families</h1>
        <p className="text-muted-foreground">
          {event.title} · {formatIn(event.date, timeZone, 'EEE, MMM d, yyyy h:mm a')}{' '}
          {zoneAbbreviation(event.date, timeZone)}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" aria-live="polite">
          {attendees.length} registered · {attended} attended
        </p>
        <Button asChild size="sm">
          <Link href={`/provider/events/${event.id}/message`}>Message families</Link>
        </Button>
        {new Date(event.date).getTime() + event.duration * 60_000 < Date.now() && role === 'provider' && (
          <Button asChild size="sm" variant="outline">
            <a href={`/api/my-events/${event.id}/certificate.pdf`} download>
              My certificate (PDF)
            </a>
          </Button>
        )}
      </div>
      {!event.canMark && (
        <p className="rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">
          Attendance is recorded when a family opens their join link, from 15 minutes before the start. You
          can correct it by hand from then on.
        </p>
      )}
      {attendees.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-muted-foreground">No one has registered yet.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Families registered">
          {attendees.map((a) => {
            const name = fullName(a)
            return (
              <li key={a.registrationId} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-medium [overflow-wrap:anywhere]">{name}</p>
                  {a.attendedAt ? (
                    <Badge className="mt-1 gap-1">
                      <CheckCircle2Icon className="size-3" aria-hidden />
                      Attended {formatIn(a.attendedAt, timeZone, 'h:mm a')}
                      {a.markedByHand ? ' (marked by hand)' : ''}
                    </Badge>
                  ) : (
                    <Badge variant="secondary" className="mt-1 gap-1">
                      <CircleIcon className="size-3" aria-hidden />
                      Not attended{a.markedByHand ? ' (marked by hand)' : ''}
                    </Badge>
                  )}
                  {a.accommodation && (
                    <span className="mt-1 ml-2 inline-flex">
                      <AccommodationBadge label={a.accommodation.label} status={a.accommodation.status} />
                    </span>
                  )}
                </div>
                {event.canMark && (
                  <AttendanceButton
                    registrationId={a.registrationId}
                    name={name}
                    attended={!!a.attendedAt}
                    invalidate={sessionKeys.attendees(event.id)}
                  />
                )}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
