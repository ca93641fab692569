import { ShieldAlertIcon } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from './ui/alert'

/** The page a role may not see: one look for every such page (the server refuses the data anyway). */
export function AccessDenied({
  message = 'You need admin permissions to view this page.',
}: {
  message?: string
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Alert variant="destructive">
        <ShieldAlertIcon className="size-4" aria-hidden />
        <AlertTitle>Access Denied</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </div>
  )
}
