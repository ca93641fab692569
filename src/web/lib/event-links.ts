import { monthKeyIn } from '../../domain/datetime'

/** The event's public page, where staff also find its Event Management card. */
export const eventHref = (id: string) => `/events/${id}`

/**
 * The edit form. A path of its own (decision AE1) rather than /events/create?editId=…: the sidebar, which reads
 * only the path, then shows Manage Events as the current page instead of Create Event.
 */
export const editEventHref = (id: string) => `/events/${id}/edit`

/** The create form, filled from another event (Duplicate Event, decision AE17). */
export const duplicateEventHref = (id: string) => `/events/create?duplicate=${encodeURIComponent(id)}`

/**
 * Where a save leads (admin.md §2: "After create, go to /events. After update, go to /events/{id}."). After a
 * create the calendar opens on the new event's month, which may be a later one than today's (decision AE13).
 */
export function afterSaveHref(
  saved: { id: string; date: string },
  mode: 'create' | 'edit',
  viewerTimeZone: string,
): string {
  if (mode === 'edit') return eventHref(saved.id)
  return `/events?month=${monthKeyIn(saved.date, viewerTimeZone)}`
}
