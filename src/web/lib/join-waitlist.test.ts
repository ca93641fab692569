import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { WaitlistEntry } from '../../domain/registrations'
// The keys the event page and the wizard really read: a renamed key there must fail here.
import { discoverKeys } from '../features/discover/api'
import { registrationKeys } from '../features/registrations/api'
import { WAITLIST_PROMISE, waitlistJoined } from './join-waitlist'

const entry: WaitlistEntry = {
  id: 'w1',
  eventId: 'e1',
  status: 'waiting',
  position: 3,
  offerExpiresAt: null,
}

function cacheWith(keys: QueryKey[]) {
  const qc = new QueryClient()
  for (const key of keys) qc.setQueryData(key, null)
  return qc
}
const invalidated = (qc: QueryClient, key: QueryKey) => qc.getQueryState(key)?.isInvalidated ?? false

describe('waitlistJoined', () => {
  it('shows the place in line on the event page and in the wizard at once, without asking for it again', () => {
    const qc = cacheWith([discoverKeys.waitlist('e1'), registrationKeys.waitlist('e1')])
    waitlistJoined(qc, 'e1', entry)
    expect(qc.getQueryData(discoverKeys.waitlist('e1'))).toEqual(entry)
    expect(qc.getQueryData(registrationKeys.waitlist('e1'))).toEqual(entry)
    expect(invalidated(qc, discoverKeys.waitlist('e1'))).toBe(false)
  })

  it("refreshes that event's page, the wizard's copy of it and My Events, and no other event", () => {
    const eventPage = discoverKeys.event('e1')
    const wizardEvent: QueryKey = ['/api/events', 'e1', 'registration-view']
    const otherEvent = discoverKeys.event('e2')
    const myEvents = registrationKeys.mine()
    const qc = cacheWith([eventPage, wizardEvent, otherEvent, myEvents])
    waitlistJoined(qc, 'e1', entry)
    expect(invalidated(qc, eventPage)).toBe(true)
    expect(invalidated(qc, wizardEvent)).toBe(true)
    expect(invalidated(qc, myEvents)).toBe(true)
    expect(invalidated(qc, otherEvent)).toBe(false)
  })
})

describe('WAITLIST_PROMISE', () => {
  it('promises the 24-hour hold the server gives an offer (R5), "up to" because it never runs past the start', () => {
    expect(WAITLIST_PROMISE).toBe(
      "If a seat opens up, we'll email you and hold it for you for up to 24 hours.",
    )
  })
})
