import { describe, expect, it } from 'vitest'
import { audienceRefusal } from './audience'

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
