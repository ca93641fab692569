import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { StarIcon } from 'lucide-react'
import { useState } from 'react'
import { formatIn } from '../../../domain/datetime'
import {
  type AdminReview,
  HIDE_REASON_MESSAGE,
  type ModerateReview,
  type ReviewStatus,
} from '../../../domain/reviews'
import { AccessDenied } from '../../components/access-denied'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiJson } from '../../lib/api'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'

const listKey = (status: ReviewStatus) => ['/api/admin/reviews', { status }] as const

export function StarsText({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          aria-hidden
          className={n <= rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-muted-foreground'}
        />
      ))}
    </span>
  )
}

function ReviewItem({ r, onDone }: { r: AdminReview; onDone: () => void }) {
  const [hiding, setHiding] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const timeZone = useViewerTimeZone()
  const moderate = useMutation({
    mutationFn: (body: ModerateReview) => apiJson('PATCH', `/api/admin/reviews/${r.id}`, body),
    onSuccess: (_d, body) => {
      toast({
        title: body.status === 'published' ? 'Review published' : 'Review hidden',
        description: 'The author is told.',
      })
      onDone()
    },
    onError: (e) => setError(e instanceof ApiError ? e.userMessage : 'Failed to update the review'),
  })
  return (
    <li className="space-y-2 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <StarsText rating={r.rating} />
        <span className="font-medium">{r.eventTitle}</span>
        <Badge variant="secondary">{r.status}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {r.author} ({r.authorEmail}) · {formatIn(r.date, timeZone, 'MMM d, yyyy')} · for{' '}
        {r.providers.join(', ')}
      </p>
      {r.body && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{r.body}</p>}
      {r.hiddenReason && <p className="text-sm">Hidden: {r.hiddenReason}</p>}
      {hiding ? (
        <div className="space-y-2">
          <Label htmlFor={`reason-${r.id}`}>Why is it hidden? The author reads this.</Label>
          <Textarea
            id={`reason-${r.id}`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={2}
          />
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="destructive"
              disabled={moderate.isPending}
              onClick={() =>
                reason.trim()
                  ? moderate.mutate({ status: 'hidden', reason: reason.trim() })
                  : setError(HIDE_REASON_MESSAGE)
              }
            >
              Hide review
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setHiding(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          {r.status !== 'published' && (
            <Button
              size="sm"
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ status: 'published' })}
            >
              Publish
            </Button>
          )}
          {r.status !== 'hidden' && (
            <Button size="sm" variant="outline" onClick={() => setHiding(true)}>
              Hide…
            </Button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </li>
  )
}

/** /admin/reviews: reviews waiting for moderation, and those already decided. */
export default function AdminReviewsPage() {
  useDocumentTitle('Reviews')
  const { role, isLoading } = useAuth()
  const [status, setStatus] = useState<ReviewStatus>('pending')
  const qc = useQueryClient()
  const q = useQuery<AdminReview[]>({
    queryKey: listKey(status),
    enabled: role === 'admin',
    queryFn: () => apiJson<AdminReview[]>('GET', `/api/admin/reviews?status=${status}`),
  })
  if (isLoading) return <PageSkeleton />
  if (role !== 'admin') return <AccessDenied />
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">Reviews</h1>
        <p className="text-muted-foreground">
          Verified reviews from families who attended. Published ones count in ratings.
        </p>
      </div>
      <Tabs value={status} onValueChange={(v) => setStatus(v as ReviewStatus)}>
        <TabsList>
          <TabsTrigger value="pending">Waiting</TabsTrigger>
          <TabsTrigger value="published">Published</TabsTrigger>
          <TabsTrigger value="hidden">Hidden</TabsTrigger>
        </TabsList>
        {/* The list is the chosen tab's panel, so each tab controls what it names. */}
        <TabsContent value={status}>
          {q.isLoading ? (
            <PageSkeleton />
          ) : !q.data?.length ? (
            <p className="rounded-md border p-6 text-center text-muted-foreground">No reviews here.</p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Reviews">
              {q.data.map((r) => (
                <ReviewItem
                  key={r.id}
                  r={r}
                  onDone={() => void qc.invalidateQueries({ queryKey: ['/api/admin/reviews'] })}
                />
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </div>
  )
}
