import { Bug } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { cn } from '../../lib/utils'

// The form (react-hook-form, resolver, select) loads on the first click, not with every page.
const BugReportDialog = lazy(() => import('./bug-report-dialog'))

/**
 * Spec §2: a round button fixed at the bottom right on every page: 40 px on a phone, 48 px from 640 px up. The
 * layout keeps room for it at the end of the page (`<main>`'s bottom padding, the footer's right padding). Its tooltip is plain CSS (same
 * 700 ms open delay, spec §9): Radix Tooltip and floating-ui would add ~15 KB to every public page.
 * WCAG 1.4.13: Escape hides the tooltip without moving focus or the pointer, until both hover and focus have left;
 * the pointer can move onto it (a transparent strip bridges the gap to the button).
 */
export function BugReportButton() {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const [loaded, setLoaded] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const active = hovered || focused

  useEffect(() => {
    if (!active) {
      setDismissed(false)
      return
    }
    if (dismissed) return
    // On the document: a hovered button does not have focus, so it gets no key events itself.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDismissed(true)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [active, dismissed])

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Report a Bug"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        data-testid="bug-report-button"
        className={cn(
          'group fixed right-3 bottom-3 grid size-10 cursor-pointer place-items-center rounded-full bg-primary text-primary-foreground shadow-md transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none sm:right-4 sm:bottom-4 sm:size-12 sm:shadow-lg',
          // Under every header, sheet, dialog and overlay (z-40/z-50), and faded out while one is open: Radix marks
          // the body while a modal holds the page, and a bright button showing through the dimmed page reads as
          // part of the sheet. Opacity, not visibility: focus must still return here when its own dialog closes.
          'z-30 [body[data-scroll-locked]_&]:pointer-events-none [body[data-scroll-locked]_&]:opacity-0',
        )}
      >
        <Bug className="size-4 sm:size-5" aria-hidden="true" />
        <span
          aria-hidden="true"
          data-testid="bug-report-tooltip"
          className={cn(
            "invisible absolute top-1/2 right-full mr-2 -translate-y-1/2 whitespace-nowrap rounded-md bg-foreground px-3 py-1.5 text-xs text-background opacity-0 shadow-md transition-[opacity,visibility] motion-reduce:transition-none after:absolute after:inset-y-0 after:left-full after:w-2 after:content-['']",
            !dismissed &&
              'group-hover:visible group-hover:opacity-100 group-hover:delay-700 group-focus-visible:visible group-focus-visible:opacity-100',
          )}
        >
          Report a Bug
        </span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <BugReportDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  )
}
