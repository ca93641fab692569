import type { Page } from '@playwright/test'
import { DISCOVER } from './data/discover'
import { REGISTER_EVENTS } from './data/register'
import { DEMO, expect, signInAs, test } from './fixtures'

/**
 * A normal visit asks the server nothing it answers with an error, and logs no error in the console. The one
 * expected failure is the sign-in probe of a signed-out visitor (GET /api/auth/user → 401, spec §7).
 */
const PUBLIC_PAGES = [
  '/',
  '/events',
  '/events?tab=week',
  '/events?tab=list',
  `/events/${DISCOVER.openEventId}`,
  `/events/${DISCOVER.soldOutEventId}`,
  `/events/${DISCOVER.pastEventId}`,
  `/events/${REGISTER_EVENTS.free}`,
  '/providers',
  `/providers/${DISCOVER.providerId}`,
  '/coming-soon',
  '/user-guide',
  '/privacy',
  '/terms',
  '/accessibility',
]
const ACCOUNT_PAGES = ['/my-events', '/notifications', '/profile', '/settings']
/** Each role's own screens, visited by that role. */
const OWN_PAGES: Record<keyof typeof DEMO, string[]> = {
  parent: [`/events/${REGISTER_EVENTS.free}/register`],
  provider: ['/provider/dashboard', '/provider/proposals'],
  admin: [
    '/admin',
    '/events/create',
    `/events/${DISCOVER.openEventId}/attendees`,
    '/proposals',
    '/admin/providers',
    '/admin/users',
    '/admin/audit',
    '/admin/ai-import',
    '/admin/import-classes',
    '/admin/outbox',
  ],
}

function watch(page: Page, signedIn: boolean) {
  const problems: string[] = []
  const expected = (url: string, status: number) =>
    !signedIn && status === 401 && new URL(url).pathname === '/api/auth/user'
  page.on('response', (r) => {
    if (r.status() >= 400 && !expected(r.url(), r.status()))
      problems.push(`${r.request().method()} ${new URL(r.url()).pathname} → ${r.status()}`)
  })
  page.on('requestfailed', (r) => {
    // A navigation cancels what the page it leaves was still loading: not a failure of either page.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${r.url()}: ${r.failure()?.errorText}`)
  })
  page.on('console', (m) => {
    if (m.type() !== 'error') return
    // Chromium logs every 4xx as a console error: the expected probe is not one to report.
    const at = m.location().url
    if (at && /status of 401/.test(m.text()) && expected(at, 401)) return
    problems.push(`console: ${m.text()} (${at})`)
  })
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
  return problems
}

async function visit(page: Page, problems: string[], paths: string[]) {
  const found: Record<string, string[]> = {}
  for (const path of paths) {
    problems.length = 0
    await page.goto(path, { waitUntil: 'networkidle' })
    if (problems.length) found[path] = [...problems]
  }
  return found
}

test('a signed-out visitor browses every public page without a failed request or a console error', async ({
  page,
}) => {
  const problems = watch(page, false)
  expect(await visit(page, problems, [...PUBLIC_PAGES, ...ACCOUNT_PAGES, '/sign-in', '/sign-up'])).toEqual({})
})

for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
  test(`a signed-in ${who} browses the public, account and own pages without a failed request or a console error`, async ({
    page,
  }) => {
    await signInAs(page, who, '/user-guide')
    const problems = watch(page, true)
    expect(await visit(page, problems, [...PUBLIC_PAGES, ...ACCOUNT_PAGES, ...OWN_PAGES[who]])).toEqual({})
  })
}
