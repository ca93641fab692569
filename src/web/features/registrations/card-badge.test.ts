import { describe, expect, it } from 'vitest'
import { needsTeamToCancel, registrationBadge } from './card-badge'

describe('registrationBadge', () => {
  const start = '2026-03-10T18:00:00Z'
  const at = (iso: string) => new Date(iso)
  const card = (status: string) => ({ status, date: start, duration: 60 })

  it("shows the event's status before it starts", () => {
    expect(registrationBadge(card('published'), at('2026-03-01T00:00:00Z'))).toEqual({
      label: 'Available',
      tone: 'success',
    })
    expect(registrationBadge(card('limited'), at('2026-03-01T00:00:00Z')).label).toBe('Limited Spots')
    expect(registrationBadge(card('sold_out'), at('2026-03-01T00:00:00Z')).label).toBe('Sold Out')
  })

  it('never shows a sales status once the session has begun or ended', () => {
    expect(registrationBadge(card('published'), at('2026-03-10T18:30:00Z')).label).toBe('Happening now')
    expect(registrationBadge(card('limited'), at('2026-03-10T19:00:00Z')).label).toBe('Ended')
    expect(registrationBadge(card('archived'), at('2026-04-01T00:00:00Z')).label).toBe('Ended')
  })

  it('keeps "Cancelled" for an event called off, before and after its date', () => {
    expect(registrationBadge(card('cancelled'), at('2026-03-01T00:00:00Z'))).toEqual({
      label: 'Cancelled',
      tone: 'destructive',
    })
    expect(registrationBadge(card('cancelled'), at('2026-04-01T00:00:00Z')).label).toBe('Cancelled')
  })
})

describe('needsTeamToCancel', () => {
  const before = new Date('2026-03-01T00:00:00Z')
  const paid = { status: 'published', date: '2026-03-10T18:00:00Z', amountCents: 1500, canCancel: false }
  it('points a paid place to the team until the start', () => {
    expect(needsTeamToCancel(paid, before)).toBe(true)
    expect(needsTeamToCancel(paid, new Date('2026-03-10T18:05:00Z'))).toBe(false)
  })
  it('says nothing for free places (they cancel themselves) or cancelled events (already refunded)', () => {
    expect(needsTeamToCancel({ ...paid, amountCents: 0, canCancel: true }, before)).toBe(false)
    expect(needsTeamToCancel({ ...paid, status: 'cancelled' }, before)).toBe(false)
  })
})
