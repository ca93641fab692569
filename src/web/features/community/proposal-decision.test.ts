import { describe, expect, it } from 'vitest'
import { decisionQuestion } from './proposal-decision'

describe('decisionQuestion', () => {
  it('asks before approving, naming the proposal and the draft event it creates', () => {
    const q = decisionQuestion('approved', 'Babywearing Basics', true)
    expect(q?.title).toBe('Approve “Babywearing Basics”?')
    expect(q?.description).toContain('creates a draft event')
    expect(q?.description).toContain('with your review notes')
    expect(q?.action).toBe('Approve and create draft')
  })

  it('asks before rejecting, and says when no review notes go to the provider', () => {
    const q = decisionQuestion('declined', 'Sleep Circle', false)
    expect(q?.title).toBe('Reject “Sleep Circle”?')
    expect(q?.description).toContain('without review notes')
    expect(q?.action).toBe('Reject')
  })

  it('asks before archiving (final) and going public, not before internal moves', () => {
    expect(decisionQuestion('archived', 'X', false)?.action).toBe('Archive')
    expect(decisionQuestion('coming_soon', 'X', false)?.title).toBe('Move “X” to Coming Soon?')
    for (const to of ['under_review', 'needs_info', 'submitted'] as const) {
      expect(decisionQuestion(to, 'X', false)).toBeNull()
    }
  })
})
