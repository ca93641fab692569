// Phone-sized pages (390 × 844): what a page is for starts on the first screen (issue 26.8, 26.9).
import { expect, signInAs, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

/** The top of an element on the page (not the viewport), after the page has settled. */
const topOf = async (locator: import('@playwright/test').Locator) =>
  (await locator.boundingBox())?.y ?? Infinity

test("an admin's phone dashboard: the figures are compact, the tools and the lists start on the first screen", async ({
  page,
}) => {
  await signInAs(page, 'admin', '/admin')
  const stats = page.getByTestId('dashboard-stats')
  await expect(stats.getByText('Registrations')).toBeVisible()
  // Two figures to a row.
  expect((await stats.boundingBox())?.height ?? Infinity).toBeLessThan(340)
  expect(await topOf(page.getByRole('navigation', { name: 'Admin tools' }))).toBeLessThan(600)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test("a provider's phone dashboard: the three figures are one row, the event tabs start on the first screen", async ({
  page,
}) => {
  await signInAs(page, 'provider', '/provider/dashboard')
  const stats = page.getByTestId('dashboard-stats')
  await expect(stats.getByText('Total Events')).toBeVisible()
  expect((await stats.boundingBox())?.height ?? Infinity).toBeLessThan(120)
  await expect(page.getByRole('tablist')).toBeVisible()
  expect(await topOf(page.getByRole('tablist'))).toBeLessThan(500)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('the phone month view marks each day and lists the chosen day in full under the grid', async ({
  page,
}) => {
  await page.goto('/events?tab=month')
  const grid = page.getByTestId('month-view')
  await expect(grid).toBeVisible()
  // No title is cut to a few letters inside the grid: the cells carry marks, not titles.
  await expect(grid.getByRole('link')).toHaveCount(0)
  const day = grid.locator('[data-testid="month-day"]:not([aria-label$="no events"])').first()
  await expect(day).toBeVisible()
  await day.click()
  await expect(day).toHaveAttribute('aria-pressed', 'true')
  const list = page.getByTestId('month-day-list')
  const first = list.getByRole('link').first()
  await expect(first).toBeVisible()
  // The whole title is there to read.
  expect(await first.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
