import { Bug } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'

// The form (react-hook-form, resolver, select) loads on the first click, not with every page.
const BugReportDialog = lazy(() => import('./bug-report-dialog'))

/**
 * Spec §2: a round button fixed at the bottom right on every page. Its tooltip is plain CSS (same
 * 700 ms open delay, spec §9): Radix Tooltip and floating-ui would add ~15 KB to every public page.
 */
export function BugReportButton() {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-label="Report a Bug"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        className="group fixed bottom-4 right-4 z-40 grid size-12 cursor-pointer place-items-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none"
      >
        <Bug className="size-5" aria-hidden="true" />
        <span
          aria-hidden="true"
          className="pointer-events-none invisible absolute top-1/2 right-full mr-2 -translate-y-1/2 whitespace-nowrap rounded-md bg-foreground px-3 py-1.5 text-xs text-background opacity-0 shadow-md transition-[opacity,visibility] group-hover:visible group-hover:opacity-100 group-hover:delay-700 group-focus-visible:visible group-focus-visible:opacity-100 motion-reduce:transition-none"
        >
          Report a Bug
        </span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <BugReportDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
