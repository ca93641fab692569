import { useEffect, useLayoutEffect, useRef } from 'react'

/**
 * wouter moves with `pushState`, which keeps the scroll position: a footer link opened the next page scrolled to
 * its bottom. A page opened by a link starts at the top; Back and Forward keep the browser's own restoring.
 * Focus moves to the page's main region too: otherwise it stays on the link just used, and a screen reader says
 * nothing about the new page (WCAG 2.4.3); the next Tab then starts inside the page, as after a full load.
 */
export function useScrollToTop(path: string) {
  const popped = useRef(false)
  useEffect(() => {
    const onPop = () => {
      popped.current = true
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  const previous = useRef(path)
  useLayoutEffect(() => {
    if (previous.current === path) return
    previous.current = path
    if (popped.current) {
      popped.current = false
      return
    }
    window.scrollTo(0, 0)
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [path])
}
