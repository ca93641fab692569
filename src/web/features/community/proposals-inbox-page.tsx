import { ArrowLeftIcon, InboxIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { formatDateIn } from '../../../domain/datetime'
import { centsToPrice } from '../../../domain/money'
import { type AdminProposal, PROPOSAL_STATUS_LABELS } from '../../../domain/proposals'
import { Badge } from '../../components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useAdminProposals } from './api'
import { INBOX_TABS, type InboxTab, inboxTabFromParam, searchWithInboxTab } from './inbox-tab'
import { AccessDenied, EmptyState, ErrorState, ListSkeleton } from './page-states'
import { ProposalDetailDialog } from './proposal-detail-dialog'
import { proposalsForTab } from './proposal-order'

const tabLabel = (t: InboxTab) => (t === 'all' ? 'All' : PROPOSAL_STATUS_LABELS[t])

function ProposalCard({ p, onOpen }: { p: AdminProposal; onOpen: () => void }) {
  const timeZone = useViewerTimeZone()
  const provider = [p.providerFirstName, p.providerLastName].filter(Boolean).join(' ')
  return (
    <Card className="transition-shadow hover:shadow-md">
      <button
        type="button"
        data-proposal-id={p.id}
        onClick={onOpen}
        className="w-full cursor-pointer rounded-xl text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        <CardHeader>
          {/* The badge keeps the top-right corner on every card; a long title wraps beside it. */}
          <div className="flex items-start justify-between gap-2">
            <CardTitle className="min-w-0 break-words">{p.eventName}</CardTitle>
            <Badge variant="secondary" className="shrink-0" data-testid="proposal-status">
              {PROPOSAL_STATUS_LABELS[p.status]}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {p.serviceType}
            {provider && ` · ${provider}`}
          </p>
        </CardHeader>
        <CardContent className="space-y-1 text-sm">
          {p.description && <p className="line-clamp-2">{p.description}</p>}
          <p className="text-muted-foreground">
            Submitted {formatDateIn(p.submittedAt, timeZone)} · ${centsToPrice(p.costPerRegistration)}
            {p.status === 'coming_soon' && ` · ${p.voteCount} votes`}
          </p>
        </CardContent>
      </button>
    </Card>
  )
}

export default function ProposalsInboxPage() {
  useDocumentTitle('Proposals Inbox')
  const { role, isLoading: authLoading } = useAuth()
  const isAdmin = role === 'admin'
  const proposals = useAdminProposals()
  // The tab lives in the URL (`?tab=coming_soon`), so Back after View Event and links land on it. Replacing the
  // entry keeps Back from stepping through every tab clicked.
  const [params, setParams] = useSearchParams()
  const tab = inboxTabFromParam(params.get('tab'))
  const setTab = (value: string) =>
    setParams((prev) => searchWithInboxTab(prev, inboxTabFromParam(value)), { replace: true })
  const [openId, setOpenId] = useState<string | null>(null)

  const counts = useMemo(() => {
    const c: Record<string, number> = { all: proposals.data?.length ?? 0 }
    for (const p of proposals.data ?? []) c[p.status] = (c[p.status] ?? 0) + 1
    return c
  }, [proposals.data])

  if (authLoading) return <ListSkeleton />
  if (!isAdmin) return <AccessDenied />
  const open = proposals.data?.find((p) => p.id === openId) ?? null

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <Link
        href="/admin"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden /> Back to Dashboard
      </Link>
      <div>
        <h1 className="text-3xl font-bold">Proposals Inbox</h1>
        <p className="text-muted-foreground">Review event proposals from providers.</p>
      </div>
      {proposals.isLoading ? (
        <ListSkeleton />
      ) : proposals.error ? (
        <ErrorState error={proposals.error} onRetry={() => proposals.refetch()} />
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          {/* Eight tabs do not fit a phone: they wrap onto more rows rather than hide behind a scroll. */}
          <TabsList className="flex h-auto w-full flex-wrap justify-start gap-1 sm:inline-flex sm:w-auto">
            {INBOX_TABS.map((t) => (
              <TabsTrigger key={t} value={t}>
                {tabLabel(t)} <span className="text-xs">({counts[t] ?? 0})</span>
              </TabsTrigger>
            ))}
          </TabsList>
          {INBOX_TABS.map((t) => {
            const list = proposalsForTab(proposals.data ?? [], t)
            return (
              <TabsContent key={t} value={t}>
                {list.length === 0 ? (
                  <EmptyState
                    icon={<InboxIcon className="size-8 text-muted-foreground" aria-hidden />}
                    title="No proposals"
                  >
                    <p className="text-muted-foreground">Nothing is {tabLabel(t).toLowerCase()} right now.</p>
                  </EmptyState>
                ) : (
                  <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
                    {list.map((p) => (
                      <ProposalCard key={p.id} p={p} onOpen={() => setOpenId(p.id)} />
                    ))}
                  </div>
                )}
              </TabsContent>
            )
          })}
        </Tabs>
      )}
      <ProposalDetailDialog proposal={open} onClose={() => setOpenId(null)} />
    </div>
  )
}
