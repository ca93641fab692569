import { useSearchParams } from 'wouter'
import { dayKeyIn, monthKeyIn } from '../../../domain/datetime'
import { useIsMobile } from '../../components/layout/use-is-mobile'

export const CALENDAR_TABS = ['month', 'week', 'list'] as const
export type CalendarTab = (typeof CALENDAR_TABS)[number]
export type PriceFilter = 'all' | 'free' | 'paid'

/** Manage Events only (staff see every status): the statuses an admin looks for, '' for all. */
export const STATUS_FILTERS = {
  draft: 'Drafts',
  published: 'Published',
  cancelled: 'Cancelled',
  archived: 'Archived',
} as const
export type StatusFilter = '' | keyof typeof STATUS_FILTERS

/** A shown status matches its filter; "Published" covers the limited and sold-out states a published event shows. */
export const matchesStatus = (status: string, filter: StatusFilter) =>
  filter === '' ||
  status === filter ||
  (filter === 'published' && (status === 'limited' || status === 'sold_out'))

export interface CalendarState {
  tab: CalendarTab
  q: string
  type: string
  price: PriceFilter
  /** A tag's name ('' for any). */
  tag: string
  /** The language a class is taught in ('' for any). */
  language: string
  /** 'mine': only the classes that fit the signed-in family's own dates (issue 31.3). */
  stage: '' | 'mine'
  status: StatusFilter
  /** yyyy-MM shown by the Month tab. */
  month: string
  /** yyyy-MM-dd inside the week shown by the Week tab. */
  week: string
}

const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/
const DAY_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/**
 * The tab when the address names none: List below 768 px, where a 7-column month leaves each title ~4 letters
 * (the spec names the tabs but no default; docs/decisions/discover.md), else Month.
 */
export const defaultTab = (narrow: boolean): CalendarTab => (narrow ? 'list' : 'month')

/** Everything the calendar shows lives in the query string, so a filtered view can be shared and survives reload. */
export function useCalendarState(timeZone: string) {
  const [params, setParams] = useSearchParams()
  const narrow = useIsMobile()
  const now = new Date()
  const tabParam = params.get('tab')
  const priceParam = params.get('price')
  const statusParam = params.get('status') ?? ''
  const monthParam = params.get('month') ?? ''
  const weekParam = params.get('week') ?? ''
  const state: CalendarState = {
    tab: CALENDAR_TABS.includes(tabParam as CalendarTab) ? (tabParam as CalendarTab) : defaultTab(narrow),
    q: params.get('q') ?? '',
    type: params.get('type') ?? '',
    price: priceParam === 'free' || priceParam === 'paid' ? priceParam : 'all',
    tag: params.get('tag') ?? '',
    language: params.get('language') ?? '',
    stage: params.get('stage') === 'mine' ? 'mine' : '',
    status: Object.hasOwn(STATUS_FILTERS, statusParam) ? (statusParam as StatusFilter) : '',
    month: MONTH_RE.test(monthParam) ? monthParam : monthKeyIn(now, timeZone),
    week: DAY_RE.test(weekParam) ? weekParam : dayKeyIn(now, timeZone),
  }
  const update = (patch: Partial<CalendarState>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [k, v] of Object.entries(patch)) {
          const isDefault = v === '' || (k === 'price' && v === 'all')
          if (isDefault) next.delete(k)
          else next.set(k, String(v))
        }
        return next
      },
      { replace: true },
    )
  }
  return { state, update, today: { month: monthKeyIn(now, timeZone), day: dayKeyIn(now, timeZone) } }
}
