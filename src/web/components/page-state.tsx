import { AlertTriangle, SearchX } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'wouter'
import { ApiError } from '../lib/api'
import { Button } from './ui/button'
import { Card, CardContent } from './ui/card'

/**
 * A page that is only a state (not found, failed to load): its title is the page's one h1, so a screen reader's list
 * of headings, like the eye, says at once what the page is (decision S25). A `problem` is announced as an alert.
 */
export function PageState({
  title,
  description,
  problem = false,
  children,
}: {
  title: string
  description?: React.ReactNode
  problem?: boolean
  /** The ways on: buttons and links. */
  children?: React.ReactNode
}) {
  const Icon = problem ? AlertTriangle : SearchX
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16">
      <Card role={problem ? 'alert' : undefined}>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <Icon
            className={problem ? 'size-10 text-destructive' : 'size-10 text-muted-foreground'}
            aria-hidden
          />
          <h1 className="text-2xl font-bold">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
          {children && <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>}
        </CardContent>
      </Card>
    </div>
  )
}

/** The answer of a read that found nothing: a 404, or an id that cannot be one (400). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400)

/**
 * An event page (details, registration, edit, attendees) whose event cannot be shown: not found, or a failed load
 * that may work on a second try (not called "not found", which would send the visitor away from a good link).
 */
export function EventUnavailable({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const back = (
    <Button asChild variant={onRetry ? 'outline' : 'default'}>
      <Link href="/events">Back to Events</Link>
    </Button>
  )
  if (!error || isNotFound(error)) {
    return (
      <PageState title="Event not found" description="Please check the link and try again.">
        {back}
      </PageState>
    )
  }
  return (
    <PageState problem title="We couldn't load this event" description="Please try again in a moment.">
      {onRetry && <Button onClick={onRetry}>Try again</Button>}
      {back}
    </PageState>
  )
}
