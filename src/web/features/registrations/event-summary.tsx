import { Calendar, Clock, User } from 'lucide-react'
import { formatIn, formatTimeIn, zoneAbbreviation } from '../../../domain/datetime'
import type { Event } from '../../../domain/events'
import { formatPrice } from '../../../domain/money'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'

/** "Ana", "Ana and Ben", "Ana, Ben and Cy": every facilitator in slot order, as the event page lists them. */
export const facilitatorLine = (e: Pick<Event, 'providerName' | 'provider2Name' | 'provider3Name'>) => {
  const names = [e.providerName, e.provider2Name, e.provider3Name].filter((n): n is string => !!n?.trim())
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** The event at a glance, shown at the top of every wizard step. */
export function EventSummary({ event }: { event: Event }) {
  const timeZone = useViewerTimeZone()
  const start = new Date(event.date)
  return (
    <div className="space-y-2">
      <ul className="space-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <Calendar aria-hidden className="size-4" />
          {formatIn(start, timeZone, 'EEEE, MMMM d, yyyy')}
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="size-4" />
          {formatTimeIn(start, timeZone)} {zoneAbbreviation(start, timeZone)} · {event.duration} minutes
        </li>
        <li className="flex items-center gap-2">
          <User aria-hidden className="size-4" />
          {facilitatorLine(event)}
        </li>
      </ul>
      <p className="font-semibold">{formatPrice(event.priceCents)}</p>
    </div>
  )
}
