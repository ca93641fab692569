import { Baby, Clock, Languages, Tag } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'wouter'
import { formatDateIn, formatTimeIn, zoneAbbreviation } from '../../../domain/datetime'
import type { Event } from '../../../domain/events'
import { formatPrice } from '../../../domain/money'
import { stageRangeLabel } from '../../../domain/stage'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { AudienceBadge, AvailabilityBadge, RegisteredBadge } from './event-badges'
import { FallbackImage } from './fallback-image'
import { TagChips } from './tag-chips'

/** A full event card (List tab, home page) with a View Details button and optional admin actions. */
export function EventCard({
  event,
  timeZone,
  actions,
  priority = false,
  booked = false,
}: {
  event: Event
  timeZone: string
  actions?: React.ReactNode
  /** The reader holds a place at it: marked, so a family scanning the calendar sees what they booked. */
  booked?: boolean
  /** The card is in the first screen of its page: its image loads at once (see FallbackImage). */
  priority?: boolean
}) {
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="event-card">
      <FallbackImage src={event.imageUrl} alt="" kind="event" className="h-40 w-full" priority={priority} />
      <CardContent className="flex flex-1 flex-col gap-3 pt-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{event.eventType}</Badge>
          {booked && <RegisteredBadge />}
          {/* Only a restricted audience is worth a badge: a family should not find out at Register. */}
          {event.audience !== 'all' && <AudienceBadge audience={event.audience} />}
          <AvailabilityBadge event={event} />
        </div>
        <h3 className="text-lg font-semibold leading-tight">{event.title}</h3>
        <p className="text-sm text-muted-foreground">with {event.providerName}</p>
        <p className="line-clamp-2 text-sm">{event.description}</p>
        <TagChips tags={event.tags ?? []} max={3} />
        <dl className="mt-auto space-y-1 text-sm text-muted-foreground">
          <div className="flex items-center gap-2">
            <Clock className="size-4" aria-hidden="true" />
            <dt className="sr-only">When</dt>
            <dd>
              {formatDateIn(event.date, timeZone)} · {formatTimeIn(event.date, timeZone)}{' '}
              {zoneAbbreviation(event.date, timeZone)}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <Tag className="size-4" aria-hidden="true" />
            <dt className="sr-only">Price</dt>
            <dd>{formatPrice(event.priceCents)}</dd>
          </div>
          {/* English is the default; any other language is worth saying before a family opens the page. */}
          {event.language && event.language !== 'English' && (
            <div className="flex items-center gap-2">
              <Languages className="size-4" aria-hidden="true" />
              <dt className="sr-only">Language</dt>
              <dd>In {event.language}</dd>
            </div>
          )}
          {event.stageRange && (
            <div className="flex items-center gap-2">
              <Baby className="size-4" aria-hidden="true" />
              <dt className="sr-only">For</dt>
              <dd>For {stageRangeLabel(event.stageRange)}</dd>
            </div>
          )}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild className="flex-1">
            <Link href={`/events/${event.id}`} aria-label={`View Details: ${event.title}`}>
              View Details
            </Link>
          </Button>
          {actions}
        </div>
      </CardContent>
    </Card>
  )
}
