import { CalendarDaysIcon, CalendarPlusIcon, CheckCircleIcon, ClockIcon, ImageIcon } from 'lucide-react'
import { Link } from 'wouter'
import { formatIn, formatTimeIn, zoneAbbreviation } from '../../../domain/datetime'
import { eventEnd } from '../../../domain/event-rules'
import type { ProviderEvent } from '../../../domain/events'
import { formatPrice } from '../../../domain/money'
import { joinAvailableAt } from '../../../domain/registrations'
import { EventStatusBadge } from '../../components/event-status-badge'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useMyEvents } from './api'
import { AccessDenied, EmptyState, ErrorState, ListSkeleton, StatCard, StatRow } from './page-states'

const LISTED = new Set(['published', 'limited', 'sold_out'])

function ProviderEventCard({ e, upcoming }: { e: ProviderEvent; upcoming: boolean }) {
  const timeZone = useViewerTimeZone()
  const start = e.date
  // The webinar opens for its facilitators when it opens for the families: 24 hours before, until the end.
  const now = Date.now()
  const roomOpen =
    !!e.zohoWebinarJoinUrl &&
    LISTED.has(e.status) &&
    joinAvailableAt(new Date(start)).getTime() <= now &&
    eventEnd(e).getTime() > now
  return (
    <Card className="overflow-hidden">
      {e.bannerImageUrl ? (
        <img src={e.bannerImageUrl} alt="" className="aspect-video w-full object-cover" />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center bg-muted" aria-hidden>
          <ImageIcon className="size-8 text-muted-foreground" />
        </div>
      )}
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle>{e.title}</CardTitle>
          <EventStatusBadge status={e.status} />
        </div>
        <p className="text-sm text-muted-foreground">{e.eventType}</p>
      </CardHeader>
      <CardContent className="space-y-1 text-sm">
        <p>{formatIn(start, timeZone, 'EEEE, MMMM d, yyyy')}</p>
        <p>
          {formatTimeIn(start, timeZone)} {zoneAbbreviation(start, timeZone)} · {e.duration} minutes
        </p>
        <p>
          Capacity {e.enrolled}/{e.capacity} · {formatPrice(e.priceCents)}
        </p>
        {!!e.accommodationCount && (
          <Badge variant="warning" data-testid="accommodation-count">
            {e.accommodationCount === 1
              ? '1 accommodation request'
              : `${e.accommodationCount} accommodation requests`}
          </Badge>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {roomOpen && e.zohoWebinarJoinUrl && (
          <Button asChild size="sm">
            <a href={e.zohoWebinarJoinUrl} target="_blank" rel="noopener noreferrer">
              Join Webinar
            </a>
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <Link href={`/events/${e.id}`}>View Details</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={`/provider/events/${e.id}/attendees`}>Families</Link>
        </Button>
        {upcoming && LISTED.has(e.status) && (
          <Button asChild variant="ghost" size="sm">
            <a href={`/api/events/${e.id}/calendar-provider.ics`}>
              <CalendarPlusIcon aria-hidden /> Add to Calendar
            </a>
          </Button>
        )}
      </CardFooter>
    </Card>
  )
}

function EventGrid({ list, upcoming, empty }: { list: ProviderEvent[]; upcoming: boolean; empty: string }) {
  if (!list.length) return <p className="py-8 text-center text-muted-foreground">{empty}</p>
  return (
    <div className="card-grid gap-4">
      {list.map((e) => (
        <ProviderEventCard key={e.id} e={e} upcoming={upcoming} />
      ))}
    </div>
  )
}

export default function ProviderDashboardPage() {
  useDocumentTitle('My Dashboard')
  const { role, isLoading } = useAuth()
  const events = useMyEvents()
  if (isLoading) return <ListSkeleton />
  if (role !== 'provider' && role !== 'admin') return <AccessDenied message="This page is for providers." />

  const now = Date.now()
  const all = events.data ?? []
  const upcoming = all.filter((e) => eventEnd(e).getTime() >= now)
  const past = all.filter((e) => eventEnd(e).getTime() < now).reverse()

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">My Dashboard</h1>
        <p className="text-muted-foreground">The events you facilitate.</p>
      </div>
      {events.isLoading ? (
        <ListSkeleton />
      ) : events.error ? (
        <ErrorState error={events.error} onRetry={() => events.refetch()} />
      ) : (
        <>
          <StatRow>
            <StatCard
              label="Total Events"
              value={all.length}
              icon={<CalendarDaysIcon className="size-6 text-primary" aria-hidden />}
            />
            <StatCard
              label="Published"
              value={all.filter((e) => LISTED.has(e.status)).length}
              icon={<CheckCircleIcon className="size-6 text-primary" aria-hidden />}
            />
            <StatCard
              label="Upcoming"
              value={upcoming.length}
              icon={<ClockIcon className="size-6 text-primary" aria-hidden />}
            />
          </StatRow>
          {all.length === 0 ? (
            <EmptyState
              icon={<CalendarDaysIcon className="size-8 text-muted-foreground" aria-hidden />}
              title="No events yet"
            >
              <p className="text-muted-foreground">Your events will appear here once they are published.</p>
            </EmptyState>
          ) : (
            <Tabs defaultValue="upcoming">
              <TabsList>
                <TabsTrigger value="upcoming">Upcoming ({upcoming.length})</TabsTrigger>
                <TabsTrigger value="past">Past ({past.length})</TabsTrigger>
              </TabsList>
              <TabsContent value="upcoming">
                <EventGrid list={upcoming} upcoming empty="No upcoming events" />
              </TabsContent>
              <TabsContent value="past">
                <EventGrid list={past} upcoming={false} empty="No past events" />
              </TabsContent>
            </Tabs>
          )}
        </>
      )}
    </div>
  )
}
