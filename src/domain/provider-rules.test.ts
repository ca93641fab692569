import { describe, expect, it } from 'vitest'
import { providerMatches } from './provider-rules'

const noor = {
  firstName: 'Noor',
  lastName: 'Haddad',
  title: 'Sleep Consultant',
  specialties: ['Infant Sleep', 'Lactation'],
}

describe('provider directory search', () => {
  it('matches name, specialty or title, case-insensitively', () => {
    expect(providerMatches(noor, 'noor h')).toBe(true)
    expect(providerMatches(noor, 'LACTATION')).toBe(true)
    expect(providerMatches(noor, 'consultant')).toBe(true)
    expect(providerMatches(noor, '  ')).toBe(true)
    expect(providerMatches(noor, 'doula')).toBe(false)
  })
})
