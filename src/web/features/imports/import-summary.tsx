import { AlertTriangle, CheckCircle2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { moveFocusWhen } from '../../lib/move-focus'
import { outcomeHeading } from './commit-outcome'

export type SkippedItem = { label: string; reason: string }
/** What one import did, for the summary under the preview. */
export type ImportOutcome = {
  /** "Created 2 providers and 0 draft events." */
  created: string
  createdCount: number
  skipped: SkippedItem[]
  /** Rows that were not sent or not created, kept in the preview (for the title and tone). */
  leftBehind: number
  /** Extra sentences, e.g. how many rows with errors were kept. */
  notes?: string[]
  /** Where the new entries can be seen. */
  links?: { href: string; label: string }[]
}

/**
 * What the import did: created counts, each skipped row with its reason, and where to see the new entries. Import
 * disables its button while it runs and the preview then remounts without it, so focus would fall to the page
 * (WCAG 2.4.3): the summary takes it when shown, unless the admin has moved it somewhere meanwhile. The pages key
 * it by import, so each import's summary is shown (and focused) anew.
 */
export function ImportSummary({ outcome }: { outcome: ImportOutcome }) {
  const { title, tone } = outcomeHeading(outcome.createdCount, outcome.leftBehind)
  const Icon = tone === 'success' ? CheckCircle2 : AlertTriangle
  const ref = useRef<HTMLDivElement>(null)
  useEffect(
    () =>
      moveFocusWhen(
        () => true,
        () => [ref.current],
      ),
    [],
  )
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      variant={tone === 'warning' ? 'warning' : 'default'}
      className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid="import-summary"
    >
      <Icon className="size-4" aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="space-y-2">
        <p>
          {outcome.created}
          {outcome.notes?.length ? ` ${outcome.notes.join(' ')}` : ''}
        </p>
        {outcome.skipped.length ? (
          <div>
            <p className="font-medium">Skipped {outcome.skipped.length}:</p>
            <ul className="list-disc pl-5">
              {outcome.skipped.map((s) => (
                <li key={`${s.label}-${s.reason}`}>
                  {s.label}: {s.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {outcome.links?.length ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {outcome.links.map((l) => (
              <Link
                key={l.href}
                href={l.href}
                className="inline-flex min-h-6 items-center font-medium text-primary underline underline-offset-4"
              >
                {l.label}
              </Link>
            ))}
          </p>
        ) : null}
      </AlertDescription>
    </Alert>
  )
}
