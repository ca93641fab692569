import { useQuery } from '@tanstack/react-query'
import { MailIcon } from 'lucide-react'
import { formatIn } from '../../../domain/datetime'
import type { SentMessage } from '../../../domain/registrant-messages'

/** Messages the session's organisers sent this family (issue 30.5): one query for all the cards of My Events. */
export function RegistrationMessages({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const q = useQuery<SentMessage[]>({ queryKey: ['/api/my-messages'], staleTime: 60_000 })
  const mine = (q.data ?? []).filter((m) => m.eventId === eventId)
  if (!mine.length) return null
  return (
    <details className="rounded-md border p-2 text-sm">
      <summary className="flex min-h-6 cursor-pointer items-center gap-2 font-medium">
        <MailIcon className="size-4" aria-hidden />
        Messages from the organisers ({mine.length})
      </summary>
      <ul className="mt-2 space-y-3">
        {mine.map((m) => (
          <li key={m.id}>
            <p className="font-medium">{m.subject}</p>
            <p className="text-xs text-muted-foreground">
              {formatIn(m.sentAt, timeZone, 'MMM d, yyyy h:mm a')}
            </p>
            <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{m.body}</p>
          </li>
        ))}
      </ul>
    </details>
  )
}
