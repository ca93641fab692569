import { COMMUNITY } from './data/community'
import { expect, signInAs, test } from './fixtures'

test("an admin makes a parent a provider and that user's role changes on the next page load", async ({
  page,
  browser,
}) => {
  // The parent is signed in in their own browser.
  const parentContext = await browser.newContext()
  const parentPage = await parentContext.newPage()
  await parentPage.goto('/api/login?redirect=/provider/dashboard')
  await parentPage.getByLabel('Email').fill(COMMUNITY.parentToPromote)
  await parentPage.getByLabel('Password').fill(COMMUNITY.password)
  await parentPage.getByRole('button', { name: 'Sign In' }).click()
  await parentPage.waitForURL('**/provider/dashboard')
  await expect(parentPage.getByText('Access Denied')).toBeVisible()
  expect((await (await parentPage.request.get('/api/auth/user')).json()).role).toBe('parent')

  await signInAs(page, 'admin', '/admin/users')
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible()
  await page.getByLabel('Search by name or email').fill('community-parent')
  const select = page.getByRole('combobox', { name: 'Role of Casey Promoted' })
  await expect(select).toHaveText('Parent')
  await select.click()
  await page.getByRole('option', { name: 'Provider' }).click()
  await expect(page.getByText('Role updated', { exact: true })).toBeVisible()
  await expect(select).toHaveText('Provider')

  // No new sign-in: the next page load shows the provider area.
  await parentPage.reload()
  expect((await (await parentPage.request.get('/api/auth/user')).json()).role).toBe('provider')
  await expect(parentPage.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
  await expect(parentPage.getByText('Your events will appear here once they are published.')).toBeVisible()
  await parentContext.close()
})

test('non-admins are sent away from the admin dashboard and see Access Denied on the inbox', async ({
  page,
}) => {
  await signInAs(page, 'parent', '/')
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/proposals')
  await expect(page.getByText('Access Denied')).toBeVisible()
})

test('an admin sees the dashboard metrics with their links and the chart', async ({ page }) => {
  await signInAs(page, 'admin', '/admin')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  const metrics = await (await page.request.get('/api/admin/dashboard-metrics')).json()
  await expect(
    page.getByRole('link', { name: new RegExp(`^Pending Proposals: ${metrics.proposals.pending}`) }),
  ).toHaveAttribute('href', '/proposals')
  await expect(page.getByRole('img', { name: /Registrations per week/ })).toBeVisible()
  // Upcoming sessions in the admin's own zone (America/Chicago), named, whatever the browser's zone.
  await expect(page.getByText(/^\w{3}, \w{3} \d{1,2} · \d{1,2}:\d\d [AP]M C[SD]T$/).first()).toBeVisible()
  for (const href of [
    '/events/create',
    '/events',
    '/coming-soon',
    '/admin/users',
    '/admin/providers',
    '/admin/ai-import',
    '/admin/import-classes',
  ]) {
    await expect(page.locator(`a[href="${href}"]`).first()).toBeAttached()
  }
})
