import { monthKeyIn } from '../../../domain/datetime'
import type { CalendarTab } from './calendar-state'

/**
 * The events a tab's count stands for. The month grid also shows the first and last days of the neighbouring
 * months (greyed); those belong to another month and are not counted, so "12 events found in March 2026" is the
 * month's own figure. The week counts its seven days, the list everything from today on.
 */
export function countShown(
  tab: CalendarTab,
  events: readonly { date: string }[],
  month: string,
  timeZone: string,
): number {
  if (tab !== 'month') return events.length
  return events.filter((e) => monthKeyIn(e.date, timeZone) === month).length
}

/** "12 events found in March 2026 for “sleep”, Free": the summary says what its number counts. */
export function calendarSummary(tab: CalendarTab, count: number, period: string, filters: string[]): string {
  const noun = count === 1 ? 'event' : 'events'
  const scope =
    tab === 'month'
      ? `${noun} found in ${period}`
      : tab === 'week'
        ? `${noun} found in the week ${period}`
        : `upcoming ${noun} found`
  return `${count} ${scope}${filters.length ? ` for ${filters.join(', ')}` : ''}`
}
