// WCAG 2.4.3, focus order: every dialog, sheet and menu the app has, opened from its trigger by keyboard and closed
// with Escape and with each of its closing buttons (pressed by keyboard), gives focus back to its trigger, so the
// next Tab continues where the person was instead of restarting at the skip link.
import type { Locator, Page } from '@playwright/test'
import { expect, signInAs, test } from './fixtures'

type Closer = 'Escape' | string

async function open(page: Page, trigger: Locator) {
  // A list that is still settling (a lazy part, a refetch) may swap the button just focused: focus it again then.
  await expect(async () => {
    await trigger.focus()
    await expect(trigger).toBeFocused({ timeout: 1000 })
  }).toPass()
  await page.keyboard.press('Enter')
}

/** Opens `overlay` from `trigger` once per closer and checks focus is back on the trigger after each close. */
async function returnsFocus(page: Page, trigger: Locator, overlay: Locator, closers: Closer[]) {
  for (const close of closers) {
    await open(page, trigger)
    await expect(overlay).toBeVisible()
    if (close === 'Escape') {
      await page.keyboard.press('Escape')
    } else {
      const button = overlay.getByRole('button', { name: close, exact: true })
      await button.focus()
      await page.keyboard.press('Enter')
    }
    await expect(overlay).toBeHidden()
    await expect(trigger, `focus back on the trigger after ${close}`).toBeFocused()
  }
}

async function firstEventId(page: Page): Promise<string> {
  const body = (await (await page.request.get('/api/events')).json()) as
    | Array<{ id: string }>
    | { items: Array<{ id: string }> }
  return (Array.isArray(body) ? body : body.items)[0].id
}

test('a visitor: the bug report dialog gives focus back', async ({ page }) => {
  await page.goto('/')
  const trigger = page.getByRole('button', { name: 'Report a Bug' })
  await returnsFocus(page, trigger, page.getByRole('dialog', { name: 'Report a Bug' }), ['Escape', 'Cancel'])
})

test('a parent: the account menu and "Cancel your registration?" give focus back', async ({ page }) => {
  await signInAs(page, 'parent', '/my-events')
  const account = page.getByRole('banner').getByRole('button', { name: /^(Jordan|Account)/ })
  await returnsFocus(page, account, page.getByRole('menu'), ['Escape'])

  const cancel = page
    .getByTestId('registration-card')
    .getByRole('button', { name: 'Cancel registration' })
    .first()
  await returnsFocus(page, cancel, page.getByRole('alertdialog', { name: 'Cancel your registration?' }), [
    'Escape',
    'Keep my seat',
  ])
})

test('a provider: the new proposal form gives focus back', async ({ page }) => {
  await signInAs(page, 'provider', '/provider/proposals')
  const trigger = page.getByRole('button', { name: 'New Proposal' })
  await returnsFocus(page, trigger, page.getByRole('dialog'), ['Escape', 'Cancel'])
})

test('an admin: provider form, archive and delete confirmations, attendee cancel give focus back', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/admin/providers')
  await returnsFocus(page, page.getByRole('button', { name: 'Add Provider' }), page.getByRole('dialog'), [
    'Escape',
    'Cancel',
  ])

  // Archive and Delete sit on each card of the calendar's list for admins.
  await page.goto('/events?tab=list')
  // One card, pinned by its title: the list may still reorder as it settles (bookable first), and `first()` would
  // then follow another card while focus rightly stays on the button that opened the dialog.
  const archivable = page
    .getByTestId('event-card')
    .filter({ has: page.getByRole('button', { name: 'Archive Event' }) })
  const title = (await archivable.first().getByRole('heading', { level: 3 }).textContent()) ?? ''
  const card = page
    .getByTestId('event-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
  for (const action of ['Archive Event', 'Delete Event']) {
    const trigger = card.getByRole('button', { name: action, exact: true })
    await returnsFocus(page, trigger, page.getByRole('alertdialog'), ['Escape', 'Cancel'])
  }

  const id = await firstEventId(page)
  await page.goto(`/events/${id}/attendees`)
  const cancel = page.getByRole('button', { name: 'Cancel registration' }).first()
  await returnsFocus(page, cancel, page.getByRole('dialog', { name: 'Cancel registration' }), [
    'Escape',
    'Keep registration',
  ])
})

test('on a phone, the menu gives focus back on Escape and to the new page when a page is chosen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAs(page, 'parent', '/my-events')
  const trigger = page.getByRole('button', { name: 'Open menu' })
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await returnsFocus(page, trigger, menu, ['Escape'])

  await open(page, trigger)
  const link = menu.getByRole('link', { name: 'Browse Events' })
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/events(\?|$)/)
  await expect(menu).toBeHidden()
  await expect(page.locator('main#main')).toBeFocused()

  // A narrow header leaves the theme and signing out to the menu.
  await open(page, trigger)
  await expect(menu.getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Sign Out' })).toBeVisible()
})
