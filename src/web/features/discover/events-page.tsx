import { format } from 'date-fns'
import { CalendarX2, ChevronLeft, ChevronRight, Plus, X } from 'lucide-react'
import { lazy, Suspense, useMemo, useRef } from 'react'
import { Link } from 'wouter'
import { formatIn, monthGrid, shiftDay, shiftMonth, weekDays, zoneName } from '../../../domain/datetime'
import { Button } from '../../components/ui/button'
import { Skeleton } from '../../components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useAuth } from '../../lib/auth'
import { useBookedEventIds } from '../../lib/booked-events'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { type EventQuery, useCalendarEvents, useEvents } from './api'
import {
  CALENDAR_TABS,
  type CalendarState,
  type CalendarTab,
  matchesStatus,
  STATUS_FILTERS,
  useCalendarState,
} from './calendar-state'
import { calendarSummary, countShown } from './calendar-summary'
import { EventCard } from './event-card'
import { EventFilters } from './event-filters'
import { MonthView } from './month-view'
import { StageEmptyState } from './stage-empty-state'
import { EmptyState, ErrorState } from './states'
import { WeekView } from './week-view'

// Only admins see these (and their alert dialog): visitors do not download them.
const AdminEventActions = lazy(() =>
  import('./admin-event-actions').then((m) => ({ default: m.AdminEventActions })),
)

const TAB_LABELS: Record<CalendarTab, string> = { month: 'Month', week: 'Week', list: 'List' }

function rangeOf(state: CalendarState, timeZone: string) {
  if (state.tab === 'month') return monthGrid(state.month, timeZone)
  if (state.tab === 'week') return weekDays(state.week, timeZone)
  return null
}

function periodLabel(state: CalendarState, days: { start: Date }[], timeZone: string) {
  if (state.tab === 'month') {
    const [y, m] = state.month.split('-').map(Number)
    return format(new Date(y, m - 1, 1), 'MMMM yyyy')
  }
  const [a, b] = [days[0].start, days[days.length - 1].start]
  return `${formatIn(a, timeZone, 'MMM d')} – ${formatIn(b, timeZone, 'MMM d, yyyy')}`
}

