import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { StarIcon } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { Link, useParams } from 'wouter'
import type { z } from 'zod'
import { formatIn } from '../../../domain/datetime'
import {
  type ReviewInput,
  ReviewInputSchema,
  type ReviewPage as ReviewPageData,
} from '../../../domain/reviews'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { PageState } from '../../components/page-state'
import { Alert, AlertDescription } from '../../components/ui/alert'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiJson } from '../../lib/api'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'

type FormInput = z.input<typeof ReviewInputSchema>
const key = (id: string) => ['/api/registrations', id, 'review'] as const
const STATUS_TEXT = {
  pending: 'Waiting for our team to publish it',
  published: 'Published on the facilitators’ profiles',
  hidden: 'Not shown',
} as const

/** Five stars as a radio group: arrow keys move, each star says its number. */
function Stars({
  value,
  onChange,
  error,
}: {
  value?: number
  onChange: (n: number) => void
  error?: string
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'rating-error' : undefined}>
      <legend className="font-medium">Your rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="rating"
              className="sr-only"
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={`${n} star${n > 1 ? 's' : ''}`}
            />
            <StarIcon
              aria-hidden
              className={
                value && n <= value ? 'size-8 fill-amber-400 text-amber-500' : 'size-8 text-muted-foreground'
              }
            />
          </label>
        ))}
      </div>
      {error && (
        <p id="rating-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** /review/{registrationId}: an attendee rates and reviews a session's facilitators (issue 30.3). */
export default function ReviewPage() {
  const { id = '' } = useParams<{ id: string }>()
  const q = useQuery<ReviewPageData>({ queryKey: key(id), retry: false })
  const qc = useQueryClient()
  const timeZone = useViewerTimeZone()
  useDocumentTitle(q.data ? `Review · ${q.data.title}` : 'Review')
  const form = useForm<FormInput, unknown, ReviewInput>({
    resolver: zodResolver(ReviewInputSchema),
    values: q.data?.review
      ? { rating: q.data.review.rating, body: q.data.review.body ?? '' }
      : { rating: undefined as unknown as number, body: '' },
  })
  const save = useMutation({
    mutationFn: (r: ReviewInput) => apiJson<ReviewPageData>('PUT', `/api/registrations/${id}/review`, r),
    onSuccess: (data) => {
      qc.setQueryData(key(id), data)
      toast({ title: 'Review sent', description: 'Our team publishes reviews after a quick check.' })
    },
    onError: (e) => {
      for (const err of e instanceof ApiError ? (e.body?.errors ?? []) : [])
        if (err.path === 'rating' || err.path === 'body') form.setError(err.path, { message: err.message })
    },
  })

  if (q.isLoading) return <PageSkeleton />
  if (q.isError || !q.data)
    return (
      <PageState title="Session not found" description="Open the review from My Events.">
        <Button asChild>
          <Link href="/my-events">My Events</Link>
        </Button>
      </PageState>
    )
  const { data } = q
  const { errors } = form.formState
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <Card>
        <CardHeader className="space-y-1">
          <Link href="/my-events" className="inline-flex min-h-6 items-center text-sm underline">
            Back to My Events
          </Link>
          <h1 className="text-2xl font-bold">Review this session</h1>
          <p className="text-muted-foreground">
            {data.title} · {formatIn(data.date, timeZone, 'EEE, MMM d, yyyy')}
            {data.providers.length ? ` · with ${data.providers.join(', ')}` : ''}
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          {data.review && (
            <div className="space-y-1 rounded-md border p-3 text-sm">
              <p>
                Your review: <Badge variant="secondary">{STATUS_TEXT[data.review.status]}</Badge>
              </p>
              {data.review.hiddenReason && <p>Reason: {data.review.hiddenReason}</p>}
            </div>
          )}
          {data.refusal ? (
            <Alert>
              <AlertDescription>{data.refusal}</AlertDescription>
            </Alert>
          ) : (
            <form className="space-y-6" noValidate onSubmit={form.handleSubmit((r) => save.mutate(r))}>
              <Controller
                control={form.control}
                name="rating"
                render={({ field }) => (
                  <Stars value={field.value} onChange={field.onChange} error={errors.rating?.message} />
                )}
              />
              <div className="space-y-2">
                <Label htmlFor="review-body">What would you tell another family? (optional)</Label>
                <Textarea id="review-body" rows={5} {...form.register('body')} />
                {errors.body?.message && (
                  <p className="text-sm font-medium text-destructive">{errors.body.message}</p>
                )}
              </div>
              {save.error && !(save.error instanceof ApiError && save.error.body?.errors?.length) && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {save.error instanceof ApiError ? save.error.userMessage : 'Failed to send your review'}
                </p>
              )}
              <Button type="submit" disabled={save.isPending}>
                {data.review ? 'Update review' : 'Send review'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
