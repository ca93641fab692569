import { Check } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'wouter'
import { closedReason } from '../../../domain/booking-rules'
import { type CalendarDay, dayKeyIn, formatIn, formatTimeIn } from '../../../domain/datetime'
import { AUDIENCE_LABELS, EVENT_STATUS_LABELS, eventEnd } from '../../../domain/event-rules'
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

/**
 * What a calendar entry shows about an event: each state its own look and word (issue 26.11): open, sold out (a red
 * edge, not struck through), cancelled (struck through), past (faded, outlined) and, for staff, draft (dashed).
 */
export type ChipState = 'open' | 'soldOut' | 'cancelled' | 'past' | 'draft'

export function chipState(e: Pick<EventSummary, 'status' | 'spotsLeft' | 'date'>, now: Date): ChipState {
  const reason = closedReason(e, now)
  if (reason === 'draft' || reason === 'archived') return 'draft'
  if (reason === 'cancelled' || reason === 'past' || reason === 'soldOut') return reason
  return 'open'
}

/** The word for a state, as the badges elsewhere say it ("Sold Out", "Cancelled", "Ended"). */
export function chipWord(state: ChipState, e: Pick<EventSummary, 'date' | 'duration'>, now: Date): string {
  switch (state) {
    case 'open':
      return EVENT_STATUS_LABELS.published
    case 'soldOut':
      return EVENT_STATUS_LABELS.sold_out
    case 'cancelled':
      return EVENT_STATUS_LABELS.cancelled
    case 'draft':
      return EVENT_STATUS_LABELS.draft
    case 'past':
      return now < eventEnd(e) ? 'Happening now' : 'Ended'
  }
}

const CHIP_LOOK: Record<ChipState, string> = {
  open: 'bg-primary/10 text-primary',
  soldOut: 'border-l-2 border-destructive bg-muted text-foreground',
  cancelled: 'bg-muted text-muted-foreground line-through',
  past: 'border border-border bg-transparent text-muted-foreground',
  draft: 'border border-dashed border-primary bg-transparent text-primary',
}

