import { CheckCircle2 } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'

export type SkippedItem = { label: string; reason: string }

/** What the import did: created counts and each skipped row with its reason. */
export function ImportSummary(props: { created: string; skipped: SkippedItem[] }) {
  return (
    <Alert role="status">
      <CheckCircle2 className="size-4" aria-hidden="true" />
      <AlertTitle>Import finished</AlertTitle>
      <AlertDescription>
        <p>{props.created}</p>
        {props.skipped.length ? (
          <div className="mt-2">
            <p className="font-medium">Skipped {props.skipped.length}:</p>
            <ul className="list-disc pl-5">
              {props.skipped.map((s) => (
                <li key={`${s.label}-${s.reason}`}>
                  {s.label}: {s.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </AlertDescription>
    </Alert>
  )
}
