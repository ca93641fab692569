import { AlertTriangle } from 'lucide-react'
import { Component, type ReactNode } from 'react'
import { Button } from '../ui/button'
import { Card, CardContent } from '../ui/card'

/**
 * A page that fails to load (its chunk did not arrive on a weak connection, or a deploy replaced it) or throws while
 * rendering shows this card inside the layout, instead of React unmounting the whole app to a blank screen.
 * app.tsx keys it by path, so the next page starts afresh. "Try again" reloads: after a deploy, the new HTML names
 * the new chunks.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="flex min-h-[60vh] w-full items-center justify-center px-4">
        <Card role="alert" className="w-full max-w-md">
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
            <h1 className="text-xl font-semibold">This page could not be loaded</h1>
            <p className="text-sm text-muted-foreground">Please check your connection and try again.</p>
            <Button onClick={() => window.location.reload()}>Try again</Button>
          </CardContent>
        </Card>
      </div>
    )
  }
}
