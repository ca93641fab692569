import { describe, expect, it } from 'vitest'
import { activeHref, navGroupsFor } from '../components/layout/nav-groups'
import { afterSaveHref, editEventHref } from './event-links'

const id = '0b6f1f1e-2c1a-4c55-9a55-1b8a4f1f0c11'

describe('links of the event form', () => {
  it('editing an event is shown in the sidebar as Manage Events, not Create Event', () => {
    expect(activeHref(navGroupsFor('admin'), editEventHref(id))).toBe('/events')
  })

  it('after an update goes to the event page', () => {
    expect(afterSaveHref({ id, date: '2030-07-01T15:00:00.000Z' }, 'edit', 'America/Chicago')).toBe(
      `/events/${id}`,
    )
  })

  it("after a create goes to /events opened on the new event's month, in the viewer's zone", () => {
    expect(afterSaveHref({ id, date: '2030-07-01T15:00:00.000Z' }, 'create', 'America/Chicago')).toBe(
      '/events?month=2030-07',
    )
    // 1 August 03:00 UTC is still 31 July in Chicago.
    expect(afterSaveHref({ id, date: '2030-08-01T03:00:00.000Z' }, 'create', 'America/Chicago')).toBe(
      '/events?month=2030-07',
    )
    expect(afterSaveHref({ id, date: '2030-08-01T03:00:00.000Z' }, 'create', 'Europe/Paris')).toBe(
      '/events?month=2030-08',
    )
  })
})
