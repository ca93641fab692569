import { CalendarDays } from 'lucide-react'
import { useEffect } from 'react'
import { useLocation, useSearchParams } from 'wouter'
import { audienceRefusal, closedReason } from '../../../domain/booking-rules'
import { formatDateIn, formatTimeIn, zoneAbbreviation } from '../../../domain/datetime'
import type { Event } from '../../../domain/events'
import { stageRangeLabel } from '../../../domain/stage'
import { EventUnavailable } from '../../components/page-state'
import { Badge } from '../../components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useEvent } from './api'
import { BackToEvents } from './back-to-events'
import { AudienceBadge, AvailabilityBadge, StatusBadge } from './event-badges'
import { EventManagementSlot } from './event-management-slot'
import { Agenda, FacilitatedBy, Materials } from './event-sections'
import { EventSideCard } from './event-side-card'
import { FallbackImage } from './fallback-image'
import { TagChips } from './tag-chips'

function DetailSkeleton() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[1fr_20rem]" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <div className="space-y-4">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </div>
      <Skeleton className="h-80 w-full" />
    </div>
  )
}

export default function EventDetailPage({ params }: { params: { id: string } }) {
  const event = useEvent(params.id)
  const timeZone = useViewerTimeZone()
  const { isAuthenticated, role } = useAuth()
  const [search] = useSearchParams()
  const [, navigate] = useLocation()
  useDocumentTitle(event.data?.title ?? (event.isError ? 'Event not found' : 'Event'))

  // Back from sign-in with register=true: continue to registration when nothing stands in the way
  // (an external form needs a click to open, so then the visitor clicks Register again).
  const e = event.data
  const wantsRegister = search.get('register') === 'true'
  useEffect(() => {
    if (!e || !wantsRegister || !isAuthenticated || e.zohoRegistrationUrl) return
    if (closedReason(e) === null && !audienceRefusal(role, e.audience))
      navigate(`/events/${e.id}/register`, { replace: true })
  }, [e, wantsRegister, isAuthenticated, role, navigate])

  if (event.isLoading) return <DetailSkeleton />
  if (event.isError || !e) return <EventUnavailable error={event.error} onRetry={() => event.refetch()} />

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <BackToEvents />
      {/* Small screens: header, then the card with date, price and Register, then the details; wide screens keep
          the card in its own column beside everything. */}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <FallbackImage
            src={e.imageUrl}
            alt={e.title}
            kind="event"
            className="h-56 w-full rounded-xl sm:h-72"
            priority
          />
          <div className="space-y-3">
            <div className="flex flex-wrap gap-2">
              {/* An event that has begun says so, not "Available". */}
              {closedReason(e) === 'past' ? (
                <AvailabilityBadge event={e} />
              ) : (
                <StatusBadge status={e.status} />
              )}
              <Badge variant="secondary">{e.eventType}</Badge>
              <Badge variant="outline">{e.language}</Badge>
              <AudienceBadge audience={e.audience} />
              {e.stageRange && (
                <Badge variant="outline" data-testid="stage-badge">
                  For {stageRangeLabel(e.stageRange)}
                </Badge>
              )}
            </div>
            <h1 className="text-2xl font-bold sm:text-3xl">{e.title}</h1>
            <EventWhen event={e} timeZone={timeZone} />
            <TagChips tags={e.tags ?? []} />
          </div>
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <EventSideCard event={e} timeZone={timeZone} />
          {/* Staff "Event Management" card (spec §6): wired by the lead, see event-management-slot.tsx. */}
          <EventManagementSlot event={e} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <Card>
            <CardHeader>
              <CardTitle>About</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line">{e.description}</p>
            </CardContent>
          </Card>
          <FacilitatedBy event={e} />
          <Agenda event={e} timeZone={timeZone} />
          <Materials event={e} />
        </div>
      </div>
    </div>
  )
}

/** When, under the title on small screens (the side card says it on wide ones), in the viewer's zone. */
function EventWhen({ event, timeZone }: { event: Event; timeZone: string }) {
  return (
    <p className="flex items-center gap-2 text-muted-foreground lg:hidden" data-testid="event-when">
      <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {formatDateIn(event.date, timeZone)} · {formatTimeIn(event.date, timeZone)}{' '}
        {zoneAbbreviation(event.date, timeZone)} · {event.duration} minutes
      </span>
    </p>
  )
}
