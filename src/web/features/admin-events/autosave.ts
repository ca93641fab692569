/**
 * Draft autosave for admin forms (admin.md §3, §9): kept in the browser only, one entry per
 * form/mode/entity/user, saved 2 s after the last change, dropped after 14 days. Storage problems
 * (private mode, quota) are logged and never shown: autosave is a convenience, not a promise.
 */
export const AUTOSAVE_PREFIX = 'cradle:autosave:'
export const AUTOSAVE_DEBOUNCE_MS = 2000
export const AUTOSAVE_TTL_MS = 14 * 24 * 3600_000

export interface AutosaveMetadata {
  formId: string
  mode: 'create' | 'edit'
  userId: string
  entityId: string | null
  timestamp: number
}
export interface AutosaveRecord<T> {
  data: T
  metadata: AutosaveMetadata
}
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

export const autosaveKey = (m: Omit<AutosaveMetadata, 'timestamp'>) =>
  `${AUTOSAVE_PREFIX}${m.formId}:${m.mode}:${m.entityId ?? 'new'}:${m.userId}`

/**
 * Which draft an event form screen keeps: an edit keeps its event's, each duplicate its own (decision AE18), and
 * the blank create form its own, so a copy of one event is never offered on the copy of another or on a blank form.
 */
export function eventFormDraftScope(screen: {
  editId: string | null
  duplicateOf?: string | null
}): Pick<AutosaveMetadata, 'mode' | 'entityId'> {
  if (screen.editId) return { mode: 'edit', entityId: screen.editId }
  if (screen.duplicateOf) return { mode: 'create', entityId: `duplicate:${screen.duplicateOf}` }
  return { mode: 'create', entityId: null }
}

const warn = (what: string, e: unknown) => console.warn(`[autosave] ${what}`, e)

export function saveDraft<T>(
  storage: DraftStorage,
  meta: Omit<AutosaveMetadata, 'timestamp'>,
  data: T,
  now: number,
) {
  const record: AutosaveRecord<T> = { data, metadata: { ...meta, timestamp: now } }
  try {
    storage.setItem(autosaveKey(meta), JSON.stringify(record))
    return record
  } catch (e) {
    warn('could not save the draft', e)
    return null
  }
}

const isRecord = (v: unknown): v is AutosaveRecord<unknown> =>
  !!v &&
  typeof v === 'object' &&
  'data' in v &&
  typeof (v as AutosaveRecord<unknown>).metadata?.timestamp === 'number'

/** The saved draft, or null when there is none, it is unreadable, or it has expired (then it is removed). */
export function loadDraft<T>(storage: DraftStorage, key: string, now: number): AutosaveRecord<T> | null {
  try {
    const raw = storage.getItem(key)
    if (!raw) return null
    let parsed: unknown = null
    try {
      parsed = JSON.parse(raw)
    } catch {
      // unreadable: treated as expired below
    }
    if (!isRecord(parsed) || now - parsed.metadata.timestamp > AUTOSAVE_TTL_MS) {
      storage.removeItem(key)
      return null
    }
    return parsed as AutosaveRecord<T>
  } catch (e) {
    warn('could not read the draft', e)
    return null
  }
}

export function clearDraft(storage: DraftStorage, key: string) {
  try {
    storage.removeItem(key)
  } catch (e) {
    warn('could not clear the draft', e)
  }
}

/** Removes every expired or unreadable autosave entry (run when a form screen loads); returns how many. */
export function pruneExpiredDrafts(storage: DraftStorage, now: number): number {
  try {
    const keys: string[] = []
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i)
      if (k?.startsWith(AUTOSAVE_PREFIX)) keys.push(k)
    }
    let removed = 0
    for (const k of keys) {
      const before = storage.getItem(k)
      if (before !== null && loadDraft(storage, k, now) === null) removed++
    }
    return removed
  } catch (e) {
    warn('could not prune drafts', e)
    return 0
  }
}

/** Runs `fn` once `ms` after the last call; `flush` runs a pending call now (before leaving the page). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | null = null
  let last: A | null = null
  const run = () => {
    timer = null
    if (last) fn(...last)
    last = null
  }
  return {
    call(...args: A) {
      last = args
      if (timer) clearTimeout(timer)
      timer = setTimeout(run, ms)
    },
    flush() {
      if (timer) clearTimeout(timer)
      run()
    },
    cancel() {
      if (timer) clearTimeout(timer)
      timer = null
      last = null
    },
  }
}
