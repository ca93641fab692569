import { Link } from 'wouter'
import { type CalendarDay, dayKeyIn, formatTimeIn } from '../../../domain/datetime'
import { isSoldOut } from '../../../domain/event-rules'
import type { EventSummary } from '../../../domain/events'
import { cn } from '../../lib/utils'

/** Spec §9: a month cell shows at most 3 events. */
export const MONTH_CELL_LIMIT = 3
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

export function groupByDay<E extends Pick<EventSummary, 'date'>>(
  events: E[],
  timeZone: string,
): Map<string, E[]> {
  const map = new Map<string, E[]>()
  for (const e of events) {
    const k = dayKeyIn(e.date, timeZone)
    const day = map.get(k)
    if (day) day.push(e)
    else map.set(k, [e])
  }
  return map
}

export function MonthView({
  days,
  events,
  timeZone,
  today,
  onShowDay,
}: {
  days: CalendarDay[]
  events: EventSummary[]
  timeZone: string
  today: string
  onShowDay: (dayKey: string) => void
}) {
  const byDay = groupByDay(events, timeZone)
  return (
    <div className="overflow-hidden rounded-lg border" data-testid="month-view">
      <div className="grid grid-cols-7 border-b bg-muted text-center text-xs font-medium">
        {WEEKDAYS.map((d) => (
          <div key={d} className="py-2">
            {d}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {days.map((day) => {
          const list = byDay.get(day.key) ?? []
          const more = list.length - MONTH_CELL_LIMIT
          return (
            <div
              key={day.key}
              data-day={day.key}
              className={cn(
                'min-h-20 min-w-0 border-b border-r p-1 sm:min-h-28',
                !day.inMonth && 'bg-muted/40 text-muted-foreground',
              )}
            >
              <div
                className={cn(
                  'mb-1 flex size-6 items-center justify-center rounded-full text-xs',
                  day.key === today && 'bg-primary text-primary-foreground',
                )}
              >
                {day.dayOfMonth}
              </div>
              <ul className="space-y-1">
                {list.slice(0, MONTH_CELL_LIMIT).map((e) => (
                  <li key={e.id}>
                    <Link
                      href={`/events/${e.id}`}
                      title={e.title}
                      className={cn(
                        // At least 24 px tall: WCAG 2.2 target size (2.5.8) on a phone's month grid.
                        'block min-h-6 truncate rounded px-1 py-1 text-[10px] leading-4 hover:underline sm:text-xs sm:leading-4',
                        isSoldOut(e) || e.status === 'cancelled'
                          ? 'bg-muted line-through'
                          : 'bg-primary/10 text-primary',
                      )}
                    >
                      <span className="hidden sm:inline">{formatTimeIn(e.date, timeZone)} </span>
                      {e.title}
                    </Link>
                  </li>
                ))}
              </ul>
              {more > 0 && (
                <button
                  type="button"
                  className="mt-1 text-[10px] font-medium text-primary hover:underline sm:text-xs"
                  onClick={() => onShowDay(day.key)}
                >
                  +{more} more
                </button>
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
}
