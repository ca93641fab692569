import type { Page } from '@playwright/test'
import { DISCOVER } from './data/discover'
import { expect, signInAs, test } from './fixtures'

const NO_SUCH_ID = '00000000-0000-4000-8000-00000000dead'

/** A page that is only a state (not found, refused, failed) still says what it is in exactly one h1. */
async function expectOneH1(page: Page, path: string, title: string | RegExp) {
  await page.goto(path)
  const h1 = page.locator('h1')
  await expect(h1, path).toHaveText(title)
  await expect(h1, path).toHaveCount(1)
}

test('signed out: event, registration and provider pages that find nothing, and the account pages, each have one h1', async ({
  page,
}) => {
  await expectOneH1(page, `/events/${NO_SUCH_ID}`, 'Event not found')
  await expect(page.getByRole('link', { name: 'Back to Events' })).toBeVisible()
  await expectOneH1(page, '/events/not-an-id', 'Event not found')
  await expectOneH1(page, `/events/${NO_SUCH_ID}/register`, 'Event not found')
  await expectOneH1(page, `/providers/${NO_SUCH_ID}`, 'Provider not found')
  await expect(page.getByRole('main').getByRole('link', { name: 'Provider Directory' })).toBeVisible()
  await expectOneH1(page, '/no-such-page', '404 Page Not Found')
  await expectOneH1(page, '/my-events', 'My Events')
  await expectOneH1(page, '/notifications', 'Sign In Required')
  await expectOneH1(page, '/profile', 'My Profile')
  await expectOneH1(page, '/settings', 'Settings')
})

test('an event that fails to load says so, not "not found", and offers to try again', async ({ page }) => {
  let fail = true
  await page.route(`**/api/events/${DISCOVER.openEventId}`, (route) =>
    fail
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"Database unreachable"}',
        })
      : route.fallback(),
  )
  await expectOneH1(page, `/events/${DISCOVER.openEventId}`, "We couldn't load this event")
  fail = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.locator('h1')).toHaveText(DISCOVER.openEventTitle)
})

test('a parent on staff pages, and an admin on missing records: one h1 each', async ({ page }) => {
  await signInAs(page, 'parent')
  await expectOneH1(page, '/admin/users', 'Access Denied')
  await expectOneH1(page, '/provider/dashboard', 'Access Denied')
  await expectOneH1(page, `/events/${DISCOVER.openEventId}/attendees`, 'Access Denied')

  await page.context().clearCookies()
  await signInAs(page, 'admin', '/user-guide')
  await expectOneH1(page, `/events/${NO_SUCH_ID}/edit`, 'Event not found')
  await expectOneH1(page, `/events/${NO_SUCH_ID}/attendees`, 'Event not found')
  await expectOneH1(page, `/admin/outbox/${NO_SUCH_ID}`, 'Message not found')
})
