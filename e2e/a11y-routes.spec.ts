// Every SPA route, for every role that can see it, in light and dark theme at 375 px and 1280 px:
// axe (WCAG 2.0/2.1/2.2 A and AA) must find no serious or critical violation.
// One test per (role, theme, viewport): it signs in once and walks its routes, so the run stays short.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { A11Y_EVENTS } from './data/a11y'
import { expect, signInAs, test } from './fixtures'

type Role = 'signed-out' | 'parent' | 'provider' | 'admin'
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

interface Ids {
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
const FULL = process.env.A11Y_FULL === '1'

function routesFor(role: Role, ids: Ids): string[] {
  const publicForRole = FULL ? PUBLIC(ids) : ['/', `/events/${ids.event}`]
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
      return [...publicForRole, ...(FULL ? ACCOUNT : []), '/provider/dashboard', '/provider/proposals']
    case 'admin':
      return [
        ...publicForRole,
        ...(FULL ? ACCOUNT : []),
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

async function demoIds(page: Page): Promise<Ids> {
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

async function outboxMessageId(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/admin/outbox')).json()) as {
    items: Array<{ id: string }>
  }
  return list.items[0]?.id ?? '00000000-0000-4000-8000-000000000000'
}

/** Waits for the page's main heading and for loading skeletons to be gone. */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible()
  await expect(page.locator('main .animate-pulse')).toHaveCount(0)
}

// One navigation per route serves all four combinations: the theme is a class on <html> and the width a resize,
// so the page is flipped in place (with transitions off, so colours are final when axe reads them).
const COMBOS = [
  { theme: 'light', width: 1280, height: 800 },
  { theme: 'dark', width: 1280, height: 800 },
  { theme: 'dark', width: 375, height: 740 },
  { theme: 'light', width: 375, height: 740 },
] as const
const ROLES: Role[] = ['signed-out', 'parent', 'provider', 'admin']

async function applyCombo(page: Page, combo: (typeof COMBOS)[number]) {
  await page.setViewportSize({ width: combo.width, height: combo.height })
  await page.evaluate((theme) => {
    document.documentElement.classList.toggle('dark', theme === 'dark')
    // Two frames: React has re-rendered for the new width and styles are recomputed.
    return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  }, combo.theme)
  await settle(page)
}

for (const role of ROLES) {
  test(`axe: ${role}, light and dark, 1280 and 375 px`, async ({ page }) => {
    test.setTimeout(FULL ? 900_000 : 420_000)
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style')
        style.textContent = '*,*::before,*::after{transition:none!important;animation-duration:0s!important}'
        document.head.append(style)
      })
    })
    await page.setViewportSize({ width: COMBOS[0].width, height: COMBOS[0].height })
    if (role !== 'signed-out') await signInAs(page, role, '/')
    const ids = await demoIds(page)
    if (role === 'admin') ids.message = await outboxMessageId(page)
    const found: string[] = []
    for (const route of routesFor(role, ids)) {
      await page.setViewportSize({ width: COMBOS[0].width, height: COMBOS[0].height })
      await page.goto(route)
      await settle(page)
      for (const combo of COMBOS) {
        await applyCombo(page, combo)
        // The outbox preview is a script-less sandboxed iframe of the email itself: axe cannot run inside it.
        const result = await new AxeBuilder({ page }).withTags(TAGS).exclude('iframe[sandbox]').analyze()
        for (const v of result.violations) {
          if (v.impact !== 'serious' && v.impact !== 'critical') continue
          const targets = v.nodes
            .slice(0, 4)
            .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)
          found.push(
            `${route} (${combo.theme}, ${combo.width}px) [${v.impact}] ${v.id}: ${v.help}\n    ${targets.join('\n    ')}`,
          )
        }
      }
    }
    expect(found, found.join('\n')).toEqual([])
  })
}