export default function EventsPage() {
  const { role, user } = useAuth()
  const isAdmin = role === 'admin'
  useDocumentTitle(isAdmin ? 'Manage Events' : 'Browse Events')
  const timeZone = useViewerTimeZone()
  const { state, update, today } = useCalendarState(timeZone)
  const range = useMemo(() => rangeOf(state, timeZone), [state, timeZone])
  // The calendar asks for exactly the instants it shows; the list shows everything from today on.
  const query: EventQuery = {
    q: state.q.trim() || undefined,
    type: state.type || undefined,
    price: state.price === 'all' ? undefined : state.price,
    tag: state.tag || undefined,
    language: state.language || undefined,
    // Only a signed-in family has dates; a shared link with stage=mine shows everything to anyone else.
    forMyStage: state.stage === 'mine' && user ? true : undefined,
    from: range ? range.from.toISOString() : new Date(new Date().setHours(0, 0, 0, 0)).toISOString(),
    to: range?.to.toISOString(),
  }
  // The grids need only title, time and availability; the list shows whole cards.
  const grid = useCalendarEvents(query, !!range)
  const cards = useEvents(query, !range)
  const events = range ? grid : cards
  // Status is filtered here, not by the server: only staff lists hold more than published events.
  const status = isAdmin ? state.status : ''
  const filtered =
    !!query.q ||
    !!query.type ||
    !!query.price ||
    !!query.tag ||
    !!query.language ||
    !!query.forMyStage ||
    !!status
  const booked = useBookedEventIds()
  const summaries = (grid.data ?? []).filter((e) => matchesStatus(e.status, status))
  const cardEvents = (cards.data ?? []).filter((e) => matchesStatus(e.status, status))
  const shown = range ? summaries : cardEvents
  const period = range ? periodLabel(state, range.days, timeZone) : ''
  const filterNames = [
    query.q && `“${query.q}”`,
    query.type,
    query.price && (query.price === 'free' ? 'Free' : 'Paid'),
    query.tag && `tagged ${query.tag}`,
    query.language,
    query.forMyStage && 'your stage',
    status && STATUS_FILTERS[status],
  ].filter((f): f is string => !!f)
  const searchBox = useRef<HTMLInputElement>(null)
  // The button goes away with the empty result: focus goes where the next search is typed (as "Clear search" does).
  const clearFilters = () => {
    update({ q: '', type: '', price: 'all', tag: '', language: '', stage: '', status: '' })
    searchBox.current?.focus()
  }
  // A search that finds nothing says so where the results would be, with the way out beside it.
  const noMatch = query.forMyStage ? (
    <StageEmptyState onClear={clearFilters} />
  ) : (
    <EmptyState
      icon={<CalendarX2 className="size-10 text-muted-foreground" aria-hidden="true" />}
      title="No events match your search"
      hint="Try other words, or clear the filters to see every event."
    >
      <Button variant="outline" className="mt-2" onClick={clearFilters}>
        <X aria-hidden="true" /> Clear filters
      </Button>
    </EmptyState>
  )

  const move = (by: number) =>
    state.tab === 'month'
      ? update({ month: shiftMonth(state.month, by) })
      : update({ week: shiftDay(state.week, 7 * by) })
  const goToday = () => (state.tab === 'month' ? update({ month: today.month }) : update({ week: today.day }))

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{isAdmin ? 'Manage Events' : 'Event Calendar'}</h1>
          <p className="text-muted-foreground">
            {isAdmin
              ? 'Every event, drafts included: open one to edit, duplicate or publish it.'
              : 'Find live online sessions for every step of your journey.'}
          </p>
        </div>
        {isAdmin && (
          <Button asChild>
            <Link href="/events/create">
              <Plus aria-hidden="true" /> Create Event
            </Link>
          </Button>
        )}
      </div>
      <EventFilters
        state={state}
        update={update}
        searchRef={searchBox}
        showStatus={isAdmin}
        showStage={!!user}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="filter-summary">
        {events.isLoading
          ? 'Loading events…'
          : events.isError
            ? // The error below says what happened; a count of 0 would contradict it.
              ''
            : calendarSummary(
                state.tab,
                countShown(state.tab, shown, state.month, timeZone),
                period,
                filterNames,
              )}
      </p>
      <Tabs value={state.tab} onValueChange={(v) => update({ tab: v as CalendarTab })}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            {CALENDAR_TABS.map((t) => (
              <TabsTrigger key={t} value={t}>
                {TAB_LABELS[t]}
              </TabsTrigger>
            ))}
          </TabsList>
          {range && (
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="outline" size="icon" aria-label="Previous" onClick={() => move(-1)}>
                <ChevronLeft />
              </Button>
              <Button variant="outline" onClick={goToday}>
                Today
              </Button>
              <Button variant="outline" size="icon" aria-label="Next" onClick={() => move(1)}>
                <ChevronRight />
              </Button>
              <span className="ml-1 text-sm font-medium" data-testid="period-label">
                {period}
              </span>
              {/* Chips show bare times: say whose clock they are on (a profile zone may not be this device's). */}
              <span className="text-xs text-muted-foreground" data-testid="zone-label">
                Times in {zoneName(timeZone, range.from)}
              </span>
            </div>
          )}
        </div>
        <div className="mt-4">
          {events.isLoading ? (
            <Skeleton className="h-96 w-full" aria-label="Loading events" />
          ) : events.isError ? (
            <ErrorState message="We couldn't load events." onRetry={() => events.refetch()} />
          ) : filtered && shown.length === 0 ? (
            <TabsContent value={state.tab}>{noMatch}</TabsContent>
          ) : (
            <>
              <TabsContent value="month">
                {range && state.tab === 'month' && (
                  <MonthView
                    days={range.days}
                    events={summaries}
                    timeZone={timeZone}
                    today={today.day}
                    onShowDay={(day) => update({ tab: 'week', week: day })}
                    booked={booked}
                  />
                )}
              </TabsContent>
              <TabsContent value="week">
                {range && state.tab === 'week' && (
                  <WeekView
                    days={range.days}
                    events={summaries}
                    timeZone={timeZone}
                    today={today.day}
                    booked={booked}
                  />
                )}
              </TabsContent>
              <TabsContent value="list">
                {cardEvents.length === 0 ? (
                  <EmptyState
                    icon={<CalendarX2 className="size-10 text-muted-foreground" aria-hidden="true" />}
                    title="No events currently scheduled"
                    hint="Check back soon for new sessions!"
                  />
                ) : (
                  <div className="card-grid gap-4">
                    {cardEvents.map((e) => (
                      <EventCard
                        key={e.id}
                        event={e}
                        timeZone={timeZone}
                        booked={booked.has(e.id)}
                        actions={
                          isAdmin ? (
                            <Suspense fallback={null}>
                              <AdminEventActions event={e} />
                            </Suspense>
                          ) : undefined
                        }
                      />
                    ))}
                  </div>
                )}
              </TabsContent>
            </>
          )}
        </div>
      </Tabs>
    </div>
  )
}
