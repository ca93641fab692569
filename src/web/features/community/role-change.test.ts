import { describe, expect, it } from 'vitest'
import { roleChangeNeedsConfirmation, roleChangeQuestion, roleUpdatedText } from './role-change'

describe('roleChangeNeedsConfirmation', () => {
  it('asks before every change of what a person can see, parent ↔ provider included (issue 35.5)', () => {
    expect(roleChangeNeedsConfirmation('parent', 'admin')).toBe(true)
    expect(roleChangeNeedsConfirmation('admin', 'provider')).toBe(true)
    expect(roleChangeNeedsConfirmation('provider', 'reviewer')).toBe(true)
    expect(roleChangeNeedsConfirmation('support_staff', 'parent')).toBe(true)
    expect(roleChangeNeedsConfirmation('parent', 'provider')).toBe(true)
    expect(roleChangeNeedsConfirmation('provider', 'parent')).toBe(true)
    expect(roleChangeNeedsConfirmation('admin', 'admin')).toBe(false)
  })
})

describe('roleChangeQuestion', () => {
  it('names the person and the role being granted or removed', () => {
    expect(roleChangeQuestion('Casey Promoted', 'parent', 'admin')).toEqual({
      title: 'Make Casey Promoted an admin?',
      description:
        "Casey Promoted will be able to manage events, providers, proposals and every user's role, yours included.",
      action: 'Make Admin',
    })
    const demote = roleChangeQuestion('Avery Admin', 'admin', 'support_staff')
    expect(demote.title).toBe('Remove admin access from Avery Admin?')
    expect(demote.description).toContain('becomes Support Staff')
    expect(demote.action).toBe('Change to Support Staff')
    expect(roleChangeQuestion('Rae', 'parent', 'reviewer').title).toBe("Change Rae's role to Reviewer?")
    expect(roleChangeQuestion('Priya', 'parent', 'provider')).toEqual({
      title: "Change Priya's role to Provider?",
      description: 'As Provider, Priya will get My Dashboard and My Proposals, and can propose classes.',
      action: 'Change to Provider',
    })
    expect(roleChangeQuestion('Priya', 'provider', 'parent').description).toBe(
      'Priya will no longer have My Dashboard and My Proposals.',
    )
  })
})

describe('roleUpdatedText', () => {
  it('says who now has which role', () => {
    expect(roleUpdatedText('Casey Promoted', 'provider')).toBe(
      "Casey Promoted's role is now Provider. It applies on their next page load.",
    )
  })
})
