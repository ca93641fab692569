import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  AUTOSAVE_DEBOUNCE_MS,
  AUTOSAVE_TTL_MS,
  autosaveKey,
  clearDraft,
  type DraftStorage,
  debounce,
  eventFormDraftScope,
  loadDraft,
  pruneExpiredDrafts,
  saveDraft,
} from './autosave'

class MemoryStorage implements DraftStorage {
  map = new Map<string, string>()
  get length() {
    return this.map.size
  }
  key = (i: number) => [...this.map.keys()][i] ?? null
  getItem = (k: string) => this.map.get(k) ?? null
  setItem = (k: string, v: string) => void this.map.set(k, v)
  removeItem = (k: string) => void this.map.delete(k)
}
const meta = { formId: 'event-form', mode: 'create' as const, userId: 'u1', entityId: null }
const T0 = Date.parse('2030-01-01T00:00:00Z')

afterEach(() => vi.useRealTimers())

describe('autosave', () => {
  it('builds the key from form, mode, entity (or new) and user', () => {
    expect(autosaveKey(meta)).toBe('cradle:autosave:event-form:create:new:u1')
    expect(autosaveKey({ ...meta, mode: 'edit', entityId: 'e9' })).toBe(
      'cradle:autosave:event-form:edit:e9:u1',
    )
  })

  it('keeps the blank create form, each duplicate and each edit in drafts of their own', () => {
    const key = (screen: Parameters<typeof eventFormDraftScope>[0]) =>
      autosaveKey({ formId: 'event-form', userId: 'u1', ...eventFormDraftScope(screen) })
    const blank = key({ editId: null })
    const copyOfA = key({ editId: null, duplicateOf: 'A' })
    const copyOfB = key({ editId: null, duplicateOf: 'B' })
    const editA = key({ editId: 'A', duplicateOf: 'B' })
    expect(blank).toBe('cradle:autosave:event-form:create:new:u1')
    expect(copyOfA).toBe('cradle:autosave:event-form:create:duplicate:A:u1')
    expect(editA).toBe('cradle:autosave:event-form:edit:A:u1')
    expect(new Set([blank, copyOfA, copyOfB, editA]).size).toBe(4)

    // A copy of A left unfinished is not what a blank form or the copy of B finds.
    const s = new MemoryStorage()
    saveDraft(
      s,
      { formId: 'event-form', userId: 'u1', ...eventFormDraftScope({ editId: null, duplicateOf: 'A' }) },
      { title: 'A' },
      T0,
    )
    expect(loadDraft(s, blank, T0)).toBeNull()
    expect(loadDraft(s, copyOfB, T0)).toBeNull()
    expect(loadDraft(s, copyOfA, T0)?.data).toEqual({ title: 'A' })
  })

  it('saves {data, metadata} and reads it back', () => {
    const s = new MemoryStorage()
    saveDraft(s, meta, { title: 'Draft' }, T0)
    const rec = loadDraft<{ title: string }>(s, autosaveKey(meta), T0 + 1000)
    expect(rec).toEqual({ data: { title: 'Draft' }, metadata: { ...meta, timestamp: T0 } })
  })

  it('expires a draft after 14 days and removes it', () => {
    const s = new MemoryStorage()
    saveDraft(s, meta, { a: 1 }, T0)
    expect(loadDraft(s, autosaveKey(meta), T0 + AUTOSAVE_TTL_MS)).not.toBeNull()
    expect(loadDraft(s, autosaveKey(meta), T0 + AUTOSAVE_TTL_MS + 1)).toBeNull()
    expect(s.map.size).toBe(0)
  })

  it('prunes stale and unreadable entries, keeps fresh ones and other keys', () => {
    const s = new MemoryStorage()
    saveDraft(s, meta, { a: 1 }, T0)
    saveDraft(s, { ...meta, userId: 'u2' }, { a: 2 }, T0 + AUTOSAVE_TTL_MS)
    s.setItem('cradle:autosave:broken', '{nope')
    s.setItem('theme', 'dark')
    expect(pruneExpiredDrafts(s, T0 + AUTOSAVE_TTL_MS + 10)).toBe(2)
    expect([...s.map.keys()].sort()).toEqual(['cradle:autosave:event-form:create:new:u2', 'theme'])
  })

  it('only logs storage errors', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken: DraftStorage = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(saveDraft(broken, meta, {}, T0)).toBeNull()
    expect(loadDraft(broken, 'k', T0)).toBeNull()
    expect(() => clearDraft(broken, 'k')).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('debounces saves by 2000 ms after the last change, and flushes on demand', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const d = debounce(fn, AUTOSAVE_DEBOUNCE_MS)
    d.call(1)
    vi.advanceTimersByTime(1500)
    d.call(2)
    vi.advanceTimersByTime(1999)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledExactlyOnceWith(2)
    d.call(3)
    d.flush()
    expect(fn).toHaveBeenLastCalledWith(3)
    expect(fn).toHaveBeenCalledTimes(2)
  })
})
