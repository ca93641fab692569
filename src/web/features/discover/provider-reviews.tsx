import { useQuery } from '@tanstack/react-query'
import { StarIcon } from 'lucide-react'
import { formatIn } from '../../../domain/datetime'
import type { PublicReview } from '../../../domain/reviews'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          aria-hidden
          className={n <= rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-muted-foreground'}
        />
      ))}
    </span>
  )
}

/** The profile's verified reviews: written by families who attended, published by the team (issue 30.3). */
export function ProviderReviews({ providerId, timeZone }: { providerId: string; timeZone: string }) {
  const q = useQuery<PublicReview[]>({ queryKey: ['/api/providers', providerId, 'reviews'] })
  if (!q.data?.length) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reviews from families who attended</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {q.data.map((r) => (
            <li key={r.id} className="space-y-1 py-3 first:pt-0">
              <div className="flex flex-wrap items-center gap-2">
                <Stars rating={r.rating} />
                <span className="text-sm text-muted-foreground">
                  {r.author} · {r.eventTitle} · {formatIn(r.date, timeZone, 'MMM yyyy')}
                </span>
              </div>
              {r.body && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{r.body}</p>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
