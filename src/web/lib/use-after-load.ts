import { useEffect, useState } from 'react'

/** True once the window's load event has fired: for code that must not compete with the first paint. */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete')
  useEffect(() => {
    if (loaded) return
    const done = () => setLoaded(true)
    // The load event may have fired between the first render and this effect: it never fires twice.
    if (document.readyState === 'complete') return done()
    window.addEventListener('load', done, { once: true })
    return () => window.removeEventListener('load', done)
  }, [loaded])
  return loaded
}
