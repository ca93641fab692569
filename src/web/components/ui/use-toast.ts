import * as React from 'react'
import type { ToastVariant } from './toast'

/** Spec §9: at most one toast at a time; a dismissed toast is removed after 1 000 000 ms. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000

export interface ToastOptions {
  title?: React.ReactNode
  description?: React.ReactNode
  variant?: ToastVariant
  duration?: number
  action?: React.ReactElement
}
export interface ToastItem extends ToastOptions {
  id: string
  open: boolean
}

let count = 0
let state: ToastItem[] = []
const listeners = new Set<(s: ToastItem[]) => void>()
const timeouts = new Map<string, ReturnType<typeof setTimeout>>()

function emit(next: ToastItem[]) {
  state = next
  for (const l of listeners) l(state)
}

function scheduleRemoval(id: string) {
  if (timeouts.has(id)) return
  timeouts.set(
    id,
    setTimeout(() => {
      timeouts.delete(id)
      emit(state.filter((t) => t.id !== id))
    }, TOAST_REMOVE_DELAY),
  )
}

export function dismiss(id?: string) {
  for (const t of state) if (!id || t.id === id) scheduleRemoval(t.id)
  emit(state.map((t) => (!id || t.id === id ? { ...t, open: false } : t)))
}

export function toast(opts: ToastOptions) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  const id = String(count)
  emit([{ ...opts, id, open: true }, ...state].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismiss(id) }
}

export function useToast() {
  const [toasts, setToasts] = React.useState(state)
  React.useEffect(() => {
    listeners.add(setToasts)
    // A toast raised between this component's render and now would otherwise be missed.
    setToasts(state)
    return () => {
      listeners.delete(setToasts)
    }
  }, [])
  return { toasts, toast, dismiss }
}
