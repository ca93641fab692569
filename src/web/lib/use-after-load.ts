import { useEffect, useState } from 'react'

/** True once the window's load event has fired: for code that must not compete with the first paint. */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete')
  useEffect(() => {
    if (loaded) return
    const done = () => setLoaded(true)
    window.addEventListener('load', done, { once: true })
    return () => window.removeEventListener('load', done)
  }, [loaded])
  return loaded
}
