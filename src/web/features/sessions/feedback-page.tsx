import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Link, useParams } from 'wouter'
import type { z } from 'zod'
import {
  FEEDBACK_QUESTIONS,
  type Feedback,
  type FeedbackPage as FeedbackPageData,
  FeedbackSchema,
} from '../../../domain/attendance'
import { formatIn } from '../../../domain/datetime'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { PageState } from '../../components/page-state'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { ApiError, apiJson } from '../../lib/api'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'

type FormInput = z.input<typeof FeedbackSchema>
const key = (id: string) => ['/api/registrations', id, 'feedback'] as const

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null
}

/** Choice buttons as a radio group: big enough to tap, and read as one question. */
function Choices<T extends string | number | boolean>(props: {
  name: string
  legend: string
  options: { value: T; label: string }[]
  value: T | undefined
  onChange: (v: T) => void
  error?: string
}) {
  const errorId = `${props.name}-error`
  return (
    <fieldset className="space-y-2" aria-describedby={props.error ? errorId : undefined}>
      <legend className="font-medium">{props.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {props.options.map((o) => (
          <label
            key={String(o.value)}
            className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              className="sr-only"
              name={props.name}
              checked={props.value === o.value}
              onChange={() => props.onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={props.error} />
    </fieldset>
  )
}

/** /feedback/{registrationId}: the built-in three-question survey, linked from the email after a session. */
export default function FeedbackPage() {
  const { id = '' } = useParams<{ id: string }>()
  const q = useQuery<FeedbackPageData>({ queryKey: key(id), retry: false })
  const timeZone = useViewerTimeZone()
  const qc = useQueryClient()
  const [saved, setSaved] = useState(false)
  useDocumentTitle(q.data ? `Feedback · ${q.data.title}` : 'Feedback')
  const form = useForm<FormInput, unknown, Feedback>({
    resolver: zodResolver(FeedbackSchema),
    values: q.data?.answer
      ? { ...q.data.answer, comment: q.data.answer.comment ?? '' }
      : {
          helpful: undefined as unknown as number,
          wouldRecommend: undefined as unknown as boolean,
          comment: '',
        },
  })
  const save = useMutation({
    mutationFn: (f: Feedback) => apiJson<FeedbackPageData>('PUT', `/api/registrations/${id}/feedback`, f),
    onSuccess: (data) => {
      qc.setQueryData(key(id), data)
      setSaved(true)
    },
    onError: (e) => {
      for (const err of e instanceof ApiError ? (e.body?.errors ?? []) : [])
        if (err.path === 'helpful' || err.path === 'wouldRecommend' || err.path === 'comment')
          form.setError(err.path, { message: err.message })
    },
  })

  if (q.isLoading) return <PageSkeleton />
  if (q.isError || !q.data)
    return (
      <PageState title="Survey not found" description="Open the survey from the email we sent you.">
        <Button asChild>
          <Link href="/my-events">My Events</Link>
        </Button>
      </PageState>
    )
  const { errors } = form.formState
  if (saved)
    return (
      <PageState title="Thank you!" description="Your answers help the facilitators and other families.">
        <Button asChild>
          <Link href="/my-events">My Events</Link>
        </Button>
      </PageState>
    )
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">How was it?</h1>
          <CardTitle className="text-base font-normal text-muted-foreground">
            {q.data.title} · {formatIn(q.data.date, timeZone, 'EEE, MMM d, yyyy')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form className="space-y-6" noValidate onSubmit={form.handleSubmit((f) => save.mutate(f))}>
            <Controller
              control={form.control}
              name="helpful"
              render={({ field }) => (
                <Choices
                  name="helpful"
                  legend={FEEDBACK_QUESTIONS.helpful}
                  options={[1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.helpful?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="wouldRecommend"
              render={({ field }) => (
                <Choices
                  name="wouldRecommend"
                  legend={FEEDBACK_QUESTIONS.wouldRecommend}
                  options={[
                    { value: true, label: 'Yes' },
                    { value: false, label: 'No' },
                  ]}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.wouldRecommend?.message}
                />
              )}
            />
            <div className="space-y-2">
              <Label htmlFor="comment">{FEEDBACK_QUESTIONS.comment} (optional)</Label>
              <Textarea id="comment" rows={4} {...form.register('comment')} />
              <FieldError id="comment-error" message={errors.comment?.message} />
            </div>
            {save.error && !(save.error instanceof ApiError && save.error.body?.errors?.length) && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {save.error instanceof ApiError ? save.error.userMessage : 'Failed to save your answers'}
              </p>
            )}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Sending…' : 'Send answers'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  )
}
