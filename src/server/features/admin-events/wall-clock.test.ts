import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { wallClockFormatter, wallClockSerial } from './wall-clock'

// Zones with DST, half- and quarter-hour offsets, both hemispheres, and a 30-minute DST shift (Lord Howe).
const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'America/St_Johns',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Auckland',
]
const reference = (d: Date, zone: string) => format(new TZDate(d, zone), 'yyyy-MM-dd HH:mm:ss')

describe('wallClockFormatter', () => {
  it('agrees with date-fns in every zone, at any instant between 2000 and 2060', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }),
        (zone, ms) => {
          expect(wallClockFormatter(zone)(new Date(ms))).toBe(reference(new Date(ms), zone))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('is right on both sides of daylight-saving changes, second by second', () => {
    const f = wallClockFormatter('America/New_York')
    // 2026-03-08 02:00 EST -> 03:00 EDT (07:00 UTC); 2026-11-01 02:00 EDT -> 01:00 EST (06:00 UTC).
    expect(f(new Date('2026-03-08T06:59:59Z'))).toBe('2026-03-08 01:59:59')
    expect(f(new Date('2026-03-08T07:00:00Z'))).toBe('2026-03-08 03:00:00')
    expect(f(new Date('2026-11-01T05:59:59Z'))).toBe('2026-11-01 01:59:59')
    expect(f(new Date('2026-11-01T06:00:00Z'))).toBe('2026-11-01 01:00:00')
    const lordHowe = wallClockFormatter('Australia/Lord_Howe')
    for (let ms = Date.UTC(2026, 3, 4, 14, 0); ms < Date.UTC(2026, 3, 4, 16, 0); ms += 61_000) {
      expect(lordHowe(new Date(ms))).toBe(reference(new Date(ms), 'Australia/Lord_Howe'))
    }
  })
})

describe('wallClockSerial', () => {
  it('gives the spreadsheet serial of the same wall clock the text shows', () => {
    const serial = wallClockSerial('America/Chicago')
    // 2030-01-15 10:00:00 in Chicago (16:00 UTC): day 47498 since 1899-12-30, and 10/24 of a day.
    expect(serial(new Date('2030-01-15T16:00:00Z'))).toBeCloseTo(47_498 + 10 / 24, 9)
    expect(wallClockSerial('UTC')(new Date('1970-01-01T00:00:00Z'))).toBe(25_569)
  })
})
