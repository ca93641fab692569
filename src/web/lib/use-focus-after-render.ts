import { useCallback, useEffect, useReducer, useRef } from 'react'

/**
 * Returns `later(fn)`: runs `fn` once the change just made (an item added or removed, a control swapped) is in the
 * DOM, so focus can move to an element that did not exist yet, or away from one that is gone (WCAG 2.4.3).
 */
export function useFocusAfterRender(): (fn: () => void) => void {
  const pending = useRef<(() => void) | null>(null)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    const run = pending.current
    pending.current = null
    run?.()
  })
  return useCallback((fn: () => void) => {
    pending.current = fn
    rerender()
  }, [])
}
