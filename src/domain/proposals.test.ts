import { describe, expect, it } from 'vitest'
import {
  canTransition,
  isProviderEditable,
  PROPOSAL_STATUSES,
  PROPOSAL_TRANSITIONS,
  ProposalSubmissionSchema,
  providerStatus,
} from './proposals'

describe('proposal status machine', () => {
  it('allows exactly the spec transitions plus Coming Soon and Archive', () => {
    expect(canTransition('submitted', 'approved')).toBe(true)
    expect(canTransition('submitted', 'under_review')).toBe(true)
    expect(canTransition('submitted', 'needs_info')).toBe(true)
    expect(canTransition('submitted', 'declined')).toBe(true)
    expect(canTransition('under_review', 'approved')).toBe(true)
    expect(canTransition('under_review', 'needs_info')).toBe(true)
    expect(canTransition('under_review', 'declined')).toBe(true)
    expect(canTransition('needs_info', 'submitted')).toBe(true)
    expect(canTransition('approved', 'archived')).toBe(true)
    expect(canTransition('declined', 'archived')).toBe(true)
    expect(canTransition('submitted', 'coming_soon')).toBe(true)
    expect(canTransition('coming_soon', 'approved')).toBe(true)
    expect(canTransition('coming_soon', 'archived')).toBe(true)
  })

  it('refuses everything else, including staying put and leaving archived', () => {
    for (const from of PROPOSAL_STATUSES) {
      expect(canTransition(from, from)).toBe(false)
      expect(canTransition('archived', from)).toBe(false)
    }
    expect(canTransition('needs_info', 'approved')).toBe(false)
    expect(canTransition('approved', 'declined')).toBe(false)
    expect(canTransition('under_review', 'submitted')).toBe(false)
    const total = Object.values(PROPOSAL_TRANSITIONS).reduce((n, l) => n + l.length, 0)
    expect(total).toBe(15)
  })

  it('maps every status to pending, approved or declined for the provider', () => {
    expect(providerStatus('submitted', false)).toBe('pending')
    expect(providerStatus('under_review', false)).toBe('pending')
    expect(providerStatus('needs_info', false)).toBe('pending')
    expect(providerStatus('coming_soon', false)).toBe('pending')
    expect(providerStatus('approved', true)).toBe('approved')
    expect(providerStatus('declined', false)).toBe('declined')
    expect(providerStatus('archived', true)).toBe('approved')
    expect(providerStatus('archived', false)).toBe('declined')
  })

  it('lets providers edit only submitted and needs-info proposals', () => {
    expect(PROPOSAL_STATUSES.filter(isProviderEditable)).toEqual(['submitted', 'needs_info'])
  })
})

describe('proposal submission schema', () => {
  const valid = {
    eventName: 'Newborn Sleep Basics',
    serviceType: 'Newborn Care Basics',
    durationMinutes: 60,
    maximumCapacity: 20,
    costPerRegistration: 2500,
  }

  it('accepts a minimal proposal and fills defaults', () => {
    const r = ProposalSubmissionSchema.parse(valid)
    expect(r.languages).toEqual(['English'])
    expect(r.preferredDates).toEqual([])
    expect(r.description).toBeUndefined()
  })

  it('gives a field message for each bad field', () => {
    const r = ProposalSubmissionSchema.safeParse({
      ...valid,
      eventName: 'ab',
      serviceType: 'Knitting',
      durationMinutes: 5,
      maximumCapacity: 0,
      costPerRegistration: -1,
      preferredDates: ['next tuesday'],
      languages: [],
    })
    expect(r.success).toBe(false)
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))
    expect(messages).toMatchObject({
      eventName: 'Event name must be at least 3 characters',
      serviceType: 'Please select an event type',
      durationMinutes: 'Duration must be at least 15 minutes',
      maximumCapacity: 'Capacity must be at least 1',
      costPerRegistration: 'Cost cannot be negative',
      preferredDates: 'Preferred dates must be dates (YYYY-MM-DD)',
      languages: 'Please select a language',
    })
  })

  it('refuses a preferred date that does not exist (Feb 30 would become March 2)', () => {
    const r = ProposalSubmissionSchema.safeParse({ ...valid, preferredDates: ['2026-02-30'] })
    expect(r.error?.issues.map((i) => i.message)).toEqual(['This date does not exist'])
    expect(ProposalSubmissionSchema.safeParse({ ...valid, preferredDates: ['2028-02-29'] }).success).toBe(
      true,
    )
  })
})
