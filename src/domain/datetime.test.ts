import { describe, expect, it } from 'vitest'
import {
  dayKeyIn,
  formatDateIn,
  formatTimeIn,
  monthGrid,
  safeTimeZone,
  shiftDay,
  shiftMonth,
  weekDays,
  zoneAbbreviation,
  zoneName,
} from './datetime'

const CHI = 'America/Chicago'

describe('date and time in the viewer’s zone', () => {
  it('formats with the spec’s patterns in the given zone', () => {
    const when = '2026-07-04T00:30:00Z'
    expect(formatDateIn(when, CHI)).toBe('Jul 3, 2026')
    expect(formatTimeIn(when, CHI)).toBe('7:30 PM')
    expect(formatDateIn(when, 'America/New_York')).toBe('Jul 3, 2026')
    expect(formatTimeIn(when, 'America/New_York')).toBe('8:30 PM')
    expect(formatTimeIn(when, 'Pacific/Honolulu')).toBe('2:30 PM')
  })

  it('follows daylight saving: same wall clock, different offsets and abbreviations', () => {
    // 2026-03-08 is the US spring-forward day: 2:00 CST jumps to 3:00 CDT (08:00Z).
    expect(formatTimeIn('2026-03-08T07:30:00Z', CHI)).toBe('1:30 AM')
    expect(zoneAbbreviation('2026-03-08T07:30:00Z', CHI)).toBe('CST')
    expect(formatTimeIn('2026-03-08T08:30:00Z', CHI)).toBe('3:30 AM')
    expect(zoneAbbreviation('2026-03-08T08:30:00Z', CHI)).toBe('CDT')
    // A 6 pm class the day before and the day after the change.
    expect(formatTimeIn('2026-03-08T00:00:00Z', CHI)).toBe('6:00 PM')
    expect(formatTimeIn('2026-03-08T23:00:00Z', CHI)).toBe('6:00 PM')
  })

  it('names a zone for a span of days without a daylight-saving season', () => {
    expect(zoneName(CHI, '2026-03-01T12:00:00Z')).toBe('Central Time')
    expect(zoneName(CHI, '2026-07-01T12:00:00Z')).toBe('Central Time')
    expect(zoneName('UTC')).toBe('UTC')
    expect(zoneName('Asia/Kolkata')).toBe('India Standard Time')
  })

  it('puts an evening event on its local day, not its UTC day', () => {
    expect(dayKeyIn('2026-11-01T03:00:00Z', CHI)).toBe('2026-10-31')
    expect(dayKeyIn('2026-11-01T03:00:00Z', 'UTC')).toBe('2026-11-01')
  })

  it('lays out a month grid starting Sunday, in whole weeks, with local-midnight bounds', () => {
    const g = monthGrid('2026-03', CHI)
    expect(g.days.length % 7).toBe(0)
    expect(g.days[0].key).toBe('2026-03-01') // a Sunday
    expect(g.days.filter((d) => d.inMonth)).toHaveLength(31)
    expect(g.from.toISOString()).toBe('2026-03-01T06:00:00.000Z') // midnight CST
    expect(g.to.toISOString()).toBe('2026-04-05T05:00:00.000Z') // midnight CDT after the grid
    // The spring-forward day is 23 hours long.
    const i = g.days.findIndex((d) => d.key === '2026-03-08')
    expect(g.days[i + 1].start.getTime() - g.days[i].start.getTime()).toBe(23 * 3600_000)
    const feb = monthGrid('2026-02', CHI)
    expect(feb.days[0].key).toBe('2026-02-01')
    expect(feb.days).toHaveLength(28)
  })

  it('lays out a week starting Monday', () => {
    const w = weekDays('2026-03-08', CHI) // a Sunday: its week began Monday the 2nd
    expect(w.days.map((d) => d.key)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ])
    expect(w.to.toISOString()).toBe('2026-03-09T05:00:00.000Z')
  })

  it('shifts keys and falls back from a bad zone', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01')
    expect(safeTimeZone('Not/AZone', CHI)).toBe(CHI)
    expect(safeTimeZone(undefined, CHI)).toBe(CHI)
  })
})
