import { useEffect } from 'react'
import { Link } from 'wouter'
import { providerFullName } from '../../../domain/provider-rules'
import { PageState } from '../../components/page-state'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { toast } from '../../components/ui/use-toast'
import { useBookedEventIds } from '../../lib/booked-events'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useProvider } from './api'
import { BackToList } from './back-to-events'
import { EventCard } from './event-card'
import { FallbackImage } from './fallback-image'
import { FavoriteButton } from './provider-card'
import { ProviderReviews } from './provider-reviews'
import { EmptyState } from './states'
import { useFavorites } from './use-favorites'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

function Chips({ items }: { items: string[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {items.map((s) => (
        <Badge key={s} variant="secondary">
          {s}
        </Badge>
      ))}
    </div>
  )
}

export default function ProviderProfilePage({ params }: { params: { id: string } }) {
  const provider = useProvider(params.id)
  const favorites = useFavorites()
  const timeZone = useViewerTimeZone()
  const booked = useBookedEventIds()
  const p = provider.data
  useDocumentTitle(p ? providerFullName(p) : provider.isError ? 'Provider not found' : 'Provider')
  useEffect(() => {
    if (provider.isError) toast({ title: 'Failed to fetch provider', variant: 'destructive' })
  }, [provider.isError])

  if (provider.isLoading) {
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-8" aria-busy="true">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    )
  }
  if (!p) {
    return (
      <PageState title="Provider not found" description="This profile may have been removed.">
        <Button asChild>
          <Link href="/providers">Provider Directory</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/">Back to Home</Link>
        </Button>
      </PageState>
    )
  }
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      {/* Back to the directory as it was left (its search), as the event page's Back to Events does. */}
      <BackToList listPath="/providers">Provider Directory</BackToList>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <FallbackImage
          src={p.profilePhotoUrl}
          alt={providerFullName(p)}
          kind="person"
          className="size-28 rounded-full"
        />
        <div className="flex-1">
          <h1 className="text-3xl font-bold">{providerFullName(p)}</h1>
          <p className="text-lg text-muted-foreground">{p.title}</p>
          {p.credentials.length > 0 && <p className="text-sm">{p.credentials.join(', ')}</p>}
          {p.rating && (
            <p className="text-sm text-muted-foreground">
              Rated {p.rating} · {p.reviewCount} reviews
            </p>
          )}
        </div>
        {favorites.enabled && (
          <FavoriteButton
            provider={p}
            isFavorite={favorites.isFavorite(p.id)}
            disabled={favorites.pending}
            onToggle={() => favorites.toggle(p.id)}
            labelled
          />
        )}
      </div>
      <Section title="About">
        <p className="whitespace-pre-line">{p.aboutText || p.bio}</p>
      </Section>
      {p.specialties.length > 0 && (
        <Section title="Specialties">
          <Chips items={p.specialties} />
        </Section>
      )}
      {p.targetPopulations.length > 0 && (
        <Section title="Ideal For">
          <Chips items={p.targetPopulations} />
        </Section>
      )}
      {p.carePhilosophy && (
        <Section title="Care Philosophy">
          <p className="whitespace-pre-line">{p.carePhilosophy}</p>
        </Section>
      )}
      {p.languages.length > 0 && (
        <Section title="Languages">
          <Chips items={p.languages} />
        </Section>
      )}
      {p.serviceSubtypes.length > 0 && (
        <Section title="Service Subtypes">
          <Chips items={p.serviceSubtypes} />
        </Section>
      )}
      <ProviderReviews providerId={p.id} timeZone={timeZone} />
      <section className="space-y-4" aria-labelledby="provider-events">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="provider-events" className="text-2xl font-semibold">
            Upcoming Events
          </h2>
          <Button asChild variant="link">
            <Link href="/events">View All Events</Link>
          </Button>
        </div>
        {p.upcomingEvents.length === 0 ? (
          <EmptyState title="No upcoming events" hint="Check back soon for new sessions!" />
        ) : (
          <div className="card-grid gap-4">
            {p.upcomingEvents.map((e) => (
              <EventCard key={e.id} event={e} timeZone={timeZone} booked={booked.has(e.id)} />
            ))}
          </div>
        )}
      </section>
    </div>
  )
}
