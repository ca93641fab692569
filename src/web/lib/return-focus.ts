import { useRef } from 'react'

type FocusEventHandler = (event: Event) => void

/**
 * Focus handlers for a Radix dialog or sheet that gives focus back to whatever had it when it opened. Radix does
 * that only for its own trigger; the app's dialogs and sheets are mostly opened by state, and Radix then dropped
 * focus on <body> at close. A caller's own handler runs first; if it moves focus itself (preventDefault), that
 * wins. An opener gone from the page (a menu item) leaves Radix's default.
 */
export function useReturnFocus(own: {
  onOpenAutoFocus?: FocusEventHandler
  onCloseAutoFocus?: FocusEventHandler
}) {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: (e: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      own.onOpenAutoFocus?.(e)
    },
    onCloseAutoFocus: (e: Event) => {
      own.onCloseAutoFocus?.(e)
      if (e.defaultPrevented || !opener.current?.isConnected) return
      e.preventDefault()
      opener.current.focus()
    },
  }
}
