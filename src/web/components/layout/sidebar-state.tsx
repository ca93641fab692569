import * as React from 'react'
import { useIsMobile } from './use-is-mobile'

/** Spec §3, §9: the open state lives in the `sidebar_state` cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state'
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7
export const SIDEBAR_SHORTCUT = 'b'

interface SidebarState {
  /** False when nobody is signed in: there is no sidebar to toggle. */
  enabled: boolean
  isMobile: boolean
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean
  setOpen: (open: boolean) => void
  toggle: () => void
}

const SidebarContext = React.createContext<SidebarState | null>(null)

function readCookie(): boolean {
  const match = document.cookie.match(/(?:^|;\s*)sidebar_state=(true|false)/)
  return match ? match[1] === 'true' : true
}

export function SidebarProvider({ enabled, children }: { enabled: boolean; children: React.ReactNode }) {
  const isMobile = useIsMobile()
  const [open, setOpenState] = React.useState(readCookie)

  const setOpen = React.useCallback((next: boolean) => {
    setOpenState(next)
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed-format value; the Cookie Store API is missing in Firefox and Safari
    document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`
  }, [])

  const toggle = React.useCallback(() => {
    // A phone has no sidebar (its one menu is the header's "Menu", issue 26.7).
    if (!isMobile) setOpen(!open)
  }, [isMobile, open, setOpen])

  React.useEffect(() => {
    if (!enabled) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === SIDEBAR_SHORTCUT && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault() // Ctrl+B would otherwise open the browser's bookmarks in some browsers
        toggle()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [enabled, toggle])

  const value = React.useMemo(
    () => ({ enabled, isMobile, open, setOpen, toggle }),
    [enabled, isMobile, open, setOpen, toggle],
  )
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>
}

export function useSidebar(): SidebarState {
  const ctx = React.useContext(SidebarContext)
  if (!ctx) throw new Error('useSidebar must be used inside SidebarProvider')
  return ctx
}
