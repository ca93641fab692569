import { Skeleton } from '../ui/skeleton'

/** Shown while a lazily loaded page arrives. */
export function PageSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-6xl space-y-4 px-4 py-8"
      aria-busy="true"
      aria-live="polite"
      data-page-skeleton
    >
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <div className="card-grid gap-4">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  )
}
