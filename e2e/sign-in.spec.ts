import { DISCOVER } from './data/discover'
import { DEMO, DEMO_PASSWORD, expect, signInAs, test } from './fixtures'
import { waitForMail } from './mailbox'

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

test('the sign-in pages keep the way back: the header passes it on, a signed-in visitor goes straight there', async ({
  page,
}) => {
  await page.goto('/sign-in?redirect=%2Fcoming-soon')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toHaveAttribute(
    'href',
    '/api/signup?redirect=%2Fcoming-soon',
  )
  // A tab in the path would make the browser read "//evil.example": the way back falls back to the home page.
  await page.goto('/api/login?redirect=%2F%09%2Fevil.example')
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2F$/)

  await signInAs(page, 'parent', '/my-events')
  await page.goto('/sign-in?redirect=%2Fcoming-soon')
  await expect(page).toHaveURL(/\/coming-soon$/)
  await expect(page.getByRole('heading', { name: 'Coming Soon Classes' })).toBeVisible()
})

test('a signed-out visitor opening a staff or provider page signs in and comes back to it, asking nothing else', async ({
  page,
}) => {
  const failed: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`)
  })
  for (const path of ['/admin', '/admin/users', '/admin/ai-import', '/admin/outbox', '/provider/dashboard']) {
    await page.goto(path)
    await expect(page).toHaveURL(`/sign-in?redirect=${encodeURIComponent(path)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  }
  // Only the sign-in probe failed (once per page load): no page asked for data it would be refused.
  expect(new Set(failed)).toEqual(new Set(['401 /api/auth/user']))
  await expect(page.getByText('Access Denied')).toHaveCount(0)

  await page.goto('/events/create')
  await expect(page).toHaveURL('/sign-in?redirect=%2Fevents%2Fcreate')
  await page.getByLabel('Email').fill(DEMO.admin)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/events/create')
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible()
})

for (const [who, landing, heading] of [
  ['provider', '/provider/dashboard', 'My Dashboard'],
  ['admin', '/admin', 'Admin Dashboard'],
  ['parent', '/', null],
] as const) {
  test(`${who}: signing in from the home page lands on ${landing}`, async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click()
    await page.getByLabel('Email').fill(DEMO[who])
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((url) => url.pathname === landing)
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    else await expect(page.getByTestId('sidebar-user')).toContainText('Parent')
  })
}

test.describe('in a New York browser', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('a visitor who signs up keeps seeing times in their own zone', async ({ page }) => {
    const eventPath = `/events/${DISCOVER.openEventId}`
    // Visible only: the phone's date line under the title is in the page, hidden at this width.
    const eastern = page
      .getByText(/\d:\d\d [AP]M E[SD]T/)
      .filter({ visible: true })
      .first()
    const central = page.getByText(/\d:\d\d [AP]M C[SD]T/)
    await page.goto(eventPath)
    await expect(eastern).toBeVisible()

    await page.goto(`/api/signup?redirect=${encodeURIComponent(eventPath)}`)
    await page.getByLabel('First Name').fill('Nadia')
    await page.getByLabel('Last Name').fill('York')
    await page.getByLabel('Email').fill(`tz-${Date.now()}@example.test`)
    await page.getByLabel('Password').fill('long-enough-password')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.waitForURL((url) => url.pathname === eventPath)

    expect((await (await page.request.get('/api/auth/user')).json()).timezone).toBe('America/New_York')
    // Before the fix the new account was in America/Chicago, and the same event jumped to "C[SD]T", an hour earlier.
    await expect(page.getByRole('heading', { name: DISCOVER.openEventTitle })).toBeVisible()
    await expect(eastern).toBeVisible()
    await expect(central).toHaveCount(0)
    // The calendar's chips show bare times; it says whose clock they are on.
    await page.goto('/events?tab=week')
    await expect(page.getByTestId('zone-label')).toHaveText('Times in Eastern Time')
  })
})

test('a parent who forgot the password gets a link by email, chooses a new one and is signed in', async ({
  page,
  browser,
}) => {
  await page.goto('/')
  const origin = new URL(page.url()).origin
  const email = `forgot-${Date.now()}@example.test`
  // Another device stays signed in with the old password until the new one is chosen.
  const phone = await browser.newContext({ baseURL: origin })
  const signup = await phone.request.post('/api/auth/signup', {
    data: { email, password: 'old-password-1', firstName: 'Rosa', lastName: 'Vale' },
    headers: { origin },
  })
  expect(signup.ok()).toBe(true)

  await page.goto('/sign-in')
  // The address typed on the sign-in form comes along.
  await page.getByLabel('Email').fill(email)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByTestId('reset-sent')).toContainText(`Look in the inbox of ${email}`)
  await expect(page.getByRole('status')).toContainText(
    "If an account exists for that email, we've sent it a link",
  )

  const [link] = await waitForMail(email, /http:\/\/localhost:\d+\/reset-password\?token=[\w.%-]+/)
  await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''))
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible()
  const password = page.getByLabel('New password (at least 8 characters)')
  await password.fill('short')
  await page.getByRole('button', { name: 'Save New Password' }).click()
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
  await password.fill('new-password-2')
  await page.getByRole('button', { name: 'Save New Password' }).click()
  await expect(page.getByRole('status')).toContainText("Your password is changed and you're signed in.")
  // The header knows it at once, before going on.
  await expect(page.getByRole('button', { name: 'Rosa' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue to Cradle' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Rosa' })).toBeVisible()

  // The other device was signed out; the old password no longer works, and the link works only once.
  expect((await phone.request.get('/api/auth/user')).status()).toBe(401)
  await phone.close()
  const old = await page.request.post('/api/auth/login', {
    data: { email, password: 'old-password-1' },
    headers: { origin },
  })
  expect(old.status()).toBe(401)
  // Opened again, the used link says so at once, with no form to fill for nothing.
  await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''))
  await expect(page.getByTestId('reset-link-spent')).toHaveText(
    'This link has expired or was already used. Ask for a new one below.',
  )
  await expect(page.getByLabel('New password (at least 8 characters)')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Ask for a new one' })).toBeVisible()
})

test('a parent changes the password in Settings: a wrong current one is named, other devices are signed out', async ({
  page,
  browser,
}) => {
  await page.goto('/')
  const origin = new URL(page.url()).origin
  const email = `change-${Date.now()}@example.test`
  const account = { email, password: 'first-password-1', firstName: 'Ines', lastName: 'Moor' }
  expect((await page.request.post('/api/auth/signup', { data: account, headers: { origin } })).ok()).toBe(
    true,
  )
  const laptop = await browser.newContext({ baseURL: origin })
  const login = await laptop.request.post('/api/auth/login', {
    data: { email, password: 'first-password-1' },
    headers: { origin },
  })
  expect(login.ok()).toBe(true)

  await page.goto('/settings')
  const current = page.getByLabel('Current password')
  const next = page.getByLabel('New password (at least 8 characters)')
  await current.fill('not-my-password')
  await next.fill('second-password-2')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Current password is incorrect')).toBeVisible()
  await expect(current).toBeFocused()

  await current.fill('first-password-1')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible()
  await expect(current).toHaveValue('')
  // Still signed in here, signed out on the laptop.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
  expect((await laptop.request.get('/api/auth/user')).status()).toBe(401)
  await laptop.close()
})
