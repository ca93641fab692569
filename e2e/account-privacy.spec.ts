import { readFile } from 'node:fs/promises'
import { DEMO, expect, signInAs, test } from './fixtures'

test('a parent downloads a copy of their data from Settings', async ({ page }) => {
  await signInAs(page, 'parent', '/settings')
  const card = page.getByTestId('data-card')
  await card.getByRole('button', { name: 'Download My Data' }).click()
  await expect(card.getByRole('link', { name: 'Download JSON' })).toBeVisible()

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download JSON' }).click(),
  ])
  expect(json.suggestedFilename()).toMatch(/^cradle-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile(await json.path(), 'utf8'))
  expect(data.profile.email).toBe(DEMO.parent)
  expect(data.registrations.length).toBeGreaterThan(0)

  const [summary] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download Readable Summary' }).click(),
  ])
  const text = await readFile(await summary.path(), 'utf8')
  expect(text).toContain('Your data at Cradle')
  expect(text).toContain(`Email: ${DEMO.parent}`)
})

test('a new parent signs up confirming their age, then deletes the account with the password', async ({
  page,
}) => {
  const email = `leaving-${Date.now()}@example.test`
  await page.goto('/sign-up')
  await page.getByLabel('First Name').fill('Lee')
  await page.getByLabel('Last Name').fill('Ving')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('a-long-unique-passphrase')
  await page.getByRole('button', { name: 'Create Account' }).click()
  // The confirmation is required, and said beside its box.
  await expect(page.getByText('Please confirm that you are 16 or older')).toBeVisible()
  await page.getByLabel(/16 or older/).check()
  await page.getByRole('button', { name: 'Create Account' }).click()
  await page.waitForURL((url) => url.pathname !== '/sign-up')

  await page.goto('/settings')
  const card = page.getByTestId('delete-account-card')
  await card.getByRole('button', { name: 'Delete My Account' }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByLabel('Password').fill('not-the-password')
  await dialog.getByRole('button', { name: 'Delete Forever' }).click()
  await expect(dialog.getByText('Password is incorrect')).toBeVisible()
  await dialog.getByLabel('Password').fill('a-long-unique-passphrase')
  await dialog.getByRole('button', { name: 'Delete Forever' }).click()
  await expect(page.getByText('Your account was deleted', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect((await page.request.get('/api/auth/user')).status()).toBe(401)

  // The old password opens nothing.
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('a-long-unique-passphrase')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Incorrect email or password')).toBeVisible()
})
