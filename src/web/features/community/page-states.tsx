import type * as React from 'react'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'

export { AccessDenied } from '../../components/access-denied'

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>Something went wrong</AlertTitle>
      <AlertDescription className="space-y-2">
        <p>{error instanceof Error ? error.message : 'Please try again.'}</p>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </AlertDescription>
    </Alert>
  )
}

export function EmptyState(props: {
  icon?: React.ReactNode
  title: string
  /** Lets a page move focus to the title when the list it replaces has emptied. */
  titleId?: string
  children?: React.ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      {props.icon}
      <h2 id={props.titleId} className="text-lg font-semibold">
        {props.title}
      </h2>
      {props.children}
    </div>
  )
}

export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-28 w-full" />
      ))}
    </div>
  )
}

/** One figure of a dashboard. Compact on a phone (three to a row, no icon), so the page's content starts on the first
 * screen (issue 26.9); put three in a `StatRow`. */
export function StatCard(props: { label: string; value: React.ReactNode; icon?: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-3 p-3 sm:p-5">
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground sm:text-sm">{props.label}</p>
          <p className="text-xl font-bold sm:text-2xl">{props.value}</p>
        </div>
        {props.icon && (
          <span className="hidden sm:inline" aria-hidden>
            {props.icon}
          </span>
        )}
      </CardContent>
    </Card>
  )
}

export function StatRow({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-4" data-testid="dashboard-stats">
      {children}
    </div>
  )
}
