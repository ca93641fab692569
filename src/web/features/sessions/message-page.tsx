import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useParams } from 'wouter'
import type { z } from 'zod'
import {
  type MessagePreview,
  type RegistrantMessage,
  RegistrantMessageSchema,
} from '../../../domain/registrant-messages'
import { AccessDenied } from '../../components/access-denied'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiJson } from '../../lib/api'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useSessionAttendees } from './api'

type FormInput = z.input<typeof RegistrantMessageSchema>

/** /provider/events/{id}/message: write to a session's families, preview, then send (issue 30.5). */
export default function MessagePage() {
  const { id = '' } = useParams<{ id: string }>()
  const { role, isLoading } = useAuth()
  const allowed = role === 'provider' || role === 'admin'
  const session = useSessionAttendees(id, allowed)
  useDocumentTitle('Message families')
  const [preview, setPreview] = useState<(MessagePreview & { input: RegistrantMessage }) | null>(null)
  const form = useForm<FormInput, unknown, RegistrantMessage>({
    resolver: zodResolver(RegistrantMessageSchema),
    defaultValues: { subject: '', body: '', includeWaitlist: false },
  })
  const onError = (e: unknown) => {
    const fields = e instanceof ApiError ? (e.body?.errors ?? []) : []
    for (const f of fields)
      if (f.path === 'subject' || f.path === 'body') form.setError(f.path, { message: f.message })
    if (!fields.length)
      toast({
        variant: 'destructive',
        title: 'Message not sent',
        description: e instanceof ApiError ? e.userMessage : 'Please try again.',
      })
  }
  const previewing = useMutation({
    mutationFn: (input: RegistrantMessage) =>
      apiJson<MessagePreview>('POST', `/api/events/${id}/messages/preview`, input),
    onSuccess: (p, input) => setPreview({ ...p, input }),
    onError,
  })
  const sending = useMutation({
    mutationFn: (input: RegistrantMessage) =>
      apiJson<{ emailCount: number; smsCount: number }>('POST', `/api/events/${id}/messages`, input),
    onSuccess: (r) => {
      toast({
        title: 'Message sent',
        description: `${r.emailCount} email${r.emailCount === 1 ? '' : 's'}, ${r.smsCount} text notice${r.smsCount === 1 ? '' : 's'}.`,
      })
      setPreview(null)
      form.reset()
    },
    onError,
  })

  if (isLoading || (allowed && session.isLoading)) return <PageSkeleton />
  if (!allowed || session.isError)
    return <AccessDenied message="Only the providers of this session can write to its families." />
  const { errors } = form.formState
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8">
      <div>
        <Link
          href={`/provider/events/${id}/attendees`}
          className="inline-flex min-h-6 items-center text-sm underline"
        >
          Back to Families
        </Link>
        <h1 className="mt-2 text-2xl font-bold">Message families</h1>
        <p className="text-muted-foreground">{session.data?.event.title}</p>
      </div>
      {preview ? (
        <Card>
          <CardContent className="space-y-4 pt-6">
            <h2 className="text-lg font-semibold">Preview</h2>
            <p className="text-sm">
              Email to {preview.emailCount} {preview.emailCount === 1 ? 'family' : 'families'}; a text notice
              to {preview.smsCount} who chose SMS.
            </p>
            <div className="space-y-2 rounded-md border p-3">
              <p className="font-medium">{preview.subject}</p>
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{preview.body}</p>
            </div>
            <div className="space-y-1 rounded-md border p-3 text-sm">
              <p className="font-medium">Text notice ({preview.smsText.length}/160 characters)</p>
              <p>{preview.smsText}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button disabled={sending.isPending} onClick={() => sending.mutate(preview.input)}>
                Send to {preview.emailCount} {preview.emailCount === 1 ? 'family' : 'families'}
              </Button>
              <Button variant="outline" onClick={() => setPreview(null)}>
                Edit
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : (
        <form className="space-y-4" noValidate onSubmit={form.handleSubmit((m) => previewing.mutate(m))}>
          <div className="space-y-2">
            <Label htmlFor="subject">Subject</Label>
            <Input id="subject" aria-invalid={!!errors.subject} {...form.register('subject')} />
            {errors.subject && (
              <p className="text-sm font-medium text-destructive">{errors.subject.message}</p>
            )}
          </div>
          <div className="space-y-2">
            <Label htmlFor="body">Message</Label>
            <Textarea id="body" rows={8} aria-invalid={!!errors.body} {...form.register('body')} />
            {errors.body && <p className="text-sm font-medium text-destructive">{errors.body.message}</p>}
          </div>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register('includeWaitlist')} />
            Also families on the waitlist
          </label>
          <p className="text-sm text-muted-foreground">
            Everyone gets the email; families who chose SMS also get a short text saying a message is waiting.
          </p>
          <Button type="submit" disabled={previewing.isPending}>
            Preview
          </Button>
        </form>
      )}
    </div>
  )
}
