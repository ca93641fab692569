import { useQuery } from '@tanstack/react-query'
import { CalendarX2, ThumbsUp } from 'lucide-react'
import { Link } from 'wouter'
import type { Event } from '../../../domain/events'
import { formatProposalCost } from '../../../domain/money'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { useAuth } from '../../lib/auth'
import { useBookedEventIds } from '../../lib/booked-events'
import { usePublicConfig } from '../../lib/public-config'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useComingSoon, useEvents, useProviders } from './api'
import { EventCard } from './event-card'
import { ProviderCard } from './provider-card'
import { ErrorState } from './states'

const HOME_LIMIT = 3

interface Recommendation {
  stageId: string
  heading: string
  events: Event[]
}

function CardsSkeleton() {
  return (
    <div className="card-grid gap-4" aria-busy="true">
      <span className="sr-only">Loading…</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-72" />
      ))}
    </div>
  )
}

function UpcomingEvents() {
  const timeZone = useViewerTimeZone()
  const events = useEvents({ featured: true, limit: HOME_LIMIT })
  const booked = useBookedEventIds()
  return (
    <section aria-labelledby="upcoming-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="upcoming-heading" className="text-2xl font-semibold">
          Upcoming Events
        </h2>
        <Button asChild variant="link">
          <Link href="/events">View All Events</Link>
        </Button>
      </div>
      {events.isLoading ? (
        <CardsSkeleton />
      ) : events.isError ? (
        <ErrorState message="We couldn't load upcoming events." onRetry={() => events.refetch()} />
      ) : events.data?.length ? (
        <div className="card-grid gap-4">
          {events.data.slice(0, HOME_LIMIT).map((e) => (
            <EventCard key={e.id} event={e} timeZone={timeZone} priority booked={booked.has(e.id)} />
          ))}
        </div>
      ) : (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <CalendarX2 className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No events currently scheduled</p>
            <p className="text-sm text-muted-foreground">Check back soon for new sessions!</p>
          </CardContent>
        </Card>
      )}
    </section>
  )
}

/**
 * Signed-in families with a due date or a child's birth date in Settings: a few classes for where each child is,
 * headed "Recommended for you at 30 weeks" or "Recommended for your 3-month-old" (issue 31.3). Below Upcoming
 * Events, so its late arrival moves nothing a person is already looking at.
 */
function Recommendations() {
  const { user } = useAuth()
  const timeZone = useViewerTimeZone()
  const booked = useBookedEventIds()
  const recs = useQuery<Recommendation[]>({ queryKey: ['/api/my-recommendations'], enabled: !!user })
  const groups = (recs.data ?? []).filter((g) => g.events.length > 0)
  if (!user || !groups.length) return null
  return (
    <>
      {groups.map((g) => (
        <section key={g.stageId} aria-labelledby={`rec-${g.stageId}`} className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`rec-${g.stageId}`} className="text-2xl font-semibold">
              {g.heading}
            </h2>
            <Button asChild variant="link">
              <Link href="/events?tab=list&stage=mine">All Classes for Your Stage</Link>
            </Button>
          </div>
          <div className="card-grid gap-4">
            {g.events.map((e) => (
              <EventCard key={e.id} event={e} timeZone={timeZone} booked={booked.has(e.id)} />
            ))}
          </div>
        </section>
      ))}
    </>
  )
}

function ComingSoonTeaser() {
  const proposals = useComingSoon()
  // Spec §2: the section exists only when there are proposals.
  if (!proposals.data?.length) return null
  return (
    <section aria-labelledby="coming-soon-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="coming-soon-heading" className="text-2xl font-semibold">
          Coming Soon
        </h2>
        <Button asChild variant="link">
          <Link href="/coming-soon">View All</Link>
        </Button>
      </div>
      <div className="card-grid gap-4">
        {proposals.data.slice(0, HOME_LIMIT).map((p) => (
          <Card key={p.id}>
            <CardContent className="space-y-2 pt-6">
              <p className="text-xs uppercase tracking-wide text-muted-foreground">{p.serviceType}</p>
              <h3 className="font-semibold">{p.eventName}</h3>
              <p className="text-sm text-muted-foreground">
                {formatProposalCost(p.costPerRegistration)} · {p.voteCount}{' '}
                {p.voteCount === 1 ? 'vote' : 'votes'}
              </p>
              <Link
                href="/coming-soon"
                className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
              >
                {/* The family's own vote, as the Coming Soon page shows it. */}
                <ThumbsUp className={p.hasVoted ? 'size-4 fill-current' : 'size-4'} aria-hidden="true" />{' '}
                {p.hasVoted ? 'You voted for this class' : 'Vote for this class'}
              </Link>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  )
}

function FeaturedProviders() {
  const providers = useProviders(true)
  if (!providers.data?.length) return null
  return (
    <section aria-labelledby="featured-providers-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="featured-providers-heading" className="text-2xl font-semibold">
          Featured Providers
        </h2>
        <Button asChild variant="link">
          <Link href="/providers">View All</Link>
        </Button>
      </div>
      <div className="card-grid gap-4">
        {providers.data.map((p) => (
          <ProviderCard key={p.id} provider={p} />
        ))}
      </div>
    </section>
  )
}

export default function HomePage() {
  useDocumentTitle('Home')
  const config = usePublicConfig()
  const becomeProviderUrl = config.data?.links.becomeProviderUrl
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
      <section className="py-6 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">
          Support for Every Step of Your Journey
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          Live online classes, workshops and support circles on pregnancy, postpartum recovery, feeding,
          infant care and family wellbeing, led by trusted care providers.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/events">Browse Events</Link>
          </Button>
          {becomeProviderUrl && (
            <Button asChild size="lg" variant="outline">
              <a href={becomeProviderUrl} target="_blank" rel="noopener noreferrer">
                Become a Provider
              </a>
            </Button>
          )}
        </div>
      </section>
      <UpcomingEvents />
      <Recommendations />
      <ComingSoonTeaser />
      <FeaturedProviders />
    </div>
  )
}
