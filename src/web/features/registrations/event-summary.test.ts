import { describe, expect, it } from 'vitest'
import { facilitatorLine } from './event-summary'

describe('facilitatorLine', () => {
  it('names every facilitator of the event, as its page does', () => {
    expect(facilitatorLine({ providerName: 'Aisha Bello', provider2Name: null, provider3Name: null })).toBe(
      'Aisha Bello',
    )
    expect(
      facilitatorLine({ providerName: 'Aisha Bello', provider2Name: 'Dana Lee', provider3Name: ' ' }),
    ).toBe('Aisha Bello and Dana Lee')
    expect(
      facilitatorLine({ providerName: 'Aisha Bello', provider2Name: 'Dana Lee', provider3Name: 'Kim Ngo' }),
    ).toBe('Aisha Bello, Dana Lee and Kim Ngo')
  })
})
