import { describe, expect, it } from 'vitest'
import type { AdminProposal } from '../../../domain/proposals'
import { proposalsForTab } from './proposal-order'

const proposal = (
  eventName: string,
  status: AdminProposal['status'],
  voteCount: number,
  submittedAt: string,
) => ({ id: eventName, eventName, status, voteCount, submittedAt }) as AdminProposal

// As the server sends them: newest submission first.
const inbox = [
  proposal('Newest, no votes', 'coming_soon', 0, '2026-03-05T10:00:00.000Z'),
  proposal('Submitted one', 'submitted', 0, '2026-03-04T10:00:00.000Z'),
  proposal('Tied, newer', 'coming_soon', 7, '2026-03-03T10:00:00.000Z'),
  proposal('Tied, older', 'coming_soon', 7, '2026-02-01T10:00:00.000Z'),
  proposal('Most voted, oldest', 'coming_soon', 12, '2026-01-01T10:00:00.000Z'),
]
const names = (list: AdminProposal[]) => list.map((p) => p.eventName)

describe('proposals inbox tabs', () => {
  it('Coming Soon lists most votes first, ties by newest submission (admin.md §9)', () => {
    expect(names(proposalsForTab(inbox, 'coming_soon'))).toEqual([
      'Most voted, oldest',
      'Tied, newer',
      'Tied, older',
      'Newest, no votes',
    ])
  })

  it('other tabs keep newest submission first', () => {
    expect(names(proposalsForTab(inbox, 'all'))).toEqual(names(inbox))
    expect(names(proposalsForTab(inbox, 'submitted'))).toEqual(['Submitted one'])
  })
})
