import { describe, expect, it } from 'vitest'
import { DEFAULT_INBOX_TAB, INBOX_TABS, inboxTabFromParam, searchWithInboxTab } from './inbox-tab'

describe('the inbox tab in the URL', () => {
  it('reads every tab the inbox shows, Coming Soon as coming_soon', () => {
    for (const tab of INBOX_TABS) expect(inboxTabFromParam(tab)).toBe(tab)
    expect(inboxTabFromParam('coming_soon')).toBe('coming_soon')
  })

  it('falls back to Submitted when the value is missing or unknown', () => {
    expect(DEFAULT_INBOX_TAB).toBe('submitted')
    for (const value of [null, undefined, '', 'bogus', 'Coming Soon', 'ALL', 'toString', '__proto__'])
      expect(inboxTabFromParam(value)).toBe('submitted')
  })

  it('writes the chosen tab and keeps the other parameters', () => {
    const next = searchWithInboxTab(new URLSearchParams('tab=approved&q=sleep'), 'coming_soon')
    expect(next.toString()).toBe('tab=coming_soon&q=sleep')
    expect(searchWithInboxTab(new URLSearchParams(), 'all').toString()).toBe('tab=all')
  })
})
