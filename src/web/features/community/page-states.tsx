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

export function StatCard(props: { label: string; value: React.ReactNode; icon?: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-3 p-5">
        <div>
          <p className="text-sm text-muted-foreground">{props.label}</p>
          <p className="text-2xl font-bold">{props.value}</p>
        </div>
        {props.icon}
      </CardContent>
    </Card>
  )
}
