// The routes each role can see, shared by the accessibility sweep and the layout-shift check.
import type { Page } from '@playwright/test'
import { A11Y_EVENTS } from './data/a11y'

export type Role = 'signed-out' | 'parent' | 'provider' | 'admin'

export interface Ids {
  event: string
  provider: string
  message: string
}

const PUBLIC = (ids: Ids) => [
  '/',
  '/events',
  `/events/${ids.event}`,
  '/providers',
  `/providers/${ids.provider}`,
  '/coming-soon',
  '/privacy',
  '/terms',
  '/accessibility',
  '/user-guide',
  '/no-such-page',
]
const ACCOUNT = ['/notifications', '/settings', '/profile', '/my-events']

/** Which routes each role can see (src/web/features/\*\/routes.ts). */
// Every page is checked in all four theme/width combinations. By default each page is walked once per role that has
// its own view of it; A11Y_FULL=1 also walks every public page as each signed-in role (same content, another shell).
export const FULL = process.env.A11Y_FULL === '1'

export function routesFor(role: Role, ids: Ids, full = FULL): string[] {
  const publicForRole = full ? PUBLIC(ids) : ['/', `/events/${ids.event}`]
  switch (role) {
    case 'signed-out':
      return [
        ...PUBLIC(ids),
        '/sign-in',
        '/sign-up',
        '/forgot-password',
        '/reset-password?token=x',
        '/verify-email?token=x',
      ]
    case 'parent':
      return [...publicForRole, ...ACCOUNT, `/events/${A11Y_EVENTS.paid}/register`, '/verify-email?token=x']
    case 'provider':
      return [...publicForRole, ...(full ? ACCOUNT : []), '/provider/dashboard', '/provider/proposals']
    case 'admin':
      return [
        ...publicForRole,
        ...(full ? ACCOUNT : []),
        '/events/create',
        `/events/${ids.event}/attendees`,
        '/proposals',
        '/admin',
        '/admin/providers',
        '/admin/users',
        '/admin/audit',
        '/admin/ai-import',
        '/admin/import-classes',
        '/admin/outbox',
        `/admin/outbox/${ids.message}`,
      ]
  }
}

export async function demoIds(page: Page): Promise<Ids> {
  const events = (await (await page.request.get('/api/events')).json()) as
    | Array<{ id: string }>
    | { items: Array<{ id: string }> }
  const eventList = Array.isArray(events) ? events : events.items
  const providers = (await (await page.request.get('/api/providers')).json()) as
    | Array<{ id: string }>
    | { items: Array<{ id: string }> }
  const providerList = Array.isArray(providers) ? providers : providers.items
  return { event: eventList[0].id, provider: providerList[0].id, message: '' }
}

export async function outboxMessageId(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/admin/outbox')).json()) as {
    items: Array<{ id: string }>
  }
  return list.items[0]?.id ?? '00000000-0000-4000-8000-000000000000'
}
