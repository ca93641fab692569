import { formatDistanceToNowStrict } from 'date-fns'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  AUTOSAVE_DEBOUNCE_MS,
  type AutosaveRecord,
  autosaveKey,
  clearDraft,
  debounce,
  loadDraft,
  pruneExpiredDrafts,
  saveDraft,
} from './autosave'

const storage = () => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * Autosave for one form: finds a saved draft when the screen loads (after pruning stale ones),
 * saves changes 2 s after the last one, and reports "Saving..." / "Saved {time ago}" (`label`, shown) and
 * "Saving..." / "Saved" (`announcement`, for a live region: it changes with the state, not every 15 s).
 */
export function useAutosave<T>(opts: {
  formId: string
  mode: 'create' | 'edit'
  entityId: string | null
  userId: string | null
  enabled: boolean
}) {
  const { formId, mode, entityId, userId, enabled } = opts
  const meta = useMemo(
    () => (userId ? { formId, mode, entityId, userId } : null),
    [formId, mode, entityId, userId],
  )
  const [pending, setPending] = useState<AutosaveRecord<T> | null>(null)
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle')
  const [savedAt, setSavedAt] = useState<number | null>(null)
  const [, tick] = useState(0)
  const checked = useRef<string | null>(null)

  useEffect(() => {
    const s = storage()
    if (!enabled || !meta || !s) return
    const key = autosaveKey(meta)
    if (checked.current === key) return
    checked.current = key
    pruneExpiredDrafts(s, Date.now())
    setPending(loadDraft<T>(s, key, Date.now()))
  }, [enabled, meta])

  const saver = useMemo(
    () =>
      debounce((data: T) => {
        const s = storage()
        if (!meta || !s) return
        const rec = saveDraft(s, meta, data, Date.now())
        if (rec) {
          setSavedAt(rec.metadata.timestamp)
          setStatus('saved')
        } else setStatus('idle')
      }, AUTOSAVE_DEBOUNCE_MS),
    [meta],
  )
  useEffect(() => () => saver.flush(), [saver])
  useEffect(() => {
    if (status !== 'saved') return
    const id = setInterval(() => tick((n) => n + 1), 15_000)
    return () => clearInterval(id)
  }, [status])

  const save = useCallback(
    (data: T) => {
      // No saving while the restore question is open: that would overwrite the draft on offer.
      if (!enabled || pending) return
      setStatus('saving')
      saver.call(data)
    },
    [enabled, pending, saver],
  )
  const clear = useCallback(() => {
    saver.cancel()
    const s = storage()
    if (meta && s) clearDraft(s, autosaveKey(meta))
    setStatus('idle')
    setSavedAt(null)
  }, [meta, saver])

  const label =
    status === 'saving'
      ? 'Saving...'
      : status === 'saved' && savedAt
        ? Date.now() - savedAt < 10_000
          ? 'Saved just now'
          : `Saved ${formatDistanceToNowStrict(savedAt, { addSuffix: true })}`
        : null
  const announcement = status === 'saving' ? 'Saving...' : status === 'saved' && savedAt ? 'Saved' : ''
  return {
    pending,
    /** Hands back the draft's data and closes the question. */
    takeDraft: () => {
      const data = pending?.data ?? null
      setPending(null)
      return data
    },
    discard: () => {
      setPending(null)
      clear()
    },
    save,
    flush: () => saver.flush(),
    clear,
    label,
    announcement,
  }
}
