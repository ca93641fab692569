import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  audienceRefusal,
  canRegister,
  closedReason,
  type EventForRegistration,
  seatsFree,
} from './booking-rules'
import { REFUSALS } from './event-rules'

describe('audienceRefusal', () => {
  it('opens "all" to everyone and every audience to admins', () => {
    expect(audienceRefusal('provider', 'all')).toBeNull()
    expect(audienceRefusal('admin', 'parents')).toBeNull()
    expect(audienceRefusal('admin', 'providers')).toBeNull()
  })
  it('keeps parents-only and providers-only events to their audience; no role counts as parent', () => {
    expect(audienceRefusal('parent', 'parents')).toBeNull()
    expect(audienceRefusal(null, 'parents')).toBeNull()
    expect(audienceRefusal('provider', 'parents')).toBe('This event is only available for parents.')
    expect(audienceRefusal('parent', 'providers')).toBe('This event is only available for providers.')
    expect(audienceRefusal('provider', 'providers')).toBeNull()
  })
})

describe('closedReason', () => {
  const now = new Date('2026-03-01T12:00:00Z')
  const open = { status: 'published' as const, spotsLeft: 3, date: '2026-03-08T15:00:00Z' }

  it('is null while an upcoming event has seats', () => {
    expect(closedReason(open, now)).toBeNull()
  })
  it('closes an event once it has started, even with seats left', () => {
    expect(closedReason({ ...open, date: '2026-03-01T12:00:00Z' }, now)).toBe('past')
    expect(closedReason({ ...open, date: '2026-02-20T15:00:00Z' }, now)).toBe('past')
  })
  it('names the reason the server gives first: status, then time, then seats', () => {
    const pastAndFull = { ...open, spotsLeft: 0, date: '2026-02-20T15:00:00Z' }
    expect(closedReason(pastAndFull, now)).toBe('past')
    expect(closedReason({ ...pastAndFull, status: 'cancelled' }, now)).toBe('cancelled')
    expect(closedReason({ ...open, status: 'archived' }, now)).toBe('archived')
    expect(closedReason({ ...open, status: 'draft' }, now)).toBe('draft')
    expect(closedReason({ ...open, spotsLeft: 0 }, now)).toBe('soldOut')
  })
})

const now = new Date('2026-03-01T12:00:00Z')
const base: EventForRegistration = {
  status: 'published',
  audience: 'all',
  startsAt: new Date('2026-03-08T15:00:00Z'),
  capacity: 10,
  enrolled: 0,
  heldSeats: 0,
}

describe('canRegister', () => {
  it('admits parents (and users without a role) to parents-only events, refuses providers', () => {
    const e = { ...base, audience: 'parents' as const }
    expect(canRegister(e, { role: 'parent' }, now)).toBeNull()
    expect(canRegister(e, { role: null }, now)).toBeNull()
    expect(canRegister(e, { role: 'provider' }, now)?.message).toBe(
      'This event is only available for parents.',
    )
    expect(canRegister(e, { role: 'admin' }, now)).toBeNull()
  })

  it('admits only providers (and admins) to providers-only events', () => {
    const e = { ...base, audience: 'providers' as const }
    expect(canRegister(e, { role: 'parent' }, now)?.message).toBe(
      'This event is only available for providers.',
    )
    expect(canRegister(e, { role: 'provider' }, now)).toBeNull()
    expect(canRegister(e, { role: 'admin' }, now)).toBeNull()
  })

  it('refuses drafts, cancelled events and past events with their sentences', () => {
    expect(canRegister({ ...base, status: 'draft' }, { role: 'parent' }, now)?.message).toBe(REFUSALS.draft)
    expect(canRegister({ ...base, status: 'cancelled' }, { role: 'parent' }, now)?.message).toBe(
      'This event has been cancelled',
    )
    expect(canRegister({ ...base, startsAt: now }, { role: 'parent' }, now)?.reason).toBe('past')
  })

  it('goes by the counts, not a hand-set sold_out status', () => {
    expect(canRegister({ ...base, status: 'sold_out' }, { role: 'parent' }, now)).toBeNull()
    const full = { ...base, enrolled: 9, heldSeats: 1 }
    expect(canRegister(full, { role: 'parent' }, now)?.message).toBe('This event is sold out')
    expect(canRegister(full, { role: 'parent' }, now, { ownHold: true })).toBeNull()
  })

  it('never lets seats taken exceed capacity, whatever the sequence of holds, releases and registrations', () => {
    type Op = 'register' | 'hold' | 'convertHold' | 'releaseHold' | 'cancel'
    const op = fc.constantFrom<Op>('register', 'hold', 'convertHold', 'releaseHold', 'cancel')
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.array(op, { maxLength: 200 }), (capacity, ops) => {
        const e = { ...base, capacity }
        for (const o of ops) {
          const refusal = canRegister(e, { role: 'parent' }, now)
          if (o === 'register' && !refusal) e.enrolled++
          if (o === 'hold' && !refusal) e.heldSeats++
          if (o === 'convertHold' && e.heldSeats > 0 && !canRegister(e, null, now, { ownHold: true })) {
            e.heldSeats--
            e.enrolled++
          }
          if (o === 'releaseHold' && e.heldSeats > 0) e.heldSeats--
          if (o === 'cancel' && e.enrolled > 0) e.enrolled--
          expect(e.enrolled + e.heldSeats).toBeLessThanOrEqual(capacity)
          expect(seatsFree(e)).toBe(capacity - e.enrolled - e.heldSeats)
        }
      }),
    )
  })
})
