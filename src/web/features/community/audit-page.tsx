import { ScrollTextIcon } from 'lucide-react'
import { useState } from 'react'
import { pageCount } from '../../../domain/admin'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useAuditLog } from './api'
import { AccessDenied, EmptyState, ErrorState, ListSkeleton } from './page-states'
import { formatMomentIn } from './zoned-time'

export default function AuditPage() {
  useDocumentTitle('Audit Log')
  const { role, isLoading } = useAuth()
  const [page, setPage] = useState(1)
  const log = useAuditLog(page)
  const timeZone = useViewerTimeZone()
  if (isLoading) return <ListSkeleton />
  if (role !== 'admin') return <AccessDenied />
  const data = log.data
  const pages = data ? pageCount(data.total, data.pageSize) : 1

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">Audit Log</h1>
        <p className="text-muted-foreground">Every admin change: who, when and what changed.</p>
      </div>
      {log.isLoading ? (
        <ListSkeleton />
      ) : log.error ? (
        <ErrorState error={log.error} onRetry={() => log.refetch()} />
      ) : !data?.entries.length ? (
        <EmptyState
          icon={<ScrollTextIcon className="size-8 text-muted-foreground" aria-hidden />}
          title="No changes recorded yet"
        />
      ) : (
        <>
          <ul className="space-y-2">
            {data.entries.map((e) => (
              <li key={e.id}>
                <Card>
                  <CardContent className="space-y-1 p-4">
                    <div className="flex flex-wrap justify-between gap-2 text-sm">
                      <span className="font-medium">{e.action}</span>
                      <time dateTime={e.createdAt} className="text-muted-foreground">
                        {formatMomentIn(e.createdAt, timeZone, 'MMM d, yyyy h:mm:ss a')}
                      </time>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {e.actorEmail ?? 'System'} · {e.entityType} {e.entityId}
                    </p>
                    <pre className="overflow-x-auto rounded bg-muted p-2 text-xs">
                      {JSON.stringify(e.changes, null, 2)}
                    </pre>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <nav className="flex flex-wrap items-center justify-between gap-2" aria-label="Pagination">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Newer
            </Button>
            <span className="text-sm">
              Page {data.page} of {pages}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              Older
            </Button>
          </nav>
        </>
      )}
    </div>
  )
}
