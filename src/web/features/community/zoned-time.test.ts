import { describe, expect, it } from 'vitest'
import { blockerText, formatMomentIn } from './zoned-time'

describe('formatMomentIn', () => {
  it('shows the moment on the viewer’s clock with the zone’s abbreviation', () => {
    expect(formatMomentIn('2026-03-07T15:00:00Z', 'America/Chicago')).toBe('Sat, Mar 7, 2026 9:00 AM CST')
    expect(formatMomentIn('2026-03-07T15:00:00Z', 'America/Los_Angeles')).toBe('Sat, Mar 7, 2026 7:00 AM PST')
  })
  it('follows daylight saving at that instant', () => {
    expect(formatMomentIn('2026-03-09T15:00:00Z', 'America/Chicago')).toBe('Mon, Mar 9, 2026 10:00 AM CDT')
  })
  it('crosses midnight into the viewer’s own day', () => {
    expect(formatMomentIn('2026-03-08T02:30:00Z', 'America/New_York', 'EEE, MMM d · h:mm a')).toBe(
      'Sat, Mar 7 · 9:30 PM EST',
    )
  })
})

describe('blockerText', () => {
  it('rewrites the ISO start of a blocking event in the viewer’s zone', () => {
    expect(blockerText('Newborn Care 101 (2026-07-01T17:00:00.000Z)', 'America/Denver')).toBe(
      'Newborn Care 101 · Wed, Jul 1, 2026 11:00 AM MDT',
    )
  })
  it('leaves any other message as it is', () => {
    expect(blockerText('Provider not found', 'America/Chicago')).toBe('Provider not found')
    expect(blockerText('Odd (2026-99-99Tnope)', 'America/Chicago')).toBe('Odd (2026-99-99Tnope)')
  })
})
