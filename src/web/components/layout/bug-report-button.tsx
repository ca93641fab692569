import { Bug } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip'

// The form (react-hook-form, resolver, select) loads on the first click, not with every page.
const BugReportDialog = lazy(() => import('./bug-report-dialog'))

/** Spec §2: a round button fixed at the bottom right on every page. */
export function BugReportButton() {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-label="Report a Bug"
            aria-haspopup="dialog"
            onClick={() => {
              setLoaded(true)
              setOpen(true)
            }}
            className="fixed bottom-4 right-4 z-40 grid size-12 cursor-pointer place-items-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none"
          >
            <Bug className="size-5" aria-hidden="true" />
          </button>
        </TooltipTrigger>
        <TooltipContent side="left">Report a Bug</TooltipContent>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <BugReportDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
