import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Marks `<html data-saw-skeleton="yes">` once the page skeleton has been in the document, even for a moment. */
const watchForSkeleton = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-page-skeleton]')) document.documentElement.dataset.sawSkeleton = 'yes'
    }).observe(document, { childList: true, subtree: true })
  })

test('a signed-out visitor gets the header and footer but no sidebar', async ({ page }) => {
  await page.goto('/user-guide')
  await expect(page.getByRole('heading', { name: 'User Guide', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toHaveCount(0)
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/api/login?redirect=%2Fuser-guide',
  )
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/api/signup?redirect=%2Fuser-guide',
  )
  const portal = header.getByRole('link', { name: /Provider Portal/ })
  await expect(portal).toHaveAttribute('target', '_blank')
  await expect(portal).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(portal).toHaveAttribute('href', /^https?:\/\//)
  await expect(header.getByRole('button', { name: 'View As...' })).toHaveCount(0)

  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('© 2025 Cradle')
  for (const name of ['Cradle on Instagram', 'Cradle on Facebook', 'Cradle on LinkedIn']) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank')
  }
  for (const [name, href] of [
    ['Get Notifications', '/notifications'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Accessibility', '/accessibility'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(footer.getByRole('link', { name: /Join as a Provider/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  )
  // Support email from /api/config in "Need Help".
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
})

test('the dark theme survives a reload', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
})

test('the bug dialog validates, submits and confirms', async ({ page }) => {
  await page.goto('/privacy')
  await page.getByRole('button', { name: 'Report a Bug' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report a Bug' })
  await expect(dialog).toBeVisible()
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(500)
  await expect(dialog.getByText('Please include steps to reproduce if possible')).toBeVisible()
  await expect(dialog.getByRole('combobox', { name: 'Priority' })).toHaveText(
    'Medium - Affects functionality',
  )
  await dialog.getByLabel('Title').fill('Footer link')
  await dialog.getByLabel('Description').fill('too short')
  await dialog.getByRole('button', { name: 'Submit Report' }).click()
  await expect(dialog.getByText('Description must be at least 10 characters')).toBeVisible()

  await dialog.getByLabel('Title').fill('')
  await dialog
    .getByLabel('Description')
    .fill('The Terms link in the footer scrolls to the top instead of opening.')
  await dialog.getByRole('button', { name: 'Submit Report' }).click()
  await expect(dialog.getByText('Title is required')).toBeVisible()
  await dialog.getByLabel('Title').fill('Footer link does nothing')
  await dialog.getByRole('combobox', { name: 'Priority' }).click()
  await page.getByRole('option', { name: 'High - Major feature broken' }).click()

  const sent = page.waitForRequest('**/api/support/report-bug')
  await dialog.getByRole('button', { name: 'Submit Report' }).click()
  const body = (await sent).postDataJSON()
  expect(body).toMatchObject({ title: 'Footer link does nothing', priority: 'high' })
  expect(body.pageUrl).toMatch(/\/privacy$/)
  await expect(page.getByText('Bug Report Submitted', { exact: true })).toBeVisible()
  await expect(
    page.getByText('Thank you! Our support team will review your report shortly.', { exact: true }),
  ).toBeVisible()
  await expect(dialog).toBeHidden()

  // Reopened, the form is empty again with the default priority.
  await page.getByRole('button', { name: 'Report a Bug' }).click()
  await expect(page.getByRole('dialog').getByLabel('Title')).toHaveValue('')
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Priority' })).toHaveText(
    'Medium - Affects functionality',
  )
})

test('a failed bug report keeps the dialog open and says why', async ({ page }) => {
  await page.route('**/api/support/report-bug', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"message":"Too many requests."}' }),
  )
  await page.goto('/')
  await page.getByRole('button', { name: 'Report a Bug' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report a Bug' })
  await dialog.getByLabel('Title').fill('Slow page')
  await dialog.getByLabel('Description').fill('The home page takes ten seconds to load.')
  await dialog.getByRole('button', { name: 'Submit Report' }).click()
  await expect(page.getByText('Submission Failed', { exact: true })).toBeVisible()
  await expect(page.getByText('Too many requests.', { exact: true })).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Title')).toHaveValue('Slow page')
})

test('an unknown path shows "404 Page Not Found"', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Report a Bug' })).toBeVisible()
  // A lost visitor gets a way on, not only the hint meant for developers.
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  await page.getByRole('main').getByRole('link', { name: 'Browse Events' }).click()
  await expect(page).toHaveURL(/\/events$/)
})

test('keyboard users can skip to the content', async ({ page }) => {
  await page.goto('/terms')
  // A reader tabs once the page is there (the app may render just after the load event).
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('the legal pages carry the key statements', async ({ page }) => {
  await page.goto('/privacy')
  const main = page.getByRole('main')
  await expect(main).toContainText('up to 7 years')
  await expect(main).toContainText('up to 2 years')
  await expect(main).toContainText('about 2-3 messages per event')
  await expect(main).toContainText('STOP')
  await expect(main).toContainText('HELP')
  await expect(main).toContainText('Children under 16 need parental consent')
  await page.goto('/terms')
  await expect(main).toContainText('up to 24 hours before the start')
  await expect(main).toContainText('no refund for a no-show')
  await page.goto('/accessibility')
  await expect(main).toContainText('WCAG) 2.2 at level AA')
  const form = main.getByRole('link', { name: /accessibility contact form/ })
  await expect(form).toHaveAttribute('target', '_blank')
  await page.goto('/user-guide')
  for (const heading of [
    'What is Cradle',
    'Getting Started',
    'For Parents & Families',
    'For Admins & Staff',
    'Finding Your Way Around',
    'Common Questions',
    'Need Help',
  ]) {
    await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible()
  }
  await expect(main).toContainText('joins its waitlist')
  await expect(main).toContainText('parents vote on the')
})

test('page views are kept in the local analytics store', async ({ page }) => {
  await page.goto('/privacy')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible()
  const events = await page.evaluate(() => JSON.parse(localStorage.getItem('analytics_events') ?? '[]'))
  const paths = events
    .filter((e: { name: string }) => e.name === 'page_view')
    .map((e: { props: { path: string } }) => e.props.path)
  expect(paths.slice(-2)).toEqual(['/privacy', '/terms'])
  expect(events.at(-1).timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/)
})

test('the shell passes axe WCAG 2.2 AA checks in light and dark themes', async ({ page }) => {
  // Two full axe scans take well over the default timeout on the shared 2-core machine.
  test.setTimeout(120_000)
  for (const theme of ['light', 'dark']) {
    await page.goto('/user-guide')
    await page.evaluate((t) => localStorage.setItem('theme', t), theme)
    await page.reload()
    await expect(page.getByRole('link', { name: /@/ })).toBeVisible()
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(
      results.violations.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target).join(' | ')}`),
    ).toEqual([])
  }
})

test('the page a link opens paints at once, without the loading skeleton first', async ({ page }) => {
  // Once React shows a skeleton it keeps it up for at least 300 ms: the opened page's code is loaded before the
  // first render instead (decision S13).
  await watchForSkeleton(page)
  for (const path of ['/', '/user-guide', '/no-such-page']) {
    await page.goto(path)
    await expect(page.locator('main h1').first()).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-saw-skeleton', 'yes')
  }
  // Moving within the app still shows it while the next page's code arrives.
  await page.route(/\/assets\/privacy-page-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 500))
    await route.continue()
  })
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.locator('[data-page-skeleton]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
})

test('pointing at a link loads its page, so the click opens it without the skeleton', async ({ page }) => {
  await watchForSkeleton(page)
  await page.goto('/')
  await expect(page.locator('main h1')).toBeVisible()
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })
  // A slow connection: the code takes half a second, longer than a hover, shorter than a reader's pause.
  await page.route(/\/assets\/privacy-page-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 500))
    await route.continue()
  })
  const arrived = page.waitForResponse(/\/assets\/privacy-page-[^/]+\.js$/)
  await privacy.hover()
  await arrived
  await privacy.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-skeleton', 'yes')

  // Focus does the same for a keyboard user.
  await page.route(/\/assets\/terms-page-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 500))
    await route.continue()
  })
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })
  const termsArrived = page.waitForResponse(/\/assets\/terms-page-[^/]+\.js$/)
  await terms.focus()
  await termsArrived
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-skeleton', 'yes')
})

test('a link pointed at while offline still opens its page once back online', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('main h1')).toBeVisible()
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })
  let aborted = 0
  await page.route(/\/assets\/privacy-page-[^/]+\.js$/, (route) => {
    aborted++
    return route.abort('internetdisconnected')
  })
  await privacy.hover()
  await expect.poll(() => aborted).toBe(1)
  await page.unroute(/\/assets\/privacy-page-[^/]+\.js$/)
  await privacy.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })).toHaveCount(0)
})

test('a page whose code fails to arrive says so inside the layout, and "Try again" loads it', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('main h1')).toBeVisible()
  await page.route(/\/assets\/privacy-page-[^/]+\.js$/, (route) => route.abort('internetdisconnected'))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })
  await expect(alert).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  await page.unroute(/\/assets\/privacy-page-[^/]+\.js$/)
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(alert).toHaveCount(0)

  // Another page afterwards starts without the error.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
})

test('a link at the foot of a page opens the next page at its top; Back returns to where the reader was', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('main h1')).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})
