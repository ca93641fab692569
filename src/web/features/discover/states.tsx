import { AlertTriangle } from 'lucide-react'
import type * as React from 'react'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'

/** A load failure with a way forward. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <p className="font-medium">{message}</p>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </CardContent>
    </Card>
  )
}

export function EmptyState({
  icon,
  title,
  hint,
  children,
}: {
  icon?: React.ReactNode
  title: string
  hint?: string
  children?: React.ReactNode
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
        {icon}
        <p className="font-medium">{title}</p>
        {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
        {children}
      </CardContent>
    </Card>
  )
}
