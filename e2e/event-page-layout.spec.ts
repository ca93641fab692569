// The event page's booking card on wide screens (issue 26.6): it stays below the sticky header, and for staff it
// never lies over the Event Management card, whose links take their own clicks at every scroll position.
import type { Locator, Page } from '@playwright/test'
import { DISCOVER } from './data/discover'
import { expect, signInAs, test } from './fixtures'

/** Scroll positions from the top to the bottom of the page, 120 px apart. */
async function scrollPositions(page: Page): Promise<number[]> {
  const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  const steps: number[] = []
  for (let y = 0; y < max; y += 120) steps.push(y)
  return [...steps, max]
}

/** Whether a click at the middle of what is visible of `target` lands on it (nothing lies over it). */
async function takesClicks(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const top = Math.max(r.top, 0)
    const bottom = Math.min(r.bottom, window.innerHeight)
    if (bottom <= top) return true // not on screen: nothing to check here
    const hit = document.elementFromPoint(r.left + r.width / 2, (top + bottom) / 2)
    // The header may cover what scrolled under it: that is the page scrolling, not a card over the link.
    return !!hit && (el.contains(hit) || !!hit.closest('header'))
  })
}

for (const who of ['parent', 'admin'] as const) {
  test(`${who}: the booking card stays below the header while the event page scrolls`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 640 })
    await signInAs(page, who, `/events/${DISCOVER.openEventId}`)
    const card = page.getByTestId('event-side-card')
    await expect(card).toBeVisible()
    const header = page.locator('header').first()
    for (const y of await scrollPositions(page)) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      const headerBottom = (await header.boundingBox())?.y ?? 0
      const h = (await header.boundingBox())?.height ?? 0
      const cardBox = await card.boundingBox()
      // Either wholly scrolled away above, or its top (the price) below the header.
      if (cardBox && cardBox.y + cardBox.height > headerBottom + h)
        expect(cardBox.y, `card top at scroll ${y}`).toBeGreaterThanOrEqual(headerBottom + h)
    }
  })
}

test('admin: Edit Event Details and Duplicate Event take their clicks at every scroll position', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 640 })
  await signInAs(page, 'admin', `/events/${DISCOVER.openEventId}`)
  const management = page.getByTestId('event-management-card')
  const edit = management.getByRole('link', { name: 'Edit Event Details' })
  const duplicate = management.getByRole('link', { name: 'Duplicate Event' })
  await expect(edit).toBeVisible()
  for (const y of await scrollPositions(page)) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    expect(await takesClicks(edit), `Edit Event Details at scroll ${y}`).toBe(true)
    expect(await takesClicks(duplicate), `Duplicate Event at scroll ${y}`).toBe(true)
  }
  await duplicate.click()
  await expect(page).toHaveURL(/\/events\/create\?duplicate=/)
  await page.goBack()
  await edit.click()
  await expect(page).toHaveURL(`/events/${DISCOVER.openEventId}/edit`)
})
