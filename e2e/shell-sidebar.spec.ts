import AxeBuilder from '@axe-core/playwright'
import { SHELL_FACILITATOR_EMAIL } from './data/shell'
import { DEMO_PASSWORD, expect, signInAs, test } from './fixtures'
import { ACCOUNT_GROUP, ADMIN_SIDEBAR, PARENT_SIDEBAR, readSidebar } from './shell-helpers'

test('a parent signs in through the page and sees exactly the parent sidebar', async ({ page }) => {
  await signInAs(page, 'parent')
  expect(await readSidebar(page)).toEqual(PARENT_SIDEBAR)
  const footer = page.getByTestId('sidebar-user')
  await expect(footer).toContainText('Jordan')
  await expect(footer).toContainText('Parent')
  await expect(
    page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('aria-current', 'page')
  // Non-admins get no header toggle or role switcher on desktop.
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'View As...' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Jordan' })).toBeVisible()

  // A link followed in the app moves focus to the new page, so a screen reader announces it and Tab starts there.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Browse Events' }).click()
  await expect(page).toHaveURL(/\/events$/)
  await expect(page.locator('#main')).toBeFocused()
})

test('a provider sees exactly the provider sidebar', async ({ page }) => {
  await signInAs(page, 'provider')
  expect(await readSidebar(page)).toEqual([
    [
      'Navigation',
      'Home /',
      'My Dashboard /provider/dashboard',
      'My Proposals /provider/proposals',
      'Browse Events /events',
      'Provider Directory /providers',
    ],
    ACCOUNT_GROUP,
  ])
  await expect(page.getByTestId('sidebar-user')).toContainText('Provider')
})

test('an admin sees exactly the admin groups, with the AI labels', async ({ page }) => {
  await signInAs(page, 'admin', '/user-guide')
  expect(await readSidebar(page)).toEqual(ADMIN_SIDEBAR)
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' })
  await expect(sidebar.getByRole('link', { name: /Bulk Import/ })).toContainText('AI')
  await expect(sidebar.getByRole('link', { name: /Class Import/ })).toContainText('Coming Soon Ideas')
  await expect(sidebar.getByRole('link', { name: 'User Guide' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('sidebar-user')).toContainText('Avery')
})

test('a facilitator sees the parent pages plus the User Guide', async ({ page }) => {
  await page.goto('/api/login?redirect=%2F')
  await page.getByLabel('Email').fill(SHELL_FACILITATOR_EMAIL)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  expect(await readSidebar(page)).toEqual([
    PARENT_SIDEBAR[0],
    ['Resources', 'User Guide /user-guide'],
    ACCOUNT_GROUP,
  ])
  await expect(page.getByTestId('sidebar-user')).toContainText('Facilitator')
})

test('Ctrl+B collapses the sidebar to icons with tooltips, and the choice survives a reload', async ({
  page,
}) => {
  await signInAs(page, 'parent')
  const sidebar = page.getByTestId('app-sidebar')
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  expect((await sidebar.boundingBox())?.width).toBe(256)
  await page.keyboard.press('Control+b')
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48)
  const cookies = await page.context().cookies()
  const state = cookies.find((c) => c.name === 'sidebar_state')
  expect(state?.value).toBe('false')
  // 7 days, give or take the seconds the test takes.
  expect((state?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 86400 - 60)
  // Collapsed links keep their names and show them as tooltips.
  await page.getByRole('link', { name: 'My Events' }).hover()
  await expect(page.getByRole('tooltip', { name: 'My Events' })).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('app-sidebar')).toHaveAttribute('data-state', 'collapsed')
  await page.keyboard.press('Control+b')
  await expect(page.getByTestId('app-sidebar')).toHaveAttribute('data-state', 'expanded')
})

test('an admin views the platform as a parent and resets to the admin view', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.getByRole('button', { name: 'View As...' }).click()
  await expect(page.getByRole('menu')).toContainText('View Platform As')
  await expect(page.getByRole('menuitem', { name: /^Admin/ })).toContainText('Active')
  await page.getByRole('menuitem', { name: 'Parent' }).click()
  await expect(page.getByRole('button', { name: 'Viewing as Parent' })).toBeVisible()
  expect(await readSidebar(page)).toEqual(PARENT_SIDEBAR)
  // Persists across reloads.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Viewing as Parent' })).toBeVisible()
  expect(await readSidebar(page)).toEqual(PARENT_SIDEBAR)
  await page.getByRole('button', { name: 'Viewing as Parent' }).click()
  await expect(page.getByRole('menuitem', { name: /^Parent/ })).toContainText('Active')
  await page.getByRole('menuitem', { name: 'Reset to Admin View' }).click()
  await expect(page.getByRole('button', { name: 'View As...' })).toBeVisible()
  expect(await readSidebar(page)).toEqual(ADMIN_SIDEBAR)
})

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('one menu on a phone: no sidebar or its toggle, and "Menu" lists every group of the sidebar (26.7)', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    await expect(page.getByTestId('app-sidebar')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveCount(0)
    // Ctrl+B opens nothing either.
    await page.keyboard.press('Control+b')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    expect((await menu.boundingBox())?.width).toBe(288)
    for (const [group, ...links] of ADMIN_SIDEBAR) {
      await expect(menu.getByRole('heading', { name: group, exact: true })).toBeVisible()
      for (const link of links) {
        const href = link.slice(link.lastIndexOf(' ') + 1)
        const name = link.slice(0, link.lastIndexOf(' '))
        await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      }
    }
    // Closed with Escape, focus is back on the button that opened it.
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'User Guide' }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/user-guide$/)
    // Nothing overflows sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('a parent gets the one menu, which lists every main page', async ({ page }) => {
    await signInAs(page, 'parent')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'Browse Events' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Coming Soon' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Provider Directory' })).toBeVisible()
    await expect(menu.getByRole('link', { name: /Provider Portal/ })).toHaveAttribute('target', '_blank')
    // One menu reaches every main page of a family: their own pages and the account ones, each listed once.
    for (const [name, href] of [
      ['My Events', '/my-events'],
      ['My Profile', '/profile'],
      ['Settings', '/settings'],
      ['Notification Preferences', '/notifications'],
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await menu.getByRole('link', { name: 'My Events', exact: true }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/my-events$/)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu.getByRole('link', { name: 'My Events', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveCount(0)
  })
})

test('the signed-in admin shell passes axe WCAG 2.2 AA checks, expanded and collapsed', async ({ page }) => {
  test.setTimeout(120_000) // two full axe scans on a shared 2-core machine
  await signInAs(page, 'admin', '/user-guide')
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible()
  for (const state of ['expanded', 'collapsed']) {
    await expect(page.getByTestId('app-sidebar')).toHaveAttribute('data-state', state)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(
      results.violations.map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target).join(' | ')}`),
    ).toEqual([])
    await page.keyboard.press('Control+b')
  }
})
