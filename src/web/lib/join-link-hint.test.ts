import { describe, expect, it } from 'vitest'
import { joinLinkHint } from './join-link-hint'

describe('joinLinkHint', () => {
  const now = new Date('2026-03-01T12:00:00Z')
  it('says when the link opens, in the viewer’s zone', () => {
    expect(joinLinkHint('2026-03-07T15:00:00Z', 'America/Chicago', now)).toBe(
      'Your join link will be available on Mar 7, 2026 at 9:00 AM CST.',
    )
    expect(joinLinkHint('2026-03-07T15:00:00Z', 'America/New_York', now)).toBe(
      'Your join link will be available on Mar 7, 2026 at 10:00 AM EST.',
    )
  })
  it('never promises a time that has passed: the room is not open yet', () => {
    expect(joinLinkHint('2026-03-01T11:00:00Z', 'America/Chicago', now)).toBe(
      'Your join link will appear here as soon as the host opens the online room.',
    )
  })
})
