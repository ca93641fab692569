import { useEffect } from 'react'

/**
 * Every page names itself for tabs, history and screen readers. `null` leaves the title to a component inside
 * (a page whose name waits for its data: Edit Event names the event).
 */
export function useDocumentTitle(title: string | undefined | null) {
  useEffect(() => {
    if (title === null) return
    document.title = title ? `${title} · Cradle` : 'Cradle · Virtual Events'
  }, [title])
}
