import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '../../lib/utils'
import { scrollEdges } from './scroll-edges'

/** Which sides of `el` have more to show, kept current on scroll and resize. */
function useScrollEdges(ref: React.RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ left: false, right: false })
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const update = () =>
      setEdges((prev) => {
        const next = scrollEdges(el)
        return prev.left === next.left && prev.right === next.right ? prev : next
      })
    update()
    el.addEventListener('scroll', update, { passive: true })
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    ro?.observe(el)
    if (el.firstElementChild) ro?.observe(el.firstElementChild)
    return () => {
      el.removeEventListener('scroll', update)
      ro?.disconnect()
    }
  }, [ref])
  return edges
}

/**
 * A wide table's scroll box that says it scrolls: a keyboard-focusable, labelled region (arrow keys scroll it), a
 * hint while there is more to the side, shaded edges where content is hidden, and a height limit so the sideways
 * scrollbar stays on screen instead of below a long table.
 */
export function ScrollRegion(props: { label: string; children: React.ReactNode }) {
  const ref = useRef<HTMLElement>(null)
  const hintId = useId()
  const edges = useScrollEdges(ref)
  const overflows = edges.left || edges.right
  return (
    <div className="space-y-1">
      {overflows ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          The table is wider than the page: scroll sideways (Shift + mouse wheel, or select the table and use
          the arrow keys) to see every column.
        </p>
      ) : null}
      <div className="relative">
        <section
          ref={ref}
          aria-label={props.label}
          aria-describedby={overflows ? hintId : undefined}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          data-more-left={edges.left}
          className="group/scroll max-h-[70vh] overflow-auto rounded-md border [scrollbar-color:var(--color-muted-foreground)_transparent] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {props.children}
        </section>
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 w-8 rounded-r-md bg-linear-to-l from-foreground/20 to-transparent transition-opacity',
            edges.right ? 'opacity-100' : 'opacity-0',
          )}
        />
        {/* From the small breakpoint the sticky title column carries the left shadow itself. */}
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 left-0 w-8 rounded-l-md bg-linear-to-r from-foreground/20 to-transparent transition-opacity sm:hidden',
            edges.left ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
    </div>
  )
}
