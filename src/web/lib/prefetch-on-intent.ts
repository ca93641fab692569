/**
 * Starts loading a page's code when a link to it is pointed at, touched or focused: the click follows 100–300 ms
 * later, usually after the chunk has arrived, so the page opens without its loading skeleton (decision S16).
 * One listener on the document covers every in-app link, wherever it is rendered.
 */
export function prefetchOnIntent(doc: Document, prefetch: (path: string) => unknown): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return
    if (link.pathname === doc.location.pathname) return
    void Promise.resolve(prefetch(link.pathname)).catch(() => {})
  }
  const kinds = ['pointerover', 'touchstart', 'focusin'] as const
  for (const kind of kinds) doc.addEventListener(kind, onIntent, { passive: true })
  return () => {
    for (const kind of kinds) doc.removeEventListener(kind, onIntent)
  }
}
