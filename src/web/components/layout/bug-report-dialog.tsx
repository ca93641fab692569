import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { BUG_PRIORITIES, BUG_PRIORITY_LABELS, type BugReport, BugReportSchema } from '../../../domain/support'
import { trackEvent } from '../../lib/analytics'
import { ApiError, apiJson } from '../../lib/api'
import { reportableUrl } from '../../lib/reportable-url'
import { Button } from '../ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog'
import { Input } from '../ui/input'
import { Label } from '../ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select'
import { Textarea } from '../ui/textarea'
import { toast } from '../ui/use-toast'

type FormInput = z.input<typeof BugReportSchema>
const EMPTY: FormInput = { title: '', description: '', priority: 'medium' }

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  )
}

export default function BugReportDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back when the dialog closes: it has no Radix trigger, so Radix would leave it on the page. */
  returnFocusTo: React.RefObject<HTMLElement | null>
}) {
  const form = useForm<FormInput, unknown, BugReport>({
    resolver: zodResolver(BugReportSchema),
    defaultValues: EMPTY,
  })
  const { errors } = form.formState

  const submit = useMutation({
    mutationFn: (report: BugReport) =>
      apiJson<{ id: string; message: string }>('POST', '/api/support/report-bug', {
        ...report,
        pageUrl: reportableUrl(window.location.href),
      }),
    onSuccess: () => {
      trackEvent('bug_report_submitted', { priority: form.getValues('priority') })
      toast({
        title: 'Bug Report Submitted',
        description: 'Thank you! Our support team will review your report shortly.',
      })
      form.reset(EMPTY)
      onOpenChange(false)
    },
    onError: (error) => {
      // Field messages from the server's validation land on the fields, like the client's own.
      if (error instanceof ApiError) {
        for (const e of error.body?.errors ?? []) {
          if (e.path === 'title' || e.path === 'description' || e.path === 'priority')
            form.setError(e.path, { message: e.message })
        }
      }
      const message = error instanceof ApiError ? error.userMessage : error.message
      toast({
        variant: 'destructive',
        title: 'Submission Failed',
        description: message || 'Failed to submit bug report. Please try again.',
      })
    },
  })

  return (
    <Dialog open={open} onOpenChange={(o) => !submit.isPending && onOpenChange(o)}>
      <DialogContent
        className="max-w-[500px]"
        onCloseAutoFocus={(e) => {
          e.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>Report a Bug</DialogTitle>
          <DialogDescription>Tell us what went wrong and we will look into it.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit((v) => submit.mutate(v))}
          className="flex flex-col gap-4"
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="bug-title">Title</Label>
            <Input
              id="bug-title"
              placeholder="Brief description of the issue"
              aria-invalid={!!errors.title}
              aria-describedby={errors.title ? 'bug-title-error' : undefined}
              {...form.register('title')}
            />
            <FieldError id="bug-title-error" message={errors.title?.message} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="bug-description">Description</Label>
            <Textarea
              id="bug-description"
              rows={5}
              placeholder="What happened? What did you expect to happen?"
              aria-invalid={!!errors.description}
              aria-describedby={`bug-description-hint${errors.description ? ' bug-description-error' : ''}`}
              {...form.register('description')}
            />
            <p id="bug-description-hint" className="text-xs text-muted-foreground">
              Please include steps to reproduce if possible
            </p>
            <FieldError id="bug-description-error" message={errors.description?.message} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="bug-priority">Priority</Label>
            <Controller
              control={form.control}
              name="priority"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="bug-priority" onBlur={field.onBlur} aria-invalid={!!errors.priority}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {BUG_PRIORITIES.map((p) => (
                      <SelectItem key={p} value={p}>
                        {BUG_PRIORITY_LABELS[p]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
            <FieldError id="bug-priority-error" message={errors.priority?.message} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={submit.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? 'Submitting...' : 'Submit Report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
