import { describe, expect, it } from 'vitest'
import { ANALYTICS_KEY, ANALYTICS_LIMIT, createAnalyticsStore } from './analytics'

/** A tiny in-memory Storage: the store only needs getItem/setItem/removeItem. */
function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

describe('local analytics store', () => {
  it('stores {name, timestamp ISO, props} in order', () => {
    const s = memoryStorage()
    let t = Date.UTC(2025, 0, 1, 12)
    const a = createAnalyticsStore(
      () => s,
      () => new Date(t),
    )
    a.track('page_view', { path: '/events' })
    t += 1000
    a.track('bug_report_submitted')
    expect(a.read()).toEqual([
      { name: 'page_view', timestamp: '2025-01-01T12:00:00.000Z', props: { path: '/events' } },
      { name: 'bug_report_submitted', timestamp: '2025-01-01T12:00:01.000Z', props: {} },
    ])
    expect(JSON.parse(s.data.get(ANALYTICS_KEY) ?? '[]')).toHaveLength(2)
  })

  it('keeps at most 100 entries, dropping the oldest first', () => {
    const s = memoryStorage()
    const b = createAnalyticsStore(() => s)
    for (let i = 0; i < ANALYTICS_LIMIT + 5; i++) b.track('page_view', { i })
    const kept = b.read()
    expect(kept).toHaveLength(100)
    expect(kept[0].props).toEqual({ i: 5 })
    expect(kept.at(-1)?.props).toEqual({ i: 104 })
  })

  it('survives corrupt or missing storage and can be cleared', () => {
    const s = memoryStorage()
    s.setItem(ANALYTICS_KEY, '{not json')
    const a = createAnalyticsStore(() => s)
    expect(a.read()).toEqual([])
    a.track('theme_changed', { theme: 'dark' })
    expect(a.read()).toHaveLength(1)
    a.clear()
    expect(a.read()).toEqual([])
    const none = createAnalyticsStore(() => null)
    expect(none.track('x').name).toBe('x')
    expect(none.read()).toEqual([])
  })

  it('ignores entries of the wrong shape left by older code', () => {
    const s = memoryStorage()
    s.setItem(ANALYTICS_KEY, JSON.stringify([{ name: 1 }, { name: 'ok', timestamp: 'x', props: {} }, null]))
    expect(createAnalyticsStore(() => s).read()).toEqual([{ name: 'ok', timestamp: 'x', props: {} }])
  })
})
