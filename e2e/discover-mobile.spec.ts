import { DISCOVER } from './data/discover'
import { expect, test } from './fixtures'

test.use({ viewport: { width: 375, height: 740 } })

for (const [name, path] of [
  ['home', '/'],
  ['calendar month', '/events'],
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
