import { Link } from 'wouter'
import { eventEnd } from '../../../domain/event-rules'
import { LoadError } from '../../components/load-error'
import { Button } from '../../components/ui/button'
import { Skeleton } from '../../components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { loginHref, useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useMyPlaces, useMyRegistrations } from './api'
import { MyPlacesSection } from './my-places'
import { RegistrationCard } from './registration-card'

export default function MyEventsPage() {
  useDocumentTitle('My Events')
  const { isAuthenticated, isLoading: authLoading } = useAuth()
  const list = useMyRegistrations(isAuthenticated)
  // Drawn with the registrations, not after them: a late section would push the cards down (26.5, 26.10).
  const places = useMyPlaces(isAuthenticated)

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">My Events</h1>
      {isAuthenticated && !authLoading && !list.isLoading && !places.isLoading && <MyPlacesSection />}
      {authLoading || (isAuthenticated && (list.isLoading || places.isLoading)) ? (
        <div className="card-grid gap-4" aria-busy="true">
          <span className="sr-only">Loading…</span>
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      ) : !isAuthenticated ? (
        <div className="space-y-3">
          <p>Please sign in to see your events.</p>
          <Button asChild>
            <a href={loginHref()}>Sign In</a>
          </Button>
        </div>
      ) : list.error || !list.data ? (
        <LoadError message="We couldn't load your events." onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <p className="text-lg font-semibold">No events yet</p>
          <p className="mt-1 text-sm text-muted-foreground">Sessions you register for will appear here.</p>
          <Button asChild className="mt-4">
            <Link href="/events">Browse Events</Link>
          </Button>
        </div>
      ) : (
        <Split items={list.data} />
      )}
    </div>
  )
}

function Split({ items }: { items: NonNullable<ReturnType<typeof useMyRegistrations>['data']> }) {
  // A session stays under Upcoming until it ends, so a family joining late still finds its Join button.
  const now = new Date()
  const upcoming = items.filter((r) => eventEnd(r) > now)
  const past = items.filter((r) => eventEnd(r) <= now).reverse()
  return (
    <Tabs defaultValue="upcoming">
      <TabsList>
        <TabsTrigger value="upcoming">Upcoming ({upcoming.length})</TabsTrigger>
        <TabsTrigger value="past">Past ({past.length})</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">
        {upcoming.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No upcoming events</p>
        ) : (
          <div className="card-grid gap-4">
            {upcoming.map((r) => (
              <RegistrationCard key={r.registrationId} r={r} upcoming />
            ))}
          </div>
        )}
      </TabsContent>
      <TabsContent value="past">
        {past.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No past events</p>
        ) : (
          <div className="card-grid gap-4">
            {past.map((r) => (
              <RegistrationCard key={r.registrationId} r={r} upcoming={false} />
            ))}
          </div>
        )}
      </TabsContent>
    </Tabs>
  )
}
