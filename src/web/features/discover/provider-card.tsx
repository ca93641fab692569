import { Heart } from 'lucide-react'
import { Link } from 'wouter'
import {
  CARD_CREDENTIALS_LIMIT,
  CARD_SPECIALTIES_LIMIT,
  providerFullName,
} from '../../../domain/provider-rules'
import type { PublicProvider } from '../../../domain/providers'
import { Badge } from '../../components/ui/badge'
import { Card, CardContent } from '../../components/ui/card'
import { cn } from '../../lib/utils'
import { FallbackImage } from './fallback-image'

export function FavoriteButton({
  provider,
  isFavorite,
  onToggle,
  disabled,
  labelled = false,
}: {
  provider: PublicProvider
  isFavorite: boolean
  onToggle: () => void
  disabled?: boolean
  /** Beside the heart, a word for it (a profile's header has room; a directory card does not). */
  labelled?: boolean
}) {
  const name = providerFullName(provider)
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={disabled}
      aria-pressed={isFavorite}
      // A labelled toggle keeps one name ("Favorite") and says its state by aria-pressed; the bare heart on a card
      // names its provider, as a grid of hearts needs.
      aria-label={
        labelled ? undefined : isFavorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`
      }
      className={cn(
        'inline-flex items-center gap-2 self-start rounded-full p-2 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 sm:self-center',
        labelled && 'border px-4',
        labelled && isFavorite && 'border-red-500/60',
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-5', isFavorite ? 'fill-red-500 text-red-500' : 'text-muted-foreground')}
      />
      {labelled && 'Favorite'}
    </button>
  )
}

/** A directory / home card: up to 3 specialties then "+N more", up to 3 credentials. */
export function ProviderCard({
  provider,
  favorite,
}: {
  provider: PublicProvider
  favorite?: React.ReactNode
}) {
  const name = providerFullName(provider)
  const extra = provider.specialties.length - CARD_SPECIALTIES_LIMIT
  return (
    <Card className="relative h-full" data-testid="provider-card">
      {favorite && <div className="absolute right-2 top-2 z-10">{favorite}</div>}
      <CardContent className="flex h-full flex-col gap-3 pt-6">
        <div className="flex items-center gap-3 pr-8">
          <FallbackImage
            src={provider.profilePhotoUrl}
            alt=""
            kind="person"
            className="size-16 shrink-0 rounded-full"
          />
          <div className="min-w-0 break-words">
            <h3 className="font-semibold leading-tight">
              <Link href={`/providers/${provider.id}`} className="hover:underline">
                {name}
              </Link>
            </h3>
            <p className="text-sm text-muted-foreground">{provider.title}</p>
            {provider.credentials.length > 0 && (
              <p className="text-xs text-muted-foreground">
                {provider.credentials.slice(0, CARD_CREDENTIALS_LIMIT).join(', ')}
              </p>
            )}
          </div>
        </div>
        <p className="line-clamp-3 text-sm">{provider.bio}</p>
        <div className="mt-auto flex flex-wrap gap-1">
          {provider.specialties.slice(0, CARD_SPECIALTIES_LIMIT).map((s) => (
            <Badge key={s} variant="secondary">
              {s}
            </Badge>
          ))}
          {extra > 0 && <Badge variant="outline">+{extra} more</Badge>}
        </div>
        <p className="text-xs text-muted-foreground">
          {provider.upcomingEventsCount} upcoming {provider.upcomingEventsCount === 1 ? 'event' : 'events'}
        </p>
      </CardContent>
    </Card>
  )
}
