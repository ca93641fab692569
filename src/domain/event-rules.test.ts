import { describe, expect, it } from 'vitest'
import { archiveRefusal, displayStatus, isFewLeft, isSoldOut } from './event-rules'

describe('displayStatus', () => {
  it('shows a full event as sold out whatever was set by hand', () => {
    expect(displayStatus('published', 0)).toBe('sold_out')
    expect(displayStatus('limited', 0)).toBe('sold_out')
  })
  it('shows limited at 5 or fewer seats', () => {
    expect(displayStatus('published', 5)).toBe('limited')
    expect(displayStatus('published', 6)).toBe('published')
  })
  it('reopens a hand-set sold out event that has seats again', () => {
    expect(displayStatus('sold_out', 10)).toBe('published')
  })
  it('never changes draft, cancelled or archived', () => {
    expect(displayStatus('draft', 0)).toBe('draft')
    expect(displayStatus('cancelled', 0)).toBe('cancelled')
    expect(displayStatus('archived', 3)).toBe('archived')
  })
  it('counts badges from the seats left', () => {
    expect(isSoldOut({ status: 'published', spotsLeft: 0 })).toBe(true)
    expect(isFewLeft({ spotsLeft: 3 })).toBe(true)
    expect(isFewLeft({ spotsLeft: 0 })).toBe(false)
  })
})

describe('archiveRefusal', () => {
  const now = new Date('2026-03-01T12:00:00Z')
  const base = { status: 'published' as const, date: '2026-03-01T11:30:00Z', duration: 60, registered: 2 }
  it('refuses an event that has not ended (start + duration) while families are registered', () => {
    expect(archiveRefusal(base, now)).toContain('set its status to Cancelled instead')
    expect(archiveRefusal({ ...base, date: '2026-03-08T15:00:00Z' }, now)).not.toBeNull()
  })
  it('allows ended, empty and cancelled events', () => {
    expect(archiveRefusal({ ...base, date: '2026-03-01T11:00:00Z' }, now)).toBeNull()
    expect(archiveRefusal({ ...base, registered: 0 }, now)).toBeNull()
    expect(archiveRefusal({ ...base, status: 'cancelled' }, now)).toBeNull()
  })
})
