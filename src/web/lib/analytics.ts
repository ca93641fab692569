/**
 * The browser-local analytics store (spec §3, §9): page views and key actions kept in localStorage,
 * at most 100 entries, the oldest dropped first. Nothing leaves the browser.
 */
export const ANALYTICS_KEY = 'analytics_events'
export const ANALYTICS_LIMIT = 100

export interface AnalyticsEvent {
  name: string
  /** ISO 8601 instant. */
  timestamp: string
  props: Record<string, unknown>
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function isEvent(v: unknown): v is AnalyticsEvent {
  if (!v || typeof v !== 'object') return false
  const e = v as Record<string, unknown>
  return (
    typeof e.name === 'string' && typeof e.timestamp === 'string' && !!e.props && typeof e.props === 'object'
  )
}

/** A store over any Storage; the app uses localStorage, tests an in-memory stub. */
export function createAnalyticsStore(storage: () => StorageLike | null, now: () => Date = () => new Date()) {
  function read(): AnalyticsEvent[] {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(ANALYTICS_KEY) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter(isEvent) : []
    } catch {
      return [] // corrupt or unavailable storage must never break the page
    }
  }
  return {
    read,
    track(name: string, props: Record<string, unknown> = {}): AnalyticsEvent {
      const event = { name, timestamp: now().toISOString(), props }
      const next = [...read(), event].slice(-ANALYTICS_LIMIT)
      try {
        storage()?.setItem(ANALYTICS_KEY, JSON.stringify(next))
      } catch {
        // quota exceeded or private mode: analytics is best effort
      }
      return event
    },
    clear() {
      try {
        storage()?.removeItem(ANALYTICS_KEY)
      } catch {
        // ignore: nothing to clear
      }
    },
  }
}

const browserStorage = () => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

const store = createAnalyticsStore(browserStorage)
export const trackEvent = store.track
export const readAnalyticsEvents = store.read
export const clearAnalyticsEvents = store.clear
export const trackPageView = (path: string) => store.track('page_view', { path })
