/**
 * Starts loading a page's code when a link to it is pointed at, touched or focused: the click follows 100–300 ms
 * later, usually after the chunk has arrived, so the page opens without its loading skeleton (decision S16).
 * One listener on the document covers every in-app link, wherever it is rendered, for the app's whole life.
 */
export function prefetchOnIntent(doc: Document, prefetch: (path: string) => Promise<unknown>): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return
    if (link.pathname === doc.location.pathname) return
    // A failed load is retried by the click (lazyPage forgets it), so nothing to report here.
    prefetch(link.pathname).catch(() => {})
  }
  for (const kind of ['pointerover', 'touchstart', 'focusin'])
    doc.addEventListener(kind, onIntent, { passive: true })
}
