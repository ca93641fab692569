import { describe, expect, it } from 'vitest'
import { eventPhase, nextPhaseChange, sideCardState } from './side-card-state'

const now = new Date('2026-03-10T18:00:00Z')
const minutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString()
const event = (
  over: Partial<{ date: string; status: 'published' | 'cancelled'; spotsLeft: number }> = {},
) => ({
  date: minutes(60 * 24),
  duration: 60,
  status: 'published' as const,
  spotsLeft: 10,
  ...over,
})
const state = (over: Partial<Parameters<typeof sideCardState>[0]> = {}) =>
  sideCardState({
    event: event(),
    now,
    audienceBlocked: false,
    registered: false,
    waitlistStatus: null,
    ...over,
  })

describe('eventPhase', () => {
  it('is upcoming before the start, under way until start + duration, then ended', () => {
    expect(eventPhase(event({ date: minutes(1) }), now)).toBe('upcoming')
    expect(eventPhase(event({ date: minutes(0) }), now)).toBe('underWay')
    expect(eventPhase(event({ date: minutes(-59) }), now)).toBe('underWay')
    expect(eventPhase(event({ date: minutes(-60) }), now)).toBe('ended')
  })
  it('names the next change: the start, then the end, then none', () => {
    expect(nextPhaseChange(event({ date: minutes(5) }), now)?.toISOString()).toBe(minutes(5))
    expect(nextPhaseChange(event({ date: minutes(-5) }), now)?.toISOString()).toBe(minutes(55))
    expect(nextPhaseChange(event({ date: minutes(-60) }), now)).toBeNull()
  })
})

describe('sideCardState', () => {
  it('offers a registered family Join Event during the session, and not once it has ended', () => {
    const during = state({ event: event({ date: minutes(-10) }), registered: true })
    expect(during.registration).toEqual({ canJoin: true })
    // Under way is not "already taken place", and the family in it needs no notice.
    expect(during.notice).toBeNull()

    const after = state({ event: event({ date: minutes(-61) }), registered: true })
    expect(after.registration).toEqual({ canJoin: false })
    expect(after.notice).toBe('past')
  })

  it('tells a passer-by that a session under way has closed registration, without "already taken place"', () => {
    const s = state({ event: event({ date: minutes(-10) }) })
    expect(s.notice).toBe('underWay')
    expect(s.register).toBe(false)
  })

  it('tells a provider leading the session so, with no seat of their own to take or wait for', () => {
    const s = state({ facilitating: true })
    expect(s.facilitating).toBe(true)
    expect(s.register).toBe(false)
    const full = state({ event: event({ spotsLeft: 0 }), facilitating: true })
    expect(full.joinWaitlist).toBe(false)
    expect(state().register).toBe(true)
  })

  it('shows a cancelled event only its notice', () => {
    const s = state({ event: event({ status: 'cancelled' }), registered: true })
    expect(s.registration).toBeNull()
    expect(s.notice).toBe('cancelled')
    expect(s.register).toBe(false)
  })

  it('offers no Register or Join waitlist when the audience refuses the viewer, only the alert', () => {
    const open = state({ audienceBlocked: true })
    expect(open).toMatchObject({ audienceAlert: true, register: false, joinWaitlist: false })
    const full = state({ event: event({ spotsLeft: 0 }), audienceBlocked: true })
    expect(full).toMatchObject({ audienceAlert: true, register: false, joinWaitlist: false })
    expect(state()).toMatchObject({ audienceAlert: false, register: true, joinWaitlist: false })
  })

  it('offers Join waitlist on a full event until the family is in line; a held seat hides "sold out"', () => {
    const full = event({ spotsLeft: 0 })
    expect(state({ event: full })).toMatchObject({ joinWaitlist: true, register: false, notice: 'soldOut' })
    expect(state({ event: full, waitlistStatus: 'waiting' })).toMatchObject({
      joinWaitlist: false,
      waitlist: 'waiting',
      notice: 'soldOut',
    })
    expect(state({ event: full, waitlistStatus: 'offered' })).toMatchObject({
      joinWaitlist: false,
      waitlist: 'offered',
      notice: null,
    })
    expect(state({ event: full, registered: true })).toMatchObject({ joinWaitlist: false, waitlist: null })
  })
})
