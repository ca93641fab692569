import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
// The keys other screens really use: a renamed key there must fail here, not leave a list stale.
import { adminEventKeys } from '../features/admin-events/api'
import { communityKeys } from '../features/community/api'
import { discoverKeys } from '../features/discover/api'
import { invalidateEvents, invalidateProposals, invalidateProviders } from './invalidate'

const READS = {
  manageEvents: adminEventKeys.events,
  eventToEdit: adminEventKeys.event('e1'),
  publicEvents: discoverKeys.events({}),
  eventPage: discoverKeys.event('e1'),
  providerEvents: communityKeys.myEvents,
  manageProviders: communityKeys.providers,
  publicDirectory: discoverKeys.providers(undefined),
  featuredProviders: discoverKeys.providers(true),
  providerProfile: discoverKeys.provider('p1'),
  eventFormPicker: adminEventKeys.providers,
  favourites: discoverKeys.favorites,
  inbox: communityKeys.proposals,
  publicComingSoon: discoverKeys.comingSoon,
  providerProposals: communityKeys.myProposals,
  metrics: communityKeys.metrics,
  users: communityKeys.users({ q: '', page: 1 }),
  tags: adminEventKeys.tags,
} satisfies Record<string, QueryKey>
type Read = keyof typeof READS

/** Which cached reads are marked for refetch after `change`. */
async function refreshedBy(change: (qc: QueryClient) => Promise<unknown>): Promise<Read[]> {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } })
  for (const key of Object.values(READS)) qc.setQueryData(key, [])
  await change(qc)
  return (Object.keys(READS) as Read[]).filter((r) => qc.getQueryState(READS[r])?.isInvalidated)
}

describe('after a change, the reads it altered are refetched', () => {
  it('a provider change reaches Manage Providers, the directory, profiles, the event form picker and favourites', async () => {
    expect(await refreshedBy(invalidateProviders)).toEqual([
      'manageProviders',
      'publicDirectory',
      'featuredProviders',
      'providerProfile',
      'eventFormPicker',
      'favourites',
    ])
  })

  it('a new or changed event reaches Manage Events, the public lists, event pages and the metrics', async () => {
    expect(await refreshedBy(invalidateEvents)).toEqual([
      'manageEvents',
      'eventToEdit',
      'publicEvents',
      'eventPage',
      'providerEvents',
      'metrics',
    ])
  })

  it('a proposal change reaches the inbox, the public coming-soon list and the provider’s proposals', async () => {
    expect(await refreshedBy(invalidateProposals)).toEqual([
      'inbox',
      'publicComingSoon',
      'providerProposals',
      'metrics',
    ])
  })
})
