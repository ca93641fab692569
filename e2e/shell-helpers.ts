import type { Page } from '@playwright/test'

/** The sidebar as a person reads it: each group's heading followed by its link names. */
export async function readSidebar(page: Page): Promise<string[][]> {
  const nav = page.getByRole('navigation', { name: 'Sidebar' })
  await nav.waitFor()
  return nav.locator('[data-sidebar-group]').evaluateAll((sections) =>
    sections.map((s) => [
      s.querySelector('h2')?.textContent?.trim() ?? '',
      ...Array.from(s.querySelectorAll('a')).map((a) => {
        const label = a.querySelector('[data-nav-label]')?.textContent?.trim() ?? ''
        return `${label} ${a.getAttribute('href')}`
      }),
    ]),
  )
}

export const ACCOUNT_GROUP = ['Account', 'My Profile /profile', 'Settings /settings']

export const PARENT_SIDEBAR = [
  ['Navigation', 'Home /', 'My Events /my-events', 'Browse Events /events', 'Provider Directory /providers'],
  ACCOUNT_GROUP,
]

export const ADMIN_SIDEBAR = [
  [
    'Overview',
    'Dashboard /admin',
    'Outbox /admin/outbox',
    'Audit Log /admin/audit',
    'Reviews /admin/reviews',
  ],
  ['Event Management', 'Create Event /events/create', 'Manage Events /events', 'Proposals Inbox /proposals'],
  ['User Management', 'Manage Providers /admin/providers', 'Manage Users /admin/users'],
  ['AI Tools', 'Bulk Import /admin/ai-import', 'Class Import /admin/import-classes'],
  ['Resources', 'User Guide /user-guide'],
  ACCOUNT_GROUP,
]
