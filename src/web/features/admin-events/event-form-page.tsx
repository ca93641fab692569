import { useEffect } from 'react'
import { Link, useLocation, useSearchParams } from 'wouter'
import { PageSkeleton } from '../../components/layout/page-skeleton'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useEventTags, useStaffEvent } from './api'
import { EventFormBody } from './event-form-body'
import { eventToFormValues } from './event-form-values'

const ACCESS_DENIED = 'You need staff permissions to create events.'

/** /events/create, /events/create?editId={id} and its alias /events/{id}/edit: admins only (admin.md §2). */
export default function EventFormPage(props: { params?: { id?: string } }) {
  const [params] = useSearchParams()
  const editId = props.params?.id ?? params.get('editId')
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
