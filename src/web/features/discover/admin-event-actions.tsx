import { Archive, Pencil, Trash2 } from 'lucide-react'
import { useRef } from 'react'
import { Link } from 'wouter'
import { archiveRefusal } from '../../../domain/event-rules'
import type { Event } from '../../../domain/events'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog'
import { Button, buttonVariants } from '../../components/ui/button'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { editEventHref } from '../../lib/event-links'
import { moveFocusWhen } from '../../lib/move-focus'
import { useAdminEventActions } from './api'

/**
 * What deleting does to them (decision AE3): the server tells each registrant and everyone waiting, and refunds
 * every paid place in full.
 */
const DELETE_REGISTRANTS_NOTICE =
  'They, and anyone on the waitlist, will be told it will not take place, and paid places will be refunded in full.'

/** The spec's warning (public-parent-provider.md §8), then what happens to those people, when given. */
function RegisteredWarning({ enrolled, consequence }: { enrolled: number; consequence?: string }) {
  if (enrolled <= 0) return null
  return (
    <>
      <span className="mt-2 block font-medium text-destructive">
        {enrolled} people are registered for this event
      </span>
      {consequence && (
        <span className="mt-2 block" data-testid="delete-registrants-notice">
          {consequence}
        </span>
      )}
    </>
  )
}

/** The server's sentence when it gave one, else the generic text. */
const reasonOf = (e: unknown, fallback: string) => (e instanceof ApiError ? e.userMessage : fallback)

/**
 * Once the event's card has left the list (after the refetch), focus goes to the results summary above the list
 * ("N events found"), else the list's tab panel: the button that had it is gone.
 */
function focusListWhenGone(actions: HTMLElement) {
  const panel = actions.closest<HTMLElement>('[role="tabpanel"]')
  const summary = () => document.querySelector<HTMLElement>('[data-testid="filter-summary"]')
  moveFocusWhen(
    () => !actions.isConnected,
    () => [summary(), panel],
  )
}

/**
 * Spec §2/§8: Archive Event and Delete Event for admins, each behind a confirmation; and Edit, so managing a list
 * of sessions does not go through each event's page (decision AE17).
 */
export function AdminEventActions({
  event,
}: {
  event: Pick<Event, 'id' | 'title' | 'enrolled' | 'date' | 'duration' | 'status'>
}) {
  // The server's rule (decision AE10): an event that has not ended, with families registered, is not archived.
  const archiveRefused = archiveRefusal({ ...event, registered: event.enrolled })
  const { archive, remove } = useAdminEventActions()
  const rootRef = useRef<HTMLDivElement>(null)
  const afterRemoval = () => {
    if (rootRef.current) focusListWhenGone(rootRef.current)
  }
  const onArchive = () =>
    archive.mutate(event.id, {
      onSuccess: () => {
        toast({
          title: 'Event Archived',
          description: 'The event has been archived and is no longer visible to users.',
        })
        afterRemoval()
      },
      onError: (e) =>
        toast({
          title: 'Failed to archive event',
          description: reasonOf(e, 'Please try again.'),
          variant: 'destructive',
        }),
    })
  const onDelete = () =>
    remove.mutate(event.id, {
      onSuccess: () => {
        toast({ title: 'Event Deleted', description: 'The event has been permanently removed.' })
        afterRemoval()
      },
      onError: (e) =>
        toast({ title: 'Error', description: reasonOf(e, 'Failed to delete event'), variant: 'destructive' }),
    })
  return (
    <div ref={rootRef} className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link href={editEventHref(event.id)} aria-label={`Edit ${event.title}`}>
          <Pencil aria-hidden="true" /> Edit
        </Link>
      </Button>
      {/* Already archived: nothing to archive (Edit brings it back as a draft, AE8). */}
      {event.status !== 'archived' && (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" size="sm" disabled={archive.isPending}>
              <Archive aria-hidden="true" /> Archive Event
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Archive “{event.title}”?</AlertDialogTitle>
              <AlertDialogDescription>
                The event will no longer be visible to users.
                <RegisteredWarning enrolled={event.enrolled} />
                {archiveRefused && (
                  <span className="mt-2 block" data-testid="archive-upcoming-hint">
                    {archiveRefused}
                  </span>
                )}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={onArchive} disabled={!!archiveRefused}>
                Archive Event
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive" size="sm" disabled={remove.isPending}>
            <Trash2 aria-hidden="true" /> Delete Event
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete “{event.title}”?</AlertDialogTitle>
            <AlertDialogDescription>
              This permanently removes the event.
              <RegisteredWarning enrolled={event.enrolled} consequence={DELETE_REGISTRANTS_NOTICE} />
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onDelete}>
              Delete Event
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  )
}
