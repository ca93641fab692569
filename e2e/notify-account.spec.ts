import type { Page } from '@playwright/test'
import { NOTIFY_PARENT } from './data/notify'
import { expect, test } from './fixtures'

async function signIn(page: Page, redirect: string) {
  await page.goto(`/api/login?redirect=${encodeURIComponent(redirect)}`)
  await page.getByLabel('Email').fill(NOTIFY_PARENT.email)
  await page.getByLabel('Password').fill(NOTIFY_PARENT.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname === redirect)
}

test('signed out, the account pages ask to sign in', async ({ page }) => {
  await page.goto('/settings')
  await expect(page.getByText('Please sign in to manage your settings.')).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByText('Please sign in to view your profile.')).toBeVisible()
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible()
  await expect(page.getByText('Please sign in to manage notification preferences.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', /^\/api\/login/)
})

test('a parent changes profile and settings, reloads, and sees them kept', async ({ page }) => {
  // A long journey (two forms, two reloads) on a shared, busy machine.
  test.setTimeout(120_000)
  await signIn(page, '/profile')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(NOTIFY_PARENT.email)
  await expect(page.getByText('Email cannot be changed')).toBeVisible()

  // Validation from the shared schema, before any request.
  await page.getByLabel('First Name').fill('')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('First name is required')).toBeVisible()
  // Cancel puts the saved values back.
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByLabel('First Name')).toHaveValue('Nora')

  await page.getByLabel('First Name').fill('Noor')
  await page.getByLabel('Last Name').fill('Notified')
  await page.getByLabel('Phone Number (optional)').fill('(312) 555-0123')
  await page.getByRole('combobox', { name: 'Timezone' }).click()
  await page.getByRole('option', { name: /Pacific Time/ }).click()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible()
  await expect(page.getByText('Your profile has been updated successfully.', { exact: true })).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('First Name')).toHaveValue('Noor')
  await expect(page.getByLabel('Last Name')).toHaveValue('Notified')
  // Stored as +13125550123, shown as people write it.
  await expect(page.getByLabel('Phone Number (optional)')).toHaveValue('(312) 555-0123')
  expect((await (await page.request.get('/api/auth/user')).json()).phone).toBe('+13125550123')
  await expect(page.getByRole('combobox', { name: 'Timezone' })).toContainText('Pacific Time')

  await page.goto('/settings')
  const sms = page.getByRole('switch', { name: 'SMS Notifications' })
  await expect(sms).toHaveAttribute('aria-checked', 'false')
  await sms.click()
  await expect(page.getByRole('combobox', { name: 'Preferred Contact Method' })).toContainText(
    'Both Email and SMS',
  )
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(sms).toHaveAttribute('aria-checked', 'false')
  await sms.click()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Settings updated', { exact: true })).toBeVisible()
  await expect(
    page.getByText('Your notification preferences have been saved.', { exact: true }),
  ).toBeVisible()

  await page.reload()
  await expect(page.getByRole('switch', { name: 'SMS Notifications' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect(page.getByRole('switch', { name: 'Email Notifications' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect(page.getByRole('combobox', { name: 'Preferred Contact Method' })).toContainText(
    'Both Email and SMS',
  )

  await page.goto('/notifications')
  await expect(page.getByRole('switch', { name: 'SMS Notifications' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect(page.getByRole('combobox', { name: 'Preferred Contact Method' })).toContainText(
    'Both Email and SMS',
  )
  await expect(page.getByText(/about 2-3 messages per event/)).toBeVisible()
})

test('/settings and /notifications describe the same choices in the same, true words', async ({ page }) => {
  await signIn(page, '/notifications')
  const texts = [
    'Post-event surveys and news about new sessions.',
    // What the reminder scheduler sends: one text 24 hours before, with the join link email (spec §1).
    'A text reminder 24 hours before each session; your join link comes by email.',
    'Registration confirmations, your join link (24 hours before each session) and any change to a session you booked are always sent by email.',
  ]
  for (const path of ['/notifications', '/settings']) {
    await page.goto(path)
    await expect(page.getByRole('switch', { name: 'Email Notifications' })).toBeVisible()
    await expect(page.getByRole('switch', { name: 'SMS Notifications' })).toBeVisible()
    for (const text of texts) await expect(page.getByText(text, { exact: true })).toBeVisible()
    // One form, one set of buttons: the same on both pages.
    const card = page.getByTestId('preferences-card')
    await expect(card.getByRole('button')).toHaveText(['Cancel', 'Save Changes'])
  }

  // Both switches off: the channel is "Email Only" by the spec's rule, and the page says what that still means.
  const email = page.getByRole('switch', { name: 'Email Notifications' })
  const sms = page.getByRole('switch', { name: 'SMS Notifications' })
  if ((await sms.getAttribute('aria-checked')) === 'true') await sms.click()
  await expect(page.getByTestId('both-off-note')).toHaveCount(0)
  await email.click()
  await expect(email).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByRole('combobox', { name: 'Preferred Contact Method' })).toContainText('Email Only')
  await expect(page.getByTestId('both-off-note')).toHaveText(
    'With both off, we only email what you need for the sessions you book.',
  )
  // Nothing was saved: Cancel puts the stored choices back.
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(email).toHaveAttribute('aria-checked', 'true')
})
