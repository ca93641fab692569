import { describe, expect, it } from 'vitest'
import { holdState } from './seat-hold'

describe('holdState', () => {
  const until = '2026-03-01T12:15:00Z'
  const at = (iso: string) => new Date(iso).getTime()
  it('is quiet while there is time, warns in the last 3 minutes, and ends at the deadline', () => {
    expect(holdState(until, at('2026-03-01T12:00:00Z'))).toEqual({ phase: 'held', minutesLeft: 15 })
    expect(holdState(until, at('2026-03-01T12:11:59Z'))).toEqual({ phase: 'held', minutesLeft: 4 })
    expect(holdState(until, at('2026-03-01T12:12:00Z'))).toEqual({ phase: 'ending', minutesLeft: 3 })
    expect(holdState(until, at('2026-03-01T12:14:30Z'))).toEqual({ phase: 'ending', minutesLeft: 1 })
    expect(holdState(until, at('2026-03-01T12:15:00Z'))).toEqual({ phase: 'over', minutesLeft: 0 })
  })
})
