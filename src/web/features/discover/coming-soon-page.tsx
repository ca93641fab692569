import { Lightbulb, ThumbsUp } from 'lucide-react'
import { useRef } from 'react'
import { Link } from 'wouter'
import {
  COMING_SOON_SORTS,
  type ComingSoonItem,
  type ComingSoonSort,
  sortComingSoon,
} from '../../../domain/coming-soon'
import { formatProposalCost } from '../../../domain/money'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { ToastAction } from '../../components/ui/toast'
import { toast } from '../../components/ui/use-toast'
import { isUnauthorized } from '../../lib/api'
import { loginHref, useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useUrlState } from '../../lib/use-url-state'
import { useComingSoon, useVote } from './api'
import { EmptyState, ErrorState } from './states'

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring'

function askToSignIn() {
  toast({
    title: 'Login Required',
    description: 'Please sign in to vote for upcoming classes',
    action: (
      <ToastAction altText="Sign In" onClick={() => window.location.assign(loginHref())}>
        Sign In
      </ToastAction>
    ),
  })
}

function ProposalCard({ p, onVote }: { p: ComingSoonItem; onVote: () => void }) {
  return (
    <Card data-testid="proposal-card">
      <CardContent className="flex h-full flex-col gap-3 pt-6">
        <p className="text-xs uppercase tracking-wide text-muted-foreground">{p.serviceType}</p>
        <h2 className="text-lg font-semibold">{p.eventName}</h2>
        {p.learningObjectives && <p className="text-sm">{p.learningObjectives}</p>}
        <p className="text-sm text-muted-foreground">
          {formatProposalCost(p.costPerRegistration)}
          {p.durationMinutes ? ` · ${p.durationMinutes} minutes` : ''}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2">
          <span className="text-sm font-medium" data-testid="vote-count">
            {p.voteCount} {p.voteCount === 1 ? 'vote' : 'votes'}
          </span>
          <Button
            variant={p.hasVoted ? 'default' : 'outline'}
            aria-pressed={p.hasVoted}
            // Every card has a "Vote" button: the name says which class it is for (it starts with the visible word).
            aria-label={`${p.hasVoted ? 'Voted' : 'Vote'} for ${p.eventName}`}
            onClick={onVote}
          >
            <ThumbsUp aria-hidden="true" /> {p.hasVoted ? 'Voted' : 'Vote'}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

export default function ComingSoonPage() {
  useDocumentTitle('Coming Soon Classes')
  const { isAuthenticated } = useAuth()
  const proposals = useComingSoon()
  const vote = useVote()
  // Filter and sort are in the address, like the calendar's and the directory's search.
  const [url, setUrl] = useUrlState({ type: '', sort: 'votes' })
  const type = url.type
  const sort: ComingSoonSort = COMING_SOON_SORTS.find((s) => s === url.sort) ?? 'votes'
  const setType = (next: string) => setUrl({ type: next })
  const setSort = (next: ComingSoonSort) => setUrl({ sort: next })
  const all = proposals.data ?? []
  const types = [...new Set(all.map((p) => p.serviceType))].sort()
  // A vote changes counts, not places: the order is taken when the list, the filter or the sort changes, so the
  // card just voted on never jumps from under the pointer or the keyboard focus. A reload sorts afresh.
  const order = useRef({ basis: '', ids: [] as string[] })
  const basis = [sort, type, ...all.map((p) => p.id).sort()].join('\u0000')
  if (order.current.basis !== basis) {
    const filtered = all.filter((p) => !type || p.serviceType === type)
    order.current = { basis, ids: sortComingSoon(filtered, sort).map((p) => p.id) }
  }
  const byId = new Map(all.map((p) => [p.id, p]))
  const shown = order.current.ids.flatMap((id) => byId.get(id) ?? [])
  const onVote = (p: ComingSoonItem) => {
    if (!isAuthenticated) return askToSignIn()
    vote.mutate(
      { id: p.id, vote: !p.hasVoted },
      {
        onError: (e) =>
          isUnauthorized(e)
            ? askToSignIn()
            : toast({ title: 'Failed to update vote', variant: 'destructive' }),
      },
    )
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">Coming Soon Classes</h1>
        <p className="text-muted-foreground">Vote for the classes you would like to see scheduled next.</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="space-y-1">
          <Label htmlFor="cs-type">Type</Label>
          <select id="cs-type" className={selectClass} value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">All types</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="cs-sort">Sort by</Label>
          <select
            id="cs-sort"
            className={selectClass}
            value={sort}
            onChange={(e) => setSort(e.target.value as ComingSoonSort)}
          >
            <option value="votes">Most Votes</option>
            <option value="newest">Newest First</option>
          </select>
        </div>
        <Button
          variant="ghost"
          disabled={!type && sort === 'votes'}
          onClick={() => setUrl({ type: '', sort: 'votes' })}
        >
          Clear Filters
        </Button>
      </div>
      {proposals.isLoading ? (
        <div className="card-grid gap-4" aria-busy="true">
          <span className="sr-only">Loading…</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-52" />
          ))}
        </div>
      ) : proposals.isError ? (
        <ErrorState message="We couldn't load coming-soon classes." onRetry={() => proposals.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<Lightbulb className="size-10 text-muted-foreground" aria-hidden="true" />}
          title={all.length ? 'No classes match these filters' : 'No coming-soon classes yet'}
          hint="In the meantime, see what is already scheduled."
        >
          <Button asChild className="mt-2">
            <Link href="/events">Browse Events</Link>
          </Button>
        </EmptyState>
      ) : (
        <div className="card-grid gap-4">
          {shown.map((p) => (
            <ProposalCard key={p.id} p={p} onVote={() => onVote(p)} />
          ))}
        </div>
      )}
    </div>
  )
}
