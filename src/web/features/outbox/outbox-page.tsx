import { Link } from 'wouter'
import type { OUTBOX_STATUSES, OutboxItem, OutboxStatus } from '../../../domain/outbox'
import { AccessDenied } from '../../components/access-denied'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { ApiError } from '../../lib/api'
import { loginHref, useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useUrlState } from '../../lib/use-url-state'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useOutboxList } from './api'
import { formatStamp, StatusBadge } from './status-badge'

type Filter = OutboxStatus | 'all'
const FILTERS: Filter[] = ['all', 'failed', 'pending', 'sending', 'sent']
const label = (f: Filter) => (f === 'all' ? 'All' : f[0].toUpperCase() + f.slice(1))

export function AdminOnly({ children }: { children: React.ReactNode }) {
  const { user, realRole, isLoading } = useAuth()
  if (isLoading) return <PageSkeleton />
  if (!user)
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <p>Please sign in to view this page.</p>
        <Button asChild className="mt-4">
          <a href={loginHref()}>Sign In</a>
        </Button>
      </div>
    )
  if (realRole !== 'admin') return <AccessDenied />
  return <>{children}</>
}

export default function OutboxPage() {
  useDocumentTitle('Outbox')
  return (
    <AdminOnly>
      <OutboxList />
    </AdminOnly>
  )
}

function Row({ item }: { item: OutboxItem }) {
  const timeZone = useViewerTimeZone()
  return (
    <li
      className={`rounded-md border p-3 ${item.status === 'failed' ? 'border-destructive bg-destructive/5' : ''}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          href={`/admin/outbox/${item.id}`}
        >
          {item.subject ?? `(${item.kind})`}
        </Link>
        <StatusBadge item={item} />
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm text-muted-foreground sm:grid-cols-2 lg:grid-cols-3">
        <div className="break-all">
          <dt className="inline">To: </dt>
          <dd className="inline">{item.recipient}</dd>
        </div>
        <div>
          <dt className="inline">Kind: </dt>
          <dd className="inline">
            {item.kind} ({item.channel})
          </dd>
        </div>
        <div>
          <dt className="inline">Attempts: </dt>
          <dd className="inline">
            {item.attempts} of {item.maxAttempts}
          </dd>
        </div>
        <div>
          <dt className="inline">Created: </dt>
          <dd className="inline">{formatStamp(item.createdAt, timeZone)}</dd>
        </div>
        <div>
          <dt className="inline">Sent: </dt>
          <dd className="inline">{formatStamp(item.sentAt, timeZone)}</dd>
        </div>
      </dl>
      {item.lastError && <p className="mt-2 break-words text-sm text-destructive">{item.lastError}</p>}
    </li>
  )
}

function OutboxList() {
  // Tab, page and search are in the address: Back from a message returns to the list as it was.
  const [url, setUrl] = useUrlState({ status: 'all', page: '1', q: '' })
  const filter: Filter = FILTERS.find((f) => f === url.status) ?? 'all'
  const page = Math.max(1, Number.parseInt(url.page, 10) || 1)
  const search = url.q
  const setPage = (next: number) => setUrl({ page: String(next) })
  const list = useOutboxList(filter, page, true, search.trim())
  const choose = (f: Filter) => setUrl({ status: f, page: '1' })
  const failed = list.data?.counts.failed ?? 0
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Outbox</h1>
        <Button variant="outline" onClick={() => void list.refetch()}>
          Refresh
        </Button>
      </div>
      <p className="mt-2 text-muted-foreground">Every email and text message, with its delivery status.</p>
      <div className="mt-4 max-w-md">
        <Label htmlFor="outbox-search">Search by recipient or subject</Label>
        <Input
          id="outbox-search"
          type="search"
          className="mt-1.5"
          value={search}
          onChange={(e) => setUrl({ q: e.target.value, page: '1' })}
        />
      </div>
      {/* Until the first answer, one placeholder stands for the alert, the tabs (whose labels carry the counts) and
          the list: drawn before the counts, the tabs would wrap and push the page down when they arrive (26.5). */}
      {!list.data && list.isLoading ? (
        <div className="mt-4 space-y-3" aria-busy="true">
          <span className="sr-only">Loading messages…</span>
          <Skeleton className="h-9 w-full max-w-md" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : (
        <>
          {failed > 0 && (
            <Alert variant="destructive" className="mt-4">
              <AlertTitle>
                {failed} {failed === 1 ? 'message' : 'messages'} failed to send
              </AlertTitle>
              <AlertDescription>
                Open a failed message to read the error and retry it.{' '}
                {filter !== 'failed' && (
                  <Button variant="link" className="h-auto p-0" onClick={() => choose('failed')}>
                    Show failed messages
                  </Button>
                )}
              </AlertDescription>
            </Alert>
          )}
          <Tabs value={filter} onValueChange={(v) => choose(v as Filter)} className="mt-4">
            <TabsList className="h-auto flex-wrap justify-start">
              {FILTERS.map((f) => (
                <TabsTrigger key={f} value={f}>
                  {label(f)}
                  {f !== 'all' && list.data
                    ? ` (${list.data.counts[f as (typeof OUTBOX_STATUSES)[number]]})`
                    : ''}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* The list is the selected tab's panel, so each tab's aria-controls names a real element. */}
            <TabsContent value={filter} className="mt-4">
              {list.isLoading ? (
                <div className="space-y-3" aria-busy="true">
                  <Skeleton className="h-20" />
                  <Skeleton className="h-20" />
                  <Skeleton className="h-20" />
                </div>
              ) : list.isError ? (
                <Alert variant="destructive">
                  <AlertTitle>Could not load the outbox</AlertTitle>
                  <AlertDescription>
                    {list.error instanceof ApiError ? list.error.userMessage : 'Please try again.'}
                  </AlertDescription>
                </Alert>
              ) : !list.data?.items.length ? (
                <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
                  No {filter === 'all' ? '' : `${filter} `}messages.
                </p>
              ) : (
                <ul className="space-y-3">
                  {list.data.items.map((item) => (
                    <Row key={item.id} item={item} />
                  ))}
                </ul>
              )}
            </TabsContent>
          </Tabs>
        </>
      )}
      {pages > 1 && (
        <nav className="mt-4 flex flex-wrap items-center justify-between gap-2" aria-label="Pages">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm">
            Page {page} of {pages}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  )
}
