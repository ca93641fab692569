import { useSyncExternalStore } from 'react'

/** Spec §9: the mobile layout applies below 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)'

function subscribe(cb: () => void) {
  const mql = window.matchMedia(MOBILE_QUERY)
  mql.addEventListener('change', cb)
  return () => mql.removeEventListener('change', cb)
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  )
}
