import { useEffect } from 'react'
import { Link, Redirect, useLocation, useSearchParams } from 'wouter'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useEventTags, useStaffEvent } from './api'
import { EventFormBody } from './event-form-body'
import { eventToFormValues } from '../../../domain/event-form-values'
import { editEventHref } from './links'

const ACCESS_DENIED = 'You need staff permissions to create events.'

/** /events/create, /events/create?editId={id} and its alias /events/{id}/edit: admins only (admin.md §2). */
export default function EventFormPage(props: { params?: { id?: string } }) {
  const [params] = useSearchParams()
  const legacyEditId = props.params?.id ? null : params.get('editId')
  const editId = props.params?.id ?? legacyEditId
  useDocumentTitle(editId ? 'Edit Event' : 'Create Event')
  const { user, role, isLoading } = useAuth()
  const [, navigate] = useLocation()
  const allowed = role === 'admin'

  useEffect(() => {
    if (isLoading || allowed) return
    toast({ title: 'Access Denied', description: ACCESS_DENIED, variant: 'destructive' })
    navigate('/events')
  }, [isLoading, allowed, navigate])

  if (isLoading) return <PageSkeleton />
  if (!allowed || !user) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <Alert variant="destructive">
          <AlertTitle>Access Denied</AlertTitle>
          <AlertDescription>{ACCESS_DENIED}</AlertDescription>
        </Alert>
      </div>
    )
  }
  // The spec's /events/create?editId={id} still works; the page lives at /events/{id}/edit (decision AE1).
  if (legacyEditId) return <Redirect to={editEventHref(legacyEditId)} replace />
  return editId ? (
    <EditScreen editId={editId} userId={user.id} />
  ) : (
    <EventFormBody editId={null} userId={user.id} />
  )
}

function EditScreen(props: { editId: string; userId: string }) {
  const event = useStaffEvent(props.editId)
  const tags = useEventTags(props.editId)
  if (event.isLoading || tags.isLoading) return <PageSkeleton />
  if (event.isError || !event.data) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        <Alert variant="destructive">
          <AlertDescription>Event not found. Please check the link and try again.</AlertDescription>
        </Alert>
        <Button asChild variant="outline">
          <Link href="/events">Back to Events</Link>
        </Button>
      </div>
    )
  }
  const initial = eventToFormValues(
    event.data,
    (tags.data ?? []).map((t) => t.id),
  )
  return <EventFormBody editId={props.editId} userId={props.userId} initial={initial} />
}
