import { describe, expect, it } from 'vitest'
import { listedTimezoneOr } from './timezones'

describe('listedTimezoneOr: the zone a new account starts in', () => {
  it('keeps a listed zone', () => {
    expect(listedTimezoneOr('America/New_York')).toBe('America/New_York')
    expect(listedTimezoneOr('Pacific/Honolulu')).toBe('Pacific/Honolulu')
  })

  it.each([
    ['America/Detroit', 'America/New_York'],
    ['America/Indiana/Indianapolis', 'America/New_York'],
    ['America/Kentucky/Louisville', 'America/New_York'],
    ['America/Boise', 'America/Denver'],
    ['America/Juneau', 'America/Anchorage'],
    ['America/Menominee', 'America/Chicago'],
  ])('takes %s as the listed zone with the same clocks, %s', (zone, listed) => {
    expect(listedTimezoneOr(zone, 'America/Chicago', new Date('2026-11-26T12:00:00Z'))).toBe(listed)
  })

  it.each([['Europe/London'], ['America/Phoenix'], ['Not/AZone'], ['garbage'], [42], [undefined]])(
    'falls back to the default for %j',
    (value) => {
      expect(listedTimezoneOr(value)).toBe('America/Chicago')
    },
  )
})
