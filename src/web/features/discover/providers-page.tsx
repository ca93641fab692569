import { Heart, UsersRound } from 'lucide-react'
import { useState } from 'react'
import { providerMatches } from '../../../domain/provider-rules'
import { SearchBox } from '../../components/search-box'
import { Button } from '../../components/ui/button'
import { Skeleton } from '../../components/ui/skeleton'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useUrlState } from '../../lib/use-url-state'
import { useProviders } from './api'
import { FavoriteButton, ProviderCard } from './provider-card'
import { EmptyState, ErrorState } from './states'
import { useFavorites } from './use-favorites'

export default function ProvidersPage() {
  useDocumentTitle('Provider Directory')
  const favorites = useFavorites()
  // The search is in the address (?q=), like the calendar's: shared, reloaded, and kept on Back from a profile.
  const [{ q, sort }, setUrl] = useUrlState({ q: '', sort: 'name' })
  const providers = useProviders(undefined, sort === 'rating' ? 'rating' : 'name')
  const setQ = (next: string) => setUrl({ q: next })
  // The favourites when the filter was turned on: a heart cleared meanwhile leaves its card in place (and the
  // focus on its button), so a slip can be undone; the list settles when the filter is turned on again.
  const [onlyFavorites, setOnlyFavorites] = useState<ReadonlySet<string> | null>(null)
  const showOnlyFavorites = favorites.enabled && onlyFavorites !== null
  const shown = (providers.data ?? []).filter(
    (p) =>
      providerMatches(p, q) && (!showOnlyFavorites || onlyFavorites.has(p.id) || favorites.isFavorite(p.id)),
  )
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">Provider Directory</h1>
        <p className="text-muted-foreground">Meet the care providers who lead our sessions.</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex w-full max-w-xl">
          <SearchBox
            label="Search providers"
            placeholder="Search by name, specialty or title"
            value={q}
            onChange={setQ}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          Sort by
          <select
            className="h-10 rounded-md border bg-background px-2"
            value={sort === 'rating' ? 'rating' : 'name'}
            onChange={(e) => setUrl({ sort: e.target.value })}
          >
            <option value="name">Name</option>
            <option value="rating">Rating</option>
          </select>
        </label>
        {favorites.enabled && (
          <Button
            variant={showOnlyFavorites ? 'default' : 'outline'}
            aria-pressed={showOnlyFavorites}
            onClick={() => setOnlyFavorites(showOnlyFavorites ? null : new Set(favorites.ids))}
          >
            <Heart className={showOnlyFavorites ? 'fill-current' : undefined} aria-hidden="true" />
            My favorites ({favorites.ids.size})
          </Button>
        )}
      </div>
      {providers.isLoading ? (
        <div className="card-grid gap-4" aria-busy="true">
          <span className="sr-only">Loading…</span>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-56" />
          ))}
        </div>
      ) : providers.isError ? (
        <ErrorState message="We couldn't load providers." onRetry={() => providers.refetch()} />
      ) : shown.length === 0 ? (
        showOnlyFavorites ? (
          <EmptyState
            icon={<Heart className="size-10 text-muted-foreground" aria-hidden="true" />}
            title={q ? 'No favorite providers match your search' : 'No favorite providers yet'}
            hint={
              q
                ? 'Try another name, or show every provider.'
                : "Tap the heart on a provider's card to keep them here and hear about their new sessions."
            }
          >
            <Button variant="outline" onClick={() => setOnlyFavorites(null)}>
              Show every provider
            </Button>
          </EmptyState>
        ) : (
          <EmptyState
            icon={<UsersRound className="size-10 text-muted-foreground" aria-hidden="true" />}
            title={q ? 'No providers match your search' : 'No providers yet'}
            hint={q ? 'Try a name, a specialty or a title.' : 'Check back soon.'}
          />
        )
      ) : (
        <div className="card-grid gap-4">
          {shown.map((p) => (
            <ProviderCard
              key={p.id}
              provider={p}
              favorite={
                favorites.enabled ? (
                  <FavoriteButton
                    provider={p}
                    isFavorite={favorites.isFavorite(p.id)}
                    disabled={favorites.pending}
                    onToggle={() => favorites.toggle(p.id)}
                  />
                ) : undefined
              }
            />
          ))}
        </div>
      )}
    </div>
  )
}
