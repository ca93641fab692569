import type { Page } from '@playwright/test'
import { expect, signInAs, test } from './fixtures'

/** The empty space `<main>` keeps below a page's last control, in px. */
const roomAtEnd = (page: Page) =>
  page.locator('main').evaluate((main) => Number.parseFloat(getComputedStyle(main).paddingBottom))

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the bug-report button stays small, leaves room for the last controls and hides under a sheet', async ({
    page,
  }) => {
    await signInAs(page, 'parent', '/profile')
    const bug = page.getByTestId('bug-report-button')
    await expect(bug).toHaveAccessibleName('Report a Bug')
    const size = await bug.boundingBox()
    // Smaller on a phone, still a comfortable target (WCAG 2.5.8: 24 px at least).
    expect(size?.width).toBeGreaterThanOrEqual(24)
    expect(size?.width).toBeLessThanOrEqual(40)

    // The page keeps room for it at its end, so "Save Changes" can scroll clear above the button.
    expect(await roomAtEnd(page)).toBeGreaterThanOrEqual(740 - (size?.y ?? 0))
    const save = page.getByRole('button', { name: 'Save Changes' })
    await expect(save).toBeVisible()
    await page.locator('main').evaluate((main) => main.scrollIntoView({ block: 'end' }))
    const saveBox = await save.boundingBox()
    const bugBox = await bug.boundingBox()
    expect((saveBox?.y ?? 0) + (saveBox?.height ?? 0)).toBeLessThanOrEqual(bugBox?.y ?? 0)

    // Below the sheets and dialogs, and out of sight while one holds the page.
    await expect(bug).toHaveCSS('z-index', '30')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expect(bug).toHaveCSS('opacity', '0')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(bug).toHaveCSS('opacity', '1')

    // Its own dialog still opens, and focus comes back to it when the dialog closes.
    await page.getByRole('button', { name: 'Report a Bug' }).click()
    await expect(page.getByRole('dialog', { name: 'Report a Bug' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(bug).toBeFocused()
    await expect(bug).toHaveCSS('opacity', '1')
  })
})

test('at 1280 px the page keeps room at its end for the bug-report button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/events')
  const bugBox = await page.getByTestId('bug-report-button').boundingBox()
  expect(bugBox?.width).toBe(48)
  expect(await roomAtEnd(page)).toBeGreaterThanOrEqual(800 - (bugBox?.y ?? 0))
})
