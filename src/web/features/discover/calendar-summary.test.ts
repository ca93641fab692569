import { describe, expect, it } from 'vitest'
import { defaultTab, matchesStatus } from './calendar-state'
import { calendarSummary, countShown } from './calendar-summary'

describe('countShown', () => {
  const tz = 'America/New_York'
  // March 2026's grid runs Mar 1 – Apr 4: the April days are greyed and belong to April.
  const events = [
    { date: '2026-03-05T15:00:00Z' },
    { date: '2026-03-31T15:00:00Z' },
    { date: '2026-04-02T15:00:00Z' },
  ]
  it("counts the month's own days, not the greyed days of the next month", () => {
    expect(countShown('month', events, '2026-03', tz)).toBe(2)
  })
  it('takes the day in the viewer’s zone: 1 April 02:00 UTC is still 31 March in New York', () => {
    expect(countShown('month', [{ date: '2026-04-01T02:00:00Z' }], '2026-03', tz)).toBe(1)
  })
  it('counts everything the week and the list show', () => {
    expect(countShown('week', events, '2026-03', tz)).toBe(3)
    expect(countShown('list', events, '2026-03', tz)).toBe(3)
  })
})

describe('calendarSummary', () => {
  it('says what its number counts', () => {
    expect(calendarSummary('month', 12, 'March 2026', [])).toBe('12 events found in March 2026')
    expect(calendarSummary('week', 1, 'Mar 2 – Mar 8, 2026', [])).toBe(
      '1 event found in the week Mar 2 – Mar 8, 2026',
    )
    expect(calendarSummary('list', 24, '', ['“sleep”', 'Free'])).toBe(
      '24 upcoming events found for “sleep”, Free',
    )
  })
})

describe('defaultTab', () => {
  it('opens on List on a phone, on Month elsewhere', () => {
    expect(defaultTab(true)).toBe('list')
    expect(defaultTab(false)).toBe('month')
  })
})

describe('matchesStatus (Manage Events)', () => {
  it('lets everything through with no filter, and counts limited and sold-out events as published', () => {
    expect(
      ['draft', 'published', 'limited', 'sold_out', 'cancelled', 'archived'].every((s) =>
        matchesStatus(s, ''),
      ),
    ).toBe(true)
    expect(['published', 'limited', 'sold_out'].every((s) => matchesStatus(s, 'published'))).toBe(true)
    expect(matchesStatus('draft', 'published')).toBe(false)
    expect(matchesStatus('draft', 'draft')).toBe(true)
    expect(matchesStatus('cancelled', 'archived')).toBe(false)
  })
})
