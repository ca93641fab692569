import { AlertTriangle, CheckCircle2 } from 'lucide-react'
import { Link } from 'wouter'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
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

/** What the import did: created counts, each skipped row with its reason, and where to see the new entries. */
export function ImportSummary({ outcome }: { outcome: ImportOutcome }) {
  const { title, tone } = outcomeHeading(outcome.createdCount, outcome.leftBehind)
  const Icon = tone === 'success' ? CheckCircle2 : AlertTriangle
  return (
    <Alert role="status" variant={tone === 'warning' ? 'warning' : 'default'}>
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
