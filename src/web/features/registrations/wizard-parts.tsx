import { type ReactNode, useEffect, useRef } from 'react'
import { Skeleton } from '../../components/ui/skeleton'

/** A new step replaces the button that was pressed: its title takes focus, so it is announced and Tab starts there. */
export function StepTitle({ step, label }: { step: number; label: string }) {
  const title = useRef<HTMLHeadingElement>(null)
  const first = useRef(step)
  useEffect(() => {
    if (step !== first.current) {
      first.current = -1 // from now on every change moves focus
      title.current?.focus()
    }
  }, [step])
  // The step is the section under the page's h1 (the event's title): an h2, styled as the card titles are.
  return (
    <h2 ref={title} tabIndex={-1} className="text-lg font-semibold leading-tight outline-none">
      {label}
    </h2>
  )
}

export function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8">
      <div>
        <p className="text-sm text-muted-foreground">Registration</p>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      </div>
      {children}
    </div>
  )
}

export function WizardSkeleton() {
  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 px-4 py-8" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-72" />
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  )
}
