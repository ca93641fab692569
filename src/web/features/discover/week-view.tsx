import { Link } from 'wouter'
import { type CalendarDay, formatTimeIn } from '../../../domain/datetime'
import type { EventSummary } from '../../../domain/events'
import { cn } from '../../lib/utils'
import { AudienceBadge, AvailabilityBadge, RegisteredBadge } from './event-badges'
import { groupByDay } from './month-view'

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** Spec §2: 7 day columns starting Monday, "No events" on empty days; stacked on narrow screens. */
export function WeekView({
  days,
  events,
  timeZone,
  today,
  booked,
}: {
  days: CalendarDay[]
  events: EventSummary[]
  timeZone: string
  today: string
  /** The reader's booked events, marked "Registered". */
  booked: ReadonlySet<string>
}) {
  const byDay = groupByDay(events, timeZone)
  return (
    <div className="grid gap-2 md:grid-cols-7" data-testid="week-view">
      {days.map((day, i) => {
        const list = byDay.get(day.key) ?? []
        return (
          <section
            key={day.key}
            aria-label={`${WEEKDAYS[i]} ${day.key}`}
            className="min-w-0 rounded-lg border p-2"
          >
            <h3 className={cn('mb-2 text-sm font-semibold', day.key === today && 'text-primary')}>
              {WEEKDAYS[i]} {day.dayOfMonth}
            </h3>
            {list.length === 0 ? (
              <p className="text-xs text-muted-foreground">No events</p>
            ) : (
              <ul className="space-y-2">
                {list.map((e) => (
                  <li key={e.id}>
                    <Link
                      href={`/events/${e.id}`}
                      className="block rounded-md bg-primary/10 p-2 text-xs hover:bg-primary/20"
                    >
                      <span className="block font-medium">{formatTimeIn(e.date, timeZone)}</span>
                      <span className="block break-words">{e.title}</span>
                      <span className="mt-1 flex flex-wrap gap-1">
                        {booked.has(e.id) && <RegisteredBadge />}
                        {e.audience !== 'all' && <AudienceBadge audience={e.audience} />}
                        <AvailabilityBadge event={e} />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      })}
    </div>
  )
}
