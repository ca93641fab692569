import { useEffect } from 'react'
import { Redirect, useLocation, useSearchParams } from 'wouter'
import { duplicateFormValues, eventToFormValues } from '../../../domain/event-form-values'
import { AccessDenied } from '../../components/access-denied'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { EventUnavailable } from '../../components/page-state'
import { toast } from '../../components/ui/use-toast'
import { useAuth } from '../../lib/auth'
import { editEventHref } from '../../lib/event-links'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useEventTags, useStaffEvent } from './api'
import { EventFormBody } from './event-form-body'

const ACCESS_DENIED = 'You need staff permissions to create events.'

/** /events/create, /events/create?editId={id} and its alias /events/{id}/edit: admins only (admin.md §2). */
export default function EventFormPage(props: { params?: { id?: string } }) {
  const [params] = useSearchParams()
  const legacyEditId = props.params?.id ? null : params.get('editId')
  const editId = props.params?.id ?? legacyEditId
  const duplicateOf = editId ? null : params.get('duplicate')
  // The edit screen names the event itself once it is loaded (EditScreen).
  useDocumentTitle(editId || duplicateOf ? null : 'Create Event')
  const { user, role, isLoading } = useAuth()
  const [, navigate] = useLocation()
  const allowed = role === 'admin'

  useEffect(() => {
    if (isLoading || allowed) return
    toast({ title: 'Access Denied', description: ACCESS_DENIED, variant: 'destructive' })
    navigate('/events')
  }, [isLoading, allowed, navigate])

  if (isLoading) return <PageSkeleton />
  if (!allowed || !user) return <AccessDenied message={ACCESS_DENIED} />
  // The spec's /events/create?editId={id} still works; the page lives at /events/{id}/edit (decision AE1).
  if (legacyEditId) return <Redirect to={editEventHref(legacyEditId)} replace />
  if (editId) return <EditScreen editId={editId} userId={user.id} />
  if (duplicateOf) return <EditScreen sourceId={duplicateOf} userId={user.id} duplicate />
  return <EventFormBody editId={null} userId={user.id} />
}

/** The edit form of an event, or (`duplicate`) the create form filled from it. */
function EditScreen(props: { editId?: string; sourceId?: string; userId: string; duplicate?: boolean }) {
  const id = props.editId ?? props.sourceId ?? ''
  const event = useStaffEvent(id)
  const tags = useEventTags(id)
  const title = event.data?.title
  useDocumentTitle(props.duplicate ? 'Duplicate Event' : title ? `Edit Event: ${title}` : 'Edit Event')
  if (event.isLoading || tags.isLoading) return <PageSkeleton />
  if (event.isError || !event.data)
    return <EventUnavailable error={event.error} onRetry={() => event.refetch()} />
  const saved = eventToFormValues(
    event.data,
    (tags.data ?? []).map((t) => t.id),
  )
  // Keyed by screen and event: the form takes its values when it mounts, so another event gets a fresh form.
  if (props.duplicate) {
    return (
      <EventFormBody
        key={`duplicate:${id}`}
        editId={null}
        duplicateOf={id}
        userId={props.userId}
        initial={duplicateFormValues(saved)}
        notice={`A copy of “${event.data.title}”: choose the new session's date and time, then create it as a draft.`}
      />
    )
  }
  return (
    <EventFormBody
      key={`edit:${id}`}
      editId={props.editId ?? null}
      userId={props.userId}
      initial={saved}
      registered={event.data.enrolled}
    />
  )
}
