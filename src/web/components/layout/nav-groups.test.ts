import { describe, expect, it } from 'vitest'
import { activeHref, navGroupsFor } from './nav-groups'

const shape = (role: Parameters<typeof navGroupsFor>[0]) =>
  navGroupsFor(role).map((g) => [g.label, g.items.map((i) => `${i.label} ${i.href}`)])

describe('sidebar groups per role', () => {
  it('gives a parent the four pages and Account', () => {
    expect(shape('parent')).toEqual([
      [
        'Navigation',
        ['Home /', 'My Events /my-events', 'Browse Events /events', 'Provider Directory /providers'],
      ],
      ['Account', ['My Profile /profile', 'Settings /settings']],
    ])
  })

  it('gives an admin the spec groups with the dashboard first', () => {
    expect(navGroupsFor('admin').map((g) => g.label)).toEqual([
      'Overview',
      'Event Management',
      'User Management',
      'AI Tools',
      'Resources',
      'Account',
    ])
    const ai = navGroupsFor('admin').find((g) => g.label === 'AI Tools')
    expect(ai?.items.map((i) => [i.label, i.badge ?? i.hint])).toEqual([
      ['Bulk Import', 'AI'],
      ['Class Import', 'Coming Soon Ideas'],
    ])
  })

  it('gives staff roles parent pages plus the User Guide', () => {
    expect(shape('reviewer')).toEqual(shape('facilitator'))
    expect(navGroupsFor('support_staff').map((g) => g.label)).toEqual(['Navigation', 'Resources', 'Account'])
  })
})

describe('active item', () => {
  const admin = navGroupsFor('admin')
  it('prefers the most specific match', () => {
    expect(activeHref(admin, '/events/create')).toBe('/events/create')
    expect(activeHref(admin, '/events/42')).toBe('/events')
    expect(activeHref(admin, '/admin/users')).toBe('/admin/users')
    expect(activeHref(admin, '/administrator')).toBeNull()
  })
  it('matches Home only on /', () => {
    const parent = navGroupsFor('parent')
    expect(activeHref(parent, '/')).toBe('/')
    expect(activeHref(parent, '/coming-soon')).toBeNull()
  })
})
