import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api'
import {
  draftsHref,
  importFailureMessage,
  rowsAfterCommit,
  rowsToSend,
  selectionLimitMessage,
} from './commit-outcome'
import type { PreviewRow } from './preview-table'

const row = (title: string, over: Partial<PreviewRow<{ title: string }>> = {}) => ({
  values: { title },
  selected: true,
  duplicateOf: null,
  ...over,
})

describe('the Bulk Import preview after a commit', () => {
  // Rows 1-6: A created, B invalid, C not selected, D created, E (edited by the admin) invalid, F now a duplicate.
  const rows: PreviewRow<{ title: string }>[] = [
    row('A'),
    row('B'),
    row('C', { selected: false }),
    row('D'),
    row('E edited'),
    row('F'),
  ]
  const sent = rowsToSend(rows).map((r) => r.i)
  const result = rowsAfterCommit(
    rows,
    sent,
    [
      { index: 1, kind: 'event', reason: 'Price must be a valid amount (e.g., 25.00)' },
      { index: 3, kind: 'event', reason: 'Date is required' },
      {
        index: 4,
        kind: 'event',
        reason: 'An event with this title and start time already exists',
        duplicateOf: 'ev-1',
      },
    ],
    (n, v) => `Event row ${n}, ${v.title}`,
  )

  it('keeps the skipped rows with their reason and the edits, and the rows not sent; created rows leave', () => {
    expect(sent).toEqual([0, 1, 3, 4, 5])
    expect(result.rows).toEqual([
      {
        values: { title: 'B' },
        selected: true,
        duplicateOf: null,
        error: 'Price must be a valid amount (e.g., 25.00)',
      },
      { values: { title: 'C' }, selected: false, duplicateOf: null },
      { values: { title: 'E edited' }, selected: true, duplicateOf: null, error: 'Date is required' },
      {
        values: { title: 'F' },
        selected: false,
        duplicateOf: 'ev-1',
        error: 'An event with this title and start time already exists',
      },
    ])
  })

  it('names each skipped row by its position in the preview that stays on screen', () => {
    expect(result.skipped.map((s) => s.label)).toEqual([
      'Event row 1, B',
      'Event row 3, E edited',
      'Event row 4, F',
    ])
  })

  it('sends a selected duplicate as kept on purpose', () => {
    expect(rowsToSend([row('X', { duplicateOf: 'ev-9' }), row('Y')]).map((r) => r.values)).toEqual([
      { title: 'X', keepDuplicate: true },
      { title: 'Y', keepDuplicate: false },
    ])
  })
})

describe('the import limit and failure message', () => {
  it('names the limit while more rows than one commit takes are selected', () => {
    expect(selectionLimitMessage({ providers: 1000, events: 1000 })).toBeNull()
    expect(selectionLimitMessage({ providers: 0, events: 1500 })).toMatch(
      /At most 1000 events can be imported at once/,
    )
    expect(selectionLimitMessage({ providers: 1001, events: 0 })).toMatch(/At most 1000 providers/)
  })

  it("shows the server's message for a refusal and the spec's text otherwise", () => {
    const refused = new ApiError(400, '', { message: 'events: At most 1000 events can be imported at once' })
    expect(importFailureMessage(refused)).toBe('events: At most 1000 events can be imported at once')
    expect(importFailureMessage(new ApiError(500, '', { message: 'Something went wrong' }))).toBe(
      'Failed to create entries',
    )
    expect(importFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to create entries')
  })
})

describe('the summary link to the new drafts', () => {
  const chicago = 'America/Chicago'
  const rows = [
    { date: '2027-04-02T19:00', timezone: chicago },
    { date: '2027-03-10T19:00', timezone: chicago },
    { date: '2027-01-12T19:00', timezone: chicago },
  ]

  it('opens Manage Events on the month of the earliest draft created, not on today’s month', () => {
    expect(draftsHref(rows, [], chicago)).toBe('/events?month=2027-01')
  })

  it('leaves out the rows the commit skipped', () => {
    const skipped = [{ index: 2, kind: 'event' as const, reason: 'Date is required' }]
    expect(draftsHref(rows, skipped, chicago)).toBe('/events?month=2027-03')
    // A skipped provider at the same index says nothing about the events.
    expect(draftsHref(rows, [{ ...skipped[0], kind: 'provider' }], chicago)).toBe('/events?month=2027-01')
  })

  it('reads the month in the viewer’s zone, as the calendar shows it', () => {
    // 7pm in Chicago on Jan 31 is already Feb 1 in Berlin.
    const late = [{ date: '2027-01-31T19:00', timezone: chicago }]
    expect(draftsHref(late, [], chicago)).toBe('/events?month=2027-01')
    expect(draftsHref(late, [], 'Europe/Berlin')).toBe('/events?month=2027-02')
  })

  it('falls back to the calendar when no created row has a date', () => {
    expect(draftsHref([{ date: 'someday', timezone: chicago }], [], chicago)).toBe('/events')
  })
})
