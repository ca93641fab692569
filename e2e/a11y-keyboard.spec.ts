// Keyboard-only use: a parent signs in and pays for an event with Tab, Shift+Tab, Enter, Space and typing;
// and every icon-only button has a name a screen reader can announce.
import type { Locator, Page } from '@playwright/test'
import { A11Y_EVENTS } from './data/a11y'
import { expect, signInAs, test } from './fixtures'

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reachable that way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  await expect(target).toBeVisible()
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`Not reachable with ${back ? 'Shift+Tab' : 'Tab'}: ${target}`)
}

test('a parent registers for a paid event using only the keyboard', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(`/events/${A11Y_EVENTS.paid}`)
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Keyboard Paid Workshop' })).toBeVisible()

  // Signed out, "Register" leads to the sign-in page and back.
  await tabTo(page, page.getByRole('button', { name: 'Register', exact: true }))
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByLabel('Email'))
  await page.keyboard.type('parent@cradle.test')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password')).toBeFocused()
  await page.keyboard.type('cradle-demo')
  await page.keyboard.press('Enter')

  // Step 1 (review) → step 2 (payment).
  await expect(page).toHaveURL(new RegExp(`/events/${A11Y_EVENTS.paid}/register`))
  await expect(page.getByText('$18.00').first()).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: 'Continue to Payment' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/step=2/)

  const pay = page.getByRole('button', { name: 'Pay $18.00' })
  await expect(pay).toBeEnabled()
  await tabTo(page, page.getByLabel('Card number'))
  await page.keyboard.type('4242 4242 4242 4242')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Expiry (MM/YY)')).toBeFocused()
  await page.keyboard.type('12/34')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('CVC')).toBeFocused()
  await page.keyboard.type('123')
  // Back once with Shift+Tab and forward again: focus order is the visual order.
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByLabel('Expiry (MM/YY)')).toBeFocused()
  await page.keyboard.press('Tab')
  await tabTo(page, pay)
  await page.keyboard.press('Space')

  // Step 3 (preferences) → confirmation.
  await expect(page).toHaveURL(/step=3/)
  const save = page.getByRole('button', { name: 'Save and Continue' })
  await tabTo(page, save)
  await page.keyboard.press('Enter')
  await expect(page.getByText("You're registered!")).toBeVisible()
  const reg = await page.request.get(`/api/events/${A11Y_EVENTS.paid}/registration`)
  expect(reg.status()).toBe(200)
})

test('icon-only buttons have names a screen reader announces', async ({ page }) => {
  // Theme toggle and bug report: on every page, for everyone.
  await page.goto('/')
  const theme = page.getByRole('button', { name: 'Switch to dark theme' })
  await expect(theme).toHaveAccessibleName('Switch to dark theme')
  await theme.click()
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toHaveAccessibleName(
    'Switch to light theme',
  )
  await expect(page.getByRole('button', { name: 'Report a Bug' })).toHaveAccessibleName('Report a Bug')

  // Favourite heart (each names its provider) and the vote button, as a parent.
  await signInAs(page, 'parent', '/providers')
  const hearts = page.getByRole('button', { name: /^(Add .+ to|Remove .+ from) favorites$/ })
  await expect(hearts.first()).toBeVisible()
  for (const heart of await hearts.all()) {
    await expect(heart).toHaveAccessibleName(/^(Add|Remove) \S.* (to|from) favorites$/)
    await expect(heart).toHaveAttribute('aria-pressed', /^(true|false)$/)
  }
  await page.goto('/coming-soon')
  const votes = page.getByTestId('proposal-card').getByRole('button')
  await expect(votes.first()).toBeVisible()
  for (const vote of await votes.all()) {
    await expect(vote).toHaveAccessibleName(/^Vote(d)? for \S/)
    await expect(vote).toHaveAttribute('aria-pressed', /^(true|false)$/)
  }

  // Sidebar toggle: the admin's header widget beside the desktop sidebar; a phone has one menu, "Menu" (26.7).
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/my-events')
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAccessibleName('Open menu')
  await page.context().clearCookies()
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAs(page, 'admin', '/admin')
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' })
  await expect(toggle).toHaveAccessibleName('Toggle sidebar')
  await expect(toggle).toHaveAttribute('aria-expanded', /^(true|false)$/)
})
