import { Check } from 'lucide-react'
import { Link } from 'wouter'
import { type CalendarDay, dayKeyIn, formatIn, formatTimeIn } from '../../../domain/datetime'
import { AUDIENCE_LABELS, isSoldOut } from '../../../domain/event-rules'
import type { EventSummary } from '../../../domain/events'
import { moveFocusWhen } from '../../lib/move-focus'
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

/** "Tue, Nov 24": a cell's links and "+N more" name their day, which the grid only shows visually. */
const dayLabel = (when: Date | string, timeZone: string) => formatIn(when, timeZone, 'EEE, MMM d')

/**
 * "+N more" switches to the Week tab, which unmounts this grid and the button: once the week has loaded, focus
 * its heading for that day (the week view labels each day's section "Tue 2025-11-24"), else the week panel.
 */
function focusWeekDayWhenShown(button: HTMLElement, dayKey: string) {
  const monthPanel = button.closest<HTMLElement>('[role="tabpanel"]')
  const panels = monthPanel?.parentElement
  if (!monthPanel || !panels) return
  const weekPanel = () => panels.querySelector<HTMLElement>('[role="tabpanel"]')
  moveFocusWhen(
    () => !monthPanel.isConnected,
    () => {
      const panel = weekPanel()
      const heading = panel?.querySelector<HTMLElement>(`section[aria-label$=" ${dayKey}"] h3`)
      return [heading, panel?.querySelector('section') ? panel : null]
    },
  )
}

export function MonthView({
  days,
  events,
  timeZone,
  today,
  onShowDay,
  booked,
}: {
  days: CalendarDay[]
  events: EventSummary[]
  timeZone: string
  today: string
  onShowDay: (dayKey: string) => void
  /** The reader's booked events: their chips carry a check and say "registered". */
  booked: ReadonlySet<string>
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
                      aria-label={`${dayLabel(e.date, timeZone)}, ${formatTimeIn(e.date, timeZone)}: ${e.title}${
                        booked.has(e.id) ? ' (registered)' : ''
                      }${e.audience === 'all' ? '' : ` (${AUDIENCE_LABELS[e.audience].toLowerCase()})`}${
                        e.status === 'draft' ? ' (draft)' : ''
                      }${e.status === 'cancelled' ? ' (cancelled)' : isSoldOut(e) ? ' (sold out)' : ''}`}
                      data-booked={booked.has(e.id) || undefined}
                      className={cn(
                        // At least 24 px tall: WCAG 2.2 target size (2.5.8) on a phone's month grid.
                        'block min-h-6 break-words rounded px-1 py-1 text-[10px] leading-4 hover:underline sm:text-xs sm:leading-4',
                        isSoldOut(e) || e.status === 'cancelled'
                          ? 'bg-muted line-through'
                          : 'bg-primary/10 text-primary',
                        booked.has(e.id) && 'font-semibold ring-1 ring-primary ring-inset',
                        // Only staff get drafts: an outline, not a fill, says "not on the calendar yet".
                        e.status === 'draft' && 'border border-dashed border-primary bg-transparent',
                      )}
                    >
                      {booked.has(e.id) && (
                        <Check className="mr-0.5 inline size-3 align-[-2px]" aria-hidden="true" />
                      )}
                      <span className="hidden sm:inline">{formatTimeIn(e.date, timeZone)} </span>
                      {e.title}
                    </Link>
                  </li>
                ))}
              </ul>
              {more > 0 && (
                <button
                  type="button"
                  aria-label={`${more} more on ${dayLabel(day.start, timeZone)}`}
                  // At least 24 × 24 px, like the event links (WCAG 2.5.8).
                  className="mt-1 min-h-6 min-w-6 rounded px-1 text-[10px] font-medium text-primary hover:underline sm:text-xs"
                  onClick={(e) => {
                    focusWeekDayWhenShown(e.currentTarget, day.key)
                    onShowDay(day.key)
                  }}
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
