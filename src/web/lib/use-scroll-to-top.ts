import { useEffect, useLayoutEffect, useRef } from 'react'

/**
 * wouter moves with `pushState`, which keeps the scroll position: a footer link opened the next page scrolled to
 * its bottom. A page opened by a link starts at the top; Back and Forward keep the browser's own restoring.
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
    if (popped.current) popped.current = false
    else window.scrollTo(0, 0)
  }, [path])
}
