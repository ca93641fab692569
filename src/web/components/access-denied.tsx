import { ShieldAlertIcon } from 'lucide-react'
import { Alert, AlertDescription } from './ui/alert'

/**
 * The page a role may not see: one look for every such page (the server refuses the data anyway). The refusal is all
 * the page is, so its title is the page's one h1 (decision S25).
 */
export function AccessDenied({
  message = 'You need admin permissions to view this page.',
}: {
  message?: string
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Alert variant="destructive">
        <ShieldAlertIcon className="size-4" aria-hidden />
        <h1 className="mb-1 font-medium leading-snug">Access Denied</h1>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </div>
  )
}
