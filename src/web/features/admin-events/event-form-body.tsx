import { zodResolver } from '@hookform/resolvers/zod'
import { formatDistanceToNowStrict } from 'date-fns'
import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { Link, useLocation } from 'wouter'
import {
  EVENT_FORM_DEFAULTS,
  type EventForm,
  type EventFormInput,
  EventFormSchema,
} from '../../../domain/event-form'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog'
import { Button, buttonVariants } from '../../components/ui/button'
import { ToastAction } from '../../components/ui/toast'
import { dismiss, toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { loginHref } from '../../lib/auth'
import { afterSaveHref, eventHref } from '../../lib/event-links'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { AgendaSection, MaterialsSection } from './agenda-materials'
import { useDirectoryProviders, useSaveEvent, useTags } from './api'
import { eventFormDraftScope } from './autosave'
import { BasicSection, ScheduleSection, TagsSection } from './basic-sections'
import { type FormPath, RequiredMark } from './form-kit'
import { invalidSubmitToast } from './invalid-submit'
import { FacilitatorSection, OptionalSection, StatusSection } from './more-sections'
import { ProviderSection } from './provider-section'
import { type RegistrantWarning, registrantWarning } from './registrant-warning'
import { useAutosave } from './use-autosave'

export const EVENT_FORM_ID = 'event-form'

export function EventFormBody(props: {
  editId: string | null
  userId: string
  initial?: EventFormInput
  /** Shown under the title (a duplicate says what it was copied from). */
  notice?: string
  /** The event this form copies (Duplicate Event): its draft is kept apart from a blank form's. */
  duplicateOf?: string
  /** Families holding a place (edit only): cancelling or moving the event asks first, saying they will be told. */
  registered?: number
}) {
  const { editId } = props
  const [, navigate] = useLocation()
  const tags = useTags(true)
  const directory = useDirectoryProviders(true)
  const save = useSaveEvent(editId)
  const viewerTimeZone = useViewerTimeZone()
  const form = useForm<EventFormInput, unknown, EventForm>({
    resolver: zodResolver(EventFormSchema),
    defaultValues: props.initial ?? EVENT_FORM_DEFAULTS,
    // Focus goes to the first invalid control in page order (below), not in registration order; some
    // values (a PDF material's url) have no input of their own.
    shouldFocusError: false,
  })
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useRef(false)
  const restoreButton = useRef<HTMLButtonElement>(null)
  const autosave = useAutosave<EventFormInput>({
    formId: EVENT_FORM_ID,
    ...eventFormDraftScope({ editId, duplicateOf: props.duplicateOf }),
    userId: props.userId,
    enabled: true,
  })
  const { save: saveDraft } = autosave

  useEffect(() => {
    // Only the admin's own changes are saved (a reset is not a change).
    const sub = form.watch((values, info) => {
      if (info.name) saveDraft(values as EventFormInput)
    })
    return () => sub.unsubscribe()
  }, [form, saveDraft])

  const restore = () => {
    const data = autosave.takeDraft()
    if (data) form.reset({ ...EVENT_FORM_DEFAULTS, ...data }, { keepDefaultValues: true })
    toast({ title: 'Draft Restored', description: 'Your previous work has been restored.' })
  }

  useEffect(() => {
    // Runs after the render that shows the errors of a refused submit or a refused save.
    if (!focusFirstError.current) return
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!invalid) return
    focusFirstError.current = false
    invalid.scrollIntoView({ block: 'center' })
    invalid.focus({ preventScroll: true })
  })

  const onInvalid = (errors: Parameters<typeof invalidSubmitToast>[0]) => {
    focusFirstError.current = true
    toast({ ...invalidSubmitToast(errors), variant: 'destructive' })
  }

  const [confirming, setConfirming] = useState<{ values: EventForm; warning: RegistrantWarning } | null>(null)

  const onSubmit = form.handleSubmit(async (values) => {
    focusFirstError.current = false
    const warning =
      editId && props.initial ? registrantWarning(props.initial, values, props.registered ?? 0) : null
    if (warning) setConfirming({ values, warning })
    else await submit(values)
  }, onInvalid)

  async function submit(values: EventForm, warning?: RegistrantWarning) {
    try {
      const saved = await save.mutateAsync(values)
      autosave.clear()
      toast({
        title: editId ? 'Event Updated' : 'Event Created',
        description: warning ? `${saved.title}. ${warning.told}` : saved.title,
        // After a create the admin lands on the calendar (admin.md §2); the new event is one click away.
        ...(editId
          ? {}
          : {
              duration: 10_000,
              action: (
                // The link's own navigation stops Radix from closing the toast, so it is closed here.
                <ToastAction
                  asChild
                  altText={`Open ${saved.title} from the events calendar`}
                  onClick={() => dismiss()}
                >
                  <Link href={eventHref(saved.id)}>View Event</Link>
                </ToastAction>
              ),
            }),
      })
      navigate(afterSaveHref(saved, editId ? 'edit' : 'create', viewerTimeZone))
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        // Keep the latest values in the draft so they are offered again after signing in.
        autosave.flush()
        toast({
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
          variant: 'destructive',
        })
        setTimeout(() => window.location.assign(loginHref()), 500)
        return
      }
      if (e instanceof ApiError) {
        for (const fe of e.body?.errors ?? []) form.setError(fe.path as FormPath, { message: fe.message })
        focusFirstError.current = !!e.body?.errors?.length
      }
      const fallback = editId ? 'Failed to update event' : 'Failed to create event'
      toast({
        title: 'Error',
        description: e instanceof ApiError ? e.userMessage || fallback : fallback,
        variant: 'destructive',
      })
    }
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{editId ? 'Edit Event' : 'Create Event'}</h1>
        {/* The visible time ago changes every 15 s, so it stays out of the live region; the region says the state. */}
        <p className="text-sm text-muted-foreground" data-testid="autosave-status">
          {autosave.label}
        </p>
        <span role="status" className="sr-only">
          {autosave.announcement}
        </span>
      </div>
      {props.notice && (
        <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="form-notice">
          {props.notice}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        Fields marked
        <RequiredMark />
        <span className="sr-only"> with an asterisk</span> are required.
      </p>
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6">
          <BasicSection />
          <TagsSection tags={tags.data} isLoading={tags.isLoading} isError={tags.isError} />
          <ScheduleSection />
          <ProviderSection directory={directory.data ?? []} />
          <AgendaSection />
          <MaterialsSection />
          <FacilitatorSection />
          <StatusSection />
          <OptionalSection />
          <div className="flex flex-wrap justify-end gap-2">
            <Button asChild variant="outline">
              {/* Cancel abandons the work: no "Restore Previous Work?" for it next time. */}
              <Link href="/events" onClick={() => autosave.clear()}>
                Cancel
              </Link>
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting || save.isPending}>
              {form.formState.isSubmitting || save.isPending
                ? 'Saving…'
                : editId
                  ? 'Update Event'
                  : 'Create Event'}
            </Button>
          </div>
        </form>
      </FormProvider>
      <AlertDialog open={!!confirming} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirming?.warning.title}</AlertDialogTitle>
            <AlertDialogDescription>{confirming?.warning.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Go back</AlertDialogCancel>
            <AlertDialogAction
              className={
                confirming?.warning.kind === 'cancel' ? buttonVariants({ variant: 'destructive' }) : undefined
              }
              onClick={() => {
                if (confirming) void submit(confirming.values, confirming.warning)
                setConfirming(null)
              }}
            >
              {confirming?.warning.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <AlertDialog open={!!autosave.pending}>
        <AlertDialogContent
          // Focus starts on keeping the work, not on throwing it away (Enter must not discard a draft).
          onOpenAutoFocus={(e) => {
            e.preventDefault()
            restoreButton.current?.focus()
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Restore Previous Work?</AlertDialogTitle>
            <AlertDialogDescription>
              A draft of this form was saved{' '}
              {autosave.pending
                ? formatDistanceToNowStrict(autosave.pending.metadata.timestamp, { addSuffix: true })
                : ''}
              . Restore it, or discard it and start from the current values.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={autosave.discard}>Discard Draft</AlertDialogCancel>
            <AlertDialogAction ref={restoreButton} onClick={restore}>
              Restore Draft
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  )
}
