import { DISCOVER } from './data/discover'
import { expect, test } from './fixtures'

test.use({ viewport: { width: 375, height: 740 } })

for (const [name, path] of [
  ['home', '/'],
  ['calendar (opens on List)', '/events'],
  ['calendar month', '/events?tab=month'],
  ['calendar week', '/events?tab=week'],
  ['calendar list', '/events?tab=list'],
  ['event detail', `/events/${DISCOVER.openEventId}`],
  ['providers', '/providers'],
  ['provider profile', `/providers/${DISCOVER.providerId}`],
  ['coming soon', '/coming-soon'],
] as const) {
  test(`the ${name} page fits a 375 px screen and names itself`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('h1').first()).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expect(page).toHaveTitle(/·/)
    await page.screenshot({
      path: `test-results/discover-375-${name.replace(/ /g, '-')}.png`,
      fullPage: true,
    })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

test('on a phone the calendar opens on List, and the search box says all it asks for', async ({ page }) => {
  await page.goto('/events')
  // Seven columns of 50 px leave an event's title about 4 letters: the readable list comes first.
  await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('event-card').first()).toBeVisible()
  await expect(page.getByTestId('filter-summary')).toHaveText(/^\d+ upcoming events? found$/)
  // Month is one tap away, and stays chosen (it is in the address).
  await page.getByRole('tab', { name: 'Month' }).click()
  await expect(page).toHaveURL(/tab=month/)
  await expect(page.getByTestId('month-view')).toBeVisible()

  const search = page.getByRole('searchbox', { name: 'Search events' })
  const fits = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const ctx = document.createElement('canvas').getContext('2d')
    if (!ctx) return false
    ctx.font = style.font
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
    return ctx.measureText(input.placeholder).width <= room
  })
  expect(fits).toBe(true)
})