/** The phone's marks: one dot per event, in the state's colour. */
const MARK_LOOK: Record<ChipState, string> = {
  open: 'bg-primary',
  soldOut: 'bg-destructive',
  cancelled: 'bg-muted-foreground',
  past: 'border border-muted-foreground bg-transparent',
  draft: 'border border-dashed border-primary bg-transparent',
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

/** "(registered) (for parents) (draft) (sold out)": what a chip's look says, in words for a screen reader. */
function stateWords(e: EventSummary, state: ChipState, booked: boolean, now: Date): string {
  return `${booked ? ' (registered)' : ''}${e.audience === 'all' ? '' : ` (${AUDIENCE_LABELS[e.audience].toLowerCase()})`}${
    state === 'open' ? '' : ` (${chipWord(state, e, now).toLowerCase()})`
  }`
}

/** The day a phone's month opens on: today in this month, else its first day with events, else its first day. */
function firstChosenDay(
  days: CalendarDay[],
  byDay: Map<string, unknown[]>,
  today: string,
): string | undefined {
  const inMonth = days.filter((d) => d.inMonth)
  return (
    inMonth.find((d) => d.key === today)?.key ??
    inMonth.find((d) => byDay.get(d.key)?.length)?.key ??
    inMonth[0]?.key
  )
}

export function MonthView({
  days,
  events,
  timeZone,
  today,
  onShowDay,
  booked,
  now = new Date(),
}: {
  days: CalendarDay[]
  events: EventSummary[]
  timeZone: string
  today: string
  onShowDay: (dayKey: string) => void
  /** The reader's booked events: their chips carry a check and say "registered". */
  booked: ReadonlySet<string>
  /** The moment "past" is measured from (tests fix it). */
  now?: Date
}) {
  const byDay = groupByDay(events, timeZone)
  const [picked, setPicked] = useState<string | null>(null)
  // A phone's cells are too narrow for titles: they carry marks, and the chosen day's events are listed below.
  const chosen = days.some((d) => d.key === picked && d.inMonth) ? picked : firstChosenDay(days, byDay, today)
  const chosenDay = days.find((d) => d.key === chosen)
  const chosenList = (chosen && byDay.get(chosen)) || []
  const used = new Set(events.map((e) => chipState(e, now)))
  return (
    <div className="space-y-3">
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
                  'min-h-14 min-w-0 border-b border-r p-1 sm:min-h-28',
                  !day.inMonth && 'bg-muted/40 text-muted-foreground',
                )}
              >
                {/* Phone: the whole cell chooses the day; its marks say how many events and in what state. */}
                <button
                  type="button"
                  className={cn(
                    'flex w-full flex-col items-center gap-1 rounded-md py-0.5 sm:hidden',
                    day.key === chosen && 'bg-primary/10 ring-1 ring-primary',
                  )}
                  aria-pressed={day.key === chosen}
                  aria-label={`${dayLabel(day.start, timeZone)}: ${
                    list.length ? `${list.length} ${list.length === 1 ? 'event' : 'events'}` : 'no events'
                  }`}
                  data-testid="month-day"
                  onClick={() => setPicked(day.key)}
                >
                  <span
                    className={cn(
                      'flex size-6 items-center justify-center rounded-full text-xs',
                      day.key === today && 'bg-primary text-primary-foreground',
                    )}
                  >
                    {day.dayOfMonth}
                  </span>
                  <span className="flex h-2 items-center gap-0.5" aria-hidden="true">
                    {list.slice(0, MONTH_CELL_LIMIT).map((e) => (
                      <span
                        key={e.id}
                        className={cn('size-1.5 rounded-full', MARK_LOOK[chipState(e, now)])}
                      />
                    ))}
                    {more > 0 && <span className="text-[9px] leading-none">+</span>}
                  </span>
                </button>
                <div
                  className={cn(
                    'mb-1 hidden size-6 items-center justify-center rounded-full text-xs sm:flex',
                    day.key === today && 'bg-primary text-primary-foreground',
                  )}
                >
                  {day.dayOfMonth}
                </div>
                <ul className="hidden space-y-1 sm:block">
                  {list.slice(0, MONTH_CELL_LIMIT).map((e) => {
                    const state = chipState(e, now)
                    return (
                      <li key={e.id}>
                        <Link
                          href={`/events/${e.id}`}
                          title={state === 'open' ? e.title : `${e.title} (${chipWord(state, e, now)})`}
                          aria-label={`${dayLabel(e.date, timeZone)}, ${formatTimeIn(e.date, timeZone)}: ${e.title}${stateWords(
                            e,
                            state,
                            booked.has(e.id),
                            now,
                          )}`}
                          data-booked={booked.has(e.id) || undefined}
                          data-state={state}
                          className={cn(
                            // At least 24 px tall: WCAG 2.2 target size (2.5.8).
                            'block min-h-6 break-words rounded px-1 py-1 text-xs leading-4 hover:underline',
                            CHIP_LOOK[state],
                            booked.has(e.id) && 'font-semibold ring-1 ring-primary ring-inset',
                          )}
                        >
                          {booked.has(e.id) && (
                            <Check className="mr-0.5 inline size-3 align-[-2px]" aria-hidden="true" />
                          )}
                          {formatTimeIn(e.date, timeZone)} {e.title}
                        </Link>
                      </li>
                    )
                  })}
                </ul>
                {more > 0 && (
                  <button
                    type="button"
                    aria-label={`${more} more on ${dayLabel(day.start, timeZone)}`}
                    // At least 24 × 24 px, like the event links (WCAG 2.5.8).
                    className="mt-1 hidden min-h-6 min-w-6 rounded px-1 text-xs font-medium text-primary hover:underline sm:inline"
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
      {/* What each look means, in words (shown only for the states this month has). */}
      {used.size > 1 && (
        <ul
          className="hidden flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground sm:flex"
          data-testid="month-legend"
        >
          {(['open', 'soldOut', 'cancelled', 'past', 'draft'] as const)
            .filter((st) => used.has(st))
            .map((st) => (
              <li key={st} className="flex items-center gap-1.5">
                <span className={cn('inline-block h-3 w-5 rounded', CHIP_LOOK[st])} aria-hidden="true" />
                {st === 'past' ? 'Ended' : chipWord(st, { date: now.toISOString(), duration: 0 }, now)}
              </li>
            ))}
        </ul>
      )}
      {chosenDay && (
        <section
          className="space-y-2 sm:hidden"
          aria-labelledby="month-chosen-day"
          data-testid="month-day-list"
        >
          <h3 id="month-chosen-day" className="font-semibold">
            {formatIn(chosenDay.start, timeZone, 'EEEE, MMMM d')}
          </h3>
          {chosenList.length ? (
            <ul className="space-y-2">
              {chosenList.map((e) => {
                const state = chipState(e, now)
                return (
                  <li key={e.id}>
                    <Link
                      href={`/events/${e.id}`}
                      data-state={state}
                      className={cn(
                        'flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm hover:underline',
                        CHIP_LOOK[state],
                        booked.has(e.id) && 'font-semibold ring-1 ring-primary ring-inset',
                      )}
                    >
                      <span className="shrink-0 tabular-nums">{formatTimeIn(e.date, timeZone)}</span>
                      <span className="min-w-0 flex-1">{e.title}</span>
                      {booked.has(e.id) ? (
                        <span className="shrink-0 text-xs no-underline">Registered</span>
                      ) : (
                        state !== 'open' && (
                          <span className="shrink-0 text-xs">{chipWord(state, e, now)}</span>
                        )
                      )}
                    </Link>
                  </li>
                )
              })}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No events on this day.</p>
          )}
        </section>
      )}
    </div>
  )
}
