// Every SPA route for every role that can see it: the list both accessibility sweeps walk
// (a11y-routes.spec.ts runs axe over it, a11y-layout.spec.ts checks reflow, text size, focus and targets).
import type { Page } from '@playwright/test'
import { A11Y_EVENTS } from './data/a11y'
import { expect } from './fixtures'

export type Role = 'signed-out' | 'parent' | 'provider' | 'admin'
export const ROLES: Role[] = ['signed-out', 'parent', 'provider', 'admin']

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

/**
 * Which routes each role can see (src/web/features/\*\/routes.ts). By default each page is walked once per role that
 * has its own view of it; `full` also walks every public page as each signed-in role (same content, another shell).
 */
export function routesFor(role: Role, ids: Ids, full: boolean): string[] {
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
        '/admin/reviews',
        '/admin/ai-import',
        '/admin/import-classes',
        '/admin/outbox',
        `/admin/outbox/${ids.message}`,
      ]
  }
}

/** The demo event, provider and (for admins) outbox message the id-bearing routes open. */
export async function demoIds(page: Page, role: Role): Promise<Ids> {
  const events = (await (await page.request.get('/api/events')).json()) as
    | Array<{ id: string }>
    | { items: Array<{ id: string }> }
  const eventList = Array.isArray(events) ? events : events.items
  const providers = (await (await page.request.get('/api/providers')).json()) as
    | Array<{ id: string }>
    | { items: Array<{ id: string }> }
  const providerList = Array.isArray(providers) ? providers : providers.items
  let message = ''
  if (role === 'admin') {
    const list = (await (await page.request.get('/api/admin/outbox')).json()) as {
      items: Array<{ id: string }>
    }
    message = list.items[0]?.id ?? '00000000-0000-4000-8000-000000000000'
  }
  return { event: eventList[0].id, provider: providerList[0].id, message }
}

/** Waits for the page's main heading and for loading skeletons to be gone. */
export async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible()
  await expect(page.locator('main .animate-pulse')).toHaveCount(0)
}

/** Turns transitions and animations off, so what a check reads is the final state. */
export async function withoutMotion(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style')
      style.textContent = '*,*::before,*::after{transition:none!important;animation-duration:0s!important}'
      document.head.append(style)
    })
  })
}
