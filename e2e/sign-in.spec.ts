import { DEMO, expect, signInAs, test } from './fixtures'

test('a parent signs in through the page and can sign out', async ({ page }) => {
  await signInAs(page, 'parent')
  const me = await page.request.get('/api/auth/user')
  expect((await me.json()).email).toBe(DEMO.parent)
})

test('a wrong password shows a clear message', async ({ page }) => {
  await page.goto('/api/login')
  await page.getByLabel('Email').fill(DEMO.parent)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Incorrect email or password')).toBeVisible()
})

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/this/does/not/exist')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
})

test('uptime checks with HEAD get the app shell, as GET does', async ({ page }) => {
  for (const path of ['/', '/events']) {
    const res = await page.request.head(path)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('text/html')
  }
})
