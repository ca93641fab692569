import type { Page } from '@playwright/test'
import { COMMUNITY } from './data/community'
import { ROLES_JOURNEY } from './data/community-roles'
import { expect, signInAs, test } from './fixtures'

const roleUpdated = (name: string, role: string) =>
  `${name}'s role is now ${role}. It applies on their next page load.`

/** Sets a user's role through the admin API (the page must be signed in as an admin), so a test starts as it expects. */
async function setRoleThroughApi(page: Page, email: string, role: 'parent' | 'provider' | 'admin') {
  const found = (await (await page.request.get(`/api/users?q=${encodeURIComponent(email)}`)).json()) as {
    users: { id: string; email: string }[]
  }
  const user = found.users.find((u) => u.email === email)
  expect(user, email).toBeDefined()
  const res = await page.request.put(`/api/users/${user?.id}/role`, { data: { role } })
  expect(res.ok()).toBe(true)
}

test("an admin makes a parent a provider and that user's role changes on the next page load", async ({
  page,
  browser,
}) => {
  // Casey starts as a parent, whatever an earlier attempt of this test left.
  await signInAs(page, 'admin', '/')
  await setRoleThroughApi(page, COMMUNITY.parentToPromote, 'parent')

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

  await page.goto('/admin/users')
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible()
  await page.getByLabel('Search by name or email').fill('community-parent')
  const select = page.getByRole('combobox', { name: 'Role of Casey Promoted' })
  await expect(select).toHaveText('Parent')
  await select.click()
  await page.getByRole('option', { name: 'Provider' }).click()
  // Parent → provider changes what the person sees (their own pages): asked like every role change (issue 35.5).
  const confirm = page.getByRole('alertdialog')
  await expect(
    confirm.getByRole('heading', { name: "Change Casey Promoted's role to Provider?" }),
  ).toBeVisible()
  await expect(confirm).toContainText('will get My Dashboard and My Proposals')
  await confirm.getByRole('button', { name: 'Change to Provider' }).click()
  // The toast says who and what.
  await expect(page.getByText('Role updated', { exact: true })).toBeVisible()
  await expect(page.getByText(roleUpdated('Casey Promoted', 'Provider'), { exact: true })).toBeVisible()
  await expect(select).toHaveText('Provider')
  // The row stays (no filter), and so does focus.
  await expect(select).toBeFocused()

  // No new sign-in: the next page load shows the provider area.
  await parentPage.reload()
  expect((await (await parentPage.request.get('/api/auth/user')).json()).role).toBe('provider')
  await expect(parentPage.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
  await expect(parentPage.getByText('Your events will appear here once they are published.')).toBeVisible()
  await parentContext.close()
})

test('granting and removing admin asks first, naming the person and the role; the list filters by role, and focus stays in it when a row leaves', async ({
  page,
}) => {
  const { search, target, adminNeighbour, parentNeighbour } = ROLES_JOURNEY
  // The journey's own accounts, its target reset first: it does not depend on another test, or on its own retry.
  await signInAs(page, 'admin', '/')
  await setRoleThroughApi(page, target.email, 'parent')
  await page.goto('/admin/users')
  const searchBox = page.getByLabel('Search by name or email')
  await searchBox.fill(search)
  const select = page.getByRole('combobox', { name: `Role of ${target.name}` })
  const rows = page.getByRole('combobox', { name: /^Role of / })
  const filter = page.getByRole('combobox', { name: 'Filter by role' })
  await expect(select).toHaveText('Parent')
  const confirm = page.getByRole('alertdialog')

  await select.click()
  await page.getByRole('option', { name: 'Admin' }).click()
  await expect(confirm.getByRole('heading', { name: `Make ${target.name} an admin?` })).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(select).toHaveText('Parent')
  await expect(select).toBeFocused()
  const found = await (await page.request.get(`/api/users?q=${encodeURIComponent(target.email)}`)).json()
  expect(found.users[0].role).toBe('parent')

  await select.click()
  await page.getByRole('option', { name: 'Admin' }).click()
  await confirm.getByRole('button', { name: 'Make Admin' }).click()
  await expect(page.getByText(roleUpdated(target.name, 'Admin'), { exact: true })).toBeVisible()
  await expect(select).toHaveText('Admin')

  // The role filter narrows the list to admins (the search still applies).
  await filter.click()
  await page.getByRole('option', { name: 'Admin' }).click()
  await expect(filter).toHaveText('Role: Admin')
  await expect(select).toBeVisible()
  // Search and filter are in the address: a reload keeps the list as it is.
  await expect(page).toHaveURL(/\/admin\/users\?(?=.*q=)(?=.*role=admin)/)
  await page.reload()
  await expect(filter).toHaveText('Role: Admin')
  await expect(searchBox).toHaveValue(search)
  await expect(select).toBeVisible()
  await searchBox.fill('')
  await expect(rows.first()).toBeVisible()
  for (const role of await rows.all()) {
    await expect(role).toHaveText('Admin')
  }

  // Taking admin away asks too; the row leaves the admins, and focus goes to the next row's role.
  await searchBox.fill(search)
  await expect(rows).toHaveCount(2)
  await select.click()
  await page.getByRole('option', { name: 'Parent' }).click()
  await expect(
    confirm.getByRole('heading', { name: `Remove admin access from ${target.name}?` }),
  ).toBeVisible()
  await confirm.getByRole('button', { name: 'Change to Parent' }).click()
  await expect(page.getByText(roleUpdated(target.name, 'Parent'), { exact: true })).toBeVisible()
  await expect(select).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: `Role of ${adminNeighbour.name}` })).toBeFocused()

  // Under "Role: Parent", parent → provider (asked about too) takes the row away the same way.
  await filter.click()
  await page.getByRole('option', { name: 'Parent' }).click()
  await expect(filter).toHaveText('Role: Parent')
  await expect(rows).toHaveCount(2)
  await select.click()
  await page.getByRole('option', { name: 'Provider' }).click()
  await confirm.getByRole('button', { name: 'Change to Provider' }).click()
  await expect(page.getByText(roleUpdated(target.name, 'Provider'), { exact: true })).toBeVisible()
  await expect(select).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: `Role of ${parentNeighbour.name}` })).toBeFocused()

  // When the last row leaves, focus goes to the empty list's title (and the target is a parent again).
  await filter.click()
  await page.getByRole('option', { name: 'Provider' }).click()
  await expect(filter).toHaveText('Role: Provider')
  await expect(rows).toHaveCount(1)
  await select.click()
  await page.getByRole('option', { name: 'Parent' }).click()
  await confirm.getByRole('button', { name: 'Change to Parent' }).click()
  await expect(page.getByRole('heading', { name: 'No users found' })).toBeFocused()
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
    // Named by its visible text, label first (WCAG 2.5.3, issue 35.3).
    page.getByRole('link', { name: new RegExp(`^Pending Proposals ${metrics.proposals.pending}`) }),
  ).toHaveAttribute('href', '/proposals')
  await expect(page.getByRole('img', { name: /Registrations per week/ })).toBeVisible()
  // The Providers card counts the directory (what Manage Providers lists) and names the provider accounts apart.
  const directory = (await (await page.request.get('/api/admin/providers')).json()).length
  await expect(page.getByRole('link', { name: /^Providers / })).toHaveAccessibleName(
    new RegExp(`^Providers ${directory} in the directory · ${metrics.users.providers} provider accounts?$`),
  )
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

test('the admin dashboard fits a 375 px phone, and the chart has readable round ticks', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await signInAs(page, 'admin', '/admin')
  await expect(page.getByRole('heading', { name: 'Next events' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  const ticks = page.getByTestId('chart-y-tick')
  expect(await ticks.count()).toBeGreaterThanOrEqual(2)
  const values = (await ticks.allTextContents()).map(Number)
  expect(values[0]).toBe(0)
  const step = values[1] - values[0]
  expect(String(step)).toMatch(/^(1|2|5)0*$/)
  // Drawn at the size shown, not scaled down from a wider drawing: at least 11 px tall on a phone.
  await expect
    .poll(() => ticks.evaluateAll((els) => Math.min(...els.map((e) => e.getBoundingClientRect().height))))
    .toBeGreaterThanOrEqual(11)
})
