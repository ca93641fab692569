import { describe, expect, it } from 'vitest'
import { notesChanged, savedNotes, submittedAfterBadge } from './proposal-notes'

describe('notes the proposal dialog would lose', () => {
  const saved = savedNotes({ reviewNotes: 'Looks good.', internalNotes: null })

  it('reads missing notes as empty text boxes', () => {
    expect(saved).toEqual({ reviewNotes: 'Looks good.', internalNotes: '' })
  })

  it('is nothing while the text boxes hold what is stored', () => {
    expect(notesChanged(saved, { reviewNotes: 'Looks good.', internalNotes: '' })).toBe(false)
    // The server trims notes: spaces around them change nothing that would be saved.
    expect(notesChanged(saved, { reviewNotes: ' Looks good.\n', internalNotes: '  ' })).toBe(false)
  })

  it('is something once either note is typed, changed or cleared', () => {
    expect(notesChanged(saved, { reviewNotes: 'Looks good.', internalNotes: 'Check insurance.' })).toBe(true)
    expect(notesChanged(saved, { reviewNotes: 'Looks great.', internalNotes: '' })).toBe(true)
    expect(notesChanged(saved, { reviewNotes: '', internalNotes: '' })).toBe(true)
  })
})

describe('the proposal dialog’s submitted line', () => {
  const at = '2026-11-24T18:30:00.000Z'

  it('says "Submitted" once: the badge says it for a submitted proposal', () => {
    expect(submittedAfterBadge('submitted', at, 'America/Chicago')).toBe('Tue, Nov 24, 2026')
  })

  it('names the day for every other status', () => {
    expect(submittedAfterBadge('archived', at, 'America/Chicago')).toBe('Submitted Tue, Nov 24, 2026')
    expect(submittedAfterBadge('under_review', at, 'America/Chicago')).toBe('Submitted Tue, Nov 24, 2026')
  })

  it('is the viewer’s calendar day', () => {
    expect(submittedAfterBadge('approved', '2026-11-25T03:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Submitted Tue, Nov 24, 2026',
    )
    expect(submittedAfterBadge('approved', '2026-11-25T03:00:00.000Z', 'Europe/Paris')).toBe(
      'Submitted Wed, Nov 25, 2026',
    )
  })
})
