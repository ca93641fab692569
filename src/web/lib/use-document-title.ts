import { useEffect } from 'react'

/** Every page names itself for tabs, history and screen readers. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Cradle` : 'Cradle · Virtual Events'
  }, [title])
}
