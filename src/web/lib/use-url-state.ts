import { useCallback, useRef } from 'react'
import { useSearchParams } from 'wouter'

/**
 * A list's search and filters kept in the address, as the calendar keeps its own (discover/calendar-state.ts): a
 * filtered list can be shared, survives a reload, and is still there when Back returns from an item. `defaults`
 * names each parameter and the value it has when absent; values equal to their default are left out of the
 * address, and a change replaces the history entry (typing is not a trail of pages).
 */
export function useUrlState<K extends string>(
  defaults: Record<K, string>,
): [Record<K, string>, (patch: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams()
  const keys = Object.keys(defaults) as K[]
  const state = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? defaults[k]])) as Record<K, string>
  // The same function every render (wouter's setter is stable too), so effects may depend on it.
  const defaultsRef = useRef(defaults)
  const update = useCallback(
    (patch: Partial<Record<K, string>>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          for (const [k, v] of Object.entries(patch) as [K, string | undefined][]) {
            if (v === undefined || v === defaultsRef.current[k]) next.delete(k)
            else next.set(k, v)
          }
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  return [state, update]
}
