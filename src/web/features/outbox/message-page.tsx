import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'wouter'
import { isNotFound, PageState } from '../../components/page-state'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useOutboxMessage, useRetryMessage } from './api'
import { AdminOnly } from './outbox-page'
import { formatStamp, StatusBadge } from './status-badge'

export default function MessagePage() {
  const { id } = useParams<{ id: string }>()
  return (
    <AdminOnly>
      <Message id={id} />
    </AdminOnly>
  )
}

function Message({ id }: { id: string }) {
  const timeZone = useViewerTimeZone()
  const msg = useOutboxMessage(id, true)
  const retry = useRetryMessage()
  useDocumentTitle(msg.data?.subject ?? 'Outbox message')

  const back = (
    <Button asChild variant="ghost" size="sm">
      <Link href="/admin/outbox">
        <ArrowLeft /> Back to Outbox
      </Link>
    </Button>
  )
  if (msg.isLoading)
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-8" aria-busy="true">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-96" />
      </div>
    )
  if (msg.isError || !msg.data) {
    const toList = (
      <Button asChild variant="outline">
        <Link href="/admin/outbox">Back to Outbox</Link>
      </Button>
    )
    return isNotFound(msg.error) ? (
      <PageState title="Message not found" description="It may have been removed. Please check the link.">
        {toList}
      </PageState>
    ) : (
      <PageState
        problem
        title="We couldn't load this message"
        description={msg.error instanceof ApiError ? msg.error.userMessage : 'Please try again.'}
      >
        <Button onClick={() => void msg.refetch()}>Try again</Button>
        {toList}
      </PageState>
    )
  }
  const m = msg.data
  const r = m.rendered
  const onRetry = () =>
    retry.mutate(m.id, {
      onSuccess: () =>
        toast({ title: 'Queued again', description: 'The message will be sent in a few seconds.' }),
      onError: (e) =>
        toast({
          title: 'Error',
          description: e instanceof ApiError ? e.userMessage : 'Failed to retry',
          variant: 'destructive',
        }),
    })

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      {back}
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 className="break-words text-2xl font-bold tracking-tight">{m.subject ?? r?.subject ?? m.kind}</h1>
        <div className="flex items-center gap-2">
          <StatusBadge item={m} />
          {m.status === 'failed' && (
            <Button onClick={onRetry} disabled={retry.isPending}>
              Retry
            </Button>
          )}
          {/* Waiting after a failed attempt: no need to wait out the back-off. */}
          {m.status === 'pending' && m.lastError && new Date(m.nextAttemptAt) > new Date() && (
            <Button variant="outline" onClick={onRetry} disabled={retry.isPending}>
              Send now
            </Button>
          )}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        {[
          ['To', m.recipient],
          ['Kind', `${m.kind} (${m.channel})`],
          ['Attempts', `${m.attempts} of ${m.maxAttempts}`],
          ['Created', formatStamp(m.createdAt, timeZone)],
          ['Sent', formatStamp(m.sentAt, timeZone)],
          ['Next attempt', m.status === 'pending' ? formatStamp(m.nextAttemptAt, timeZone) : '—'],
        ].map(([k, v]) => (
          <div key={k} className="break-all">
            <dt className="inline text-muted-foreground">{k}: </dt>
            <dd className="inline">{v}</dd>
          </div>
        ))}
      </dl>
      {m.lastError && (
        <Alert variant={m.skipped ? 'default' : 'destructive'} className="mt-4">
          <AlertTitle>{m.skipped ? 'Not sent' : 'Last error'}</AlertTitle>
          <AlertDescription className="break-words">{m.lastError}</AlertDescription>
        </Alert>
      )}
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{r?.asSent ? 'The message as sent' : 'Preview (rendered now)'}</CardTitle>
        </CardHeader>
        <CardContent>
          {!r ? (
            <p className="text-muted-foreground">{m.renderError ?? 'Nothing to show.'}</p>
          ) : (
            <Tabs defaultValue={r.html ? 'html' : 'text'}>
              <TabsList>
                {r.html && <TabsTrigger value="html">HTML</TabsTrigger>}
                <TabsTrigger value="text">Text</TabsTrigger>
                <TabsTrigger value="headers">Headers</TabsTrigger>
              </TabsList>
              {r.html && (
                <TabsContent value="html">
                  {/* sandbox with no allowances: the mail's HTML can run no script and reach nothing of ours. */}
                  <iframe
                    title="Rendered email"
                    sandbox=""
                    srcDoc={r.html}
                    className="h-[36rem] w-full rounded-md border bg-white"
                  />
                </TabsContent>
              )}
              <TabsContent value="text">
                <pre className="max-h-[36rem] overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-4 text-sm">
                  {r.text}
                </pre>
              </TabsContent>
              <TabsContent value="headers">
                <dl className="space-y-1 text-sm">
                  {[
                    ['Subject', r.subject ?? ''],
                    ...Object.entries(r.headers),
                    ['Attachments', r.attachments.join(', ') || 'none'],
                  ].map(([k, v]) => (
                    <div key={k} className="break-all">
                      <dt className="inline font-medium">{k}: </dt>
                      <dd className="inline">{v}</dd>
                    </div>
                  ))}
                </dl>
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
