import { describe, expect, it } from 'vitest'
import { registrantWarning } from './registrant-warning'

const saved = {
  title: 'Infant Massage',
  status: 'published' as const,
  date: '2026-12-10T18:00',
  duration: 60,
  timezone: 'America/Chicago',
  price: '25.00',
}
const same = { status: saved.status, date: saved.date, duration: 60, timezone: saved.timezone }

describe('registrantWarning', () => {
  it('asks before cancelling an event families hold places at, saying refunds follow for a paid one', () => {
    const w = registrantWarning(saved, { ...same, status: 'cancelled' }, 16)
    expect(w?.kind).toBe('cancel')
    expect(w?.description).toBe(
      '16 families are registered. Each will be emailed that the event is cancelled, and paid places are refunded. A cancelled event cannot be reopened.',
    )
    expect(
      registrantWarning({ ...saved, price: '0.00' }, { ...same, status: 'cancelled' }, 1)?.description,
    ).toBe(
      '1 family is registered. Each will be emailed that the event is cancelled. A cancelled event cannot be reopened.',
    )
  })

  it('asks before moving the time, the length or the zone', () => {
    expect(registrantWarning(saved, { ...same, date: '2026-12-11T18:00' }, 3)?.kind).toBe('reschedule')
    expect(registrantWarning(saved, { ...same, duration: 90 }, 3)?.kind).toBe('reschedule')
    expect(registrantWarning(saved, { ...same, timezone: 'America/New_York' }, 3)?.kind).toBe('reschedule')
  })

  it('stays quiet when nobody is registered, nothing families hear about changed, or it was already cancelled', () => {
    expect(registrantWarning(saved, { ...same, status: 'cancelled' }, 0)).toBeNull()
    expect(registrantWarning(saved, same, 5)).toBeNull()
    expect(
      registrantWarning({ ...saved, status: 'cancelled' }, { ...same, status: 'cancelled' }, 5),
    ).toBeNull()
  })
})
