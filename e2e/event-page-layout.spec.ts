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

test('parent: the booking card sticks below the header, the price in full view, while the details scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 640 })
  await signInAs(page, 'parent', `/events/${DISCOVER.openEventId}`)
  const card = page.getByTestId('event-side-card')
  const price = page.getByTestId('event-price')
  await expect(price).toBeVisible()
  const headerHeight = (await page.locator('header').first().boundingBox())?.height ?? 0
  const stickTop = await card.evaluate((el) => {
    const style = getComputedStyle(el)
    return style.position === 'sticky' ? Number.parseFloat(style.top) : null
  })
  expect(stickTop).not.toBeNull()
  expect(stickTop ?? 0).toBeGreaterThanOrEqual(headerHeight)
  // Scrolled past the card's first place: it is held below the header, not under it.
  await page.evaluate(() => window.scrollTo(0, 200))
  await expect.poll(async () => (await price.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerHeight)
  expect((await card.boundingBox())?.y).toBeCloseTo(stickTop ?? 0, 0)
})

test('admin: the booking card scrolls with the page, so it never lies over Event Management', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 640 })
  await signInAs(page, 'admin', `/events/${DISCOVER.openEventId}`)
  await expect(page.getByTestId('event-management-card')).toBeVisible()
  expect(await page.getByTestId('event-side-card').evaluate((el) => getComputedStyle(el).position)).toBe(
    'static',
  )
})

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
