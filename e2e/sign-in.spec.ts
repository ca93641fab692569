import { DISCOVER } from './data/discover'
import { DEMO, DEMO_PASSWORD, expect, signInAs, test } from './fixtures'
import { waitForMail } from './mailbox'

test('a parent signs in through the page and can sign out', async ({ page }) => {
  await signInAs(page, 'parent')
  const me = await page.request.get('/api/auth/user')
  expect((await me.json()).email).toBe(DEMO.parent)

  // Another site's link to the sign-out address does not sign the parent out (issue 32)...
  const site = new URL(page.url()).origin
  await page.route('http://evil.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<a href="${site}/api/logout">Win a prize</a><img src="${site}/api/logout" alt="">`,
    }),
  )
  await page.goto('http://evil.test/')
  const [refused] = await Promise.all([
    page.waitForResponse(`${site}/api/logout`),
    page.getByRole('link', { name: 'Win a prize' }).click(),
  ])
  expect(refused.status()).toBe(403)
  expect((await page.request.get('/api/auth/user')).status()).toBe(200)

  // ...the account menu's Sign Out does.
  await page.goto('/')
  await page.getByRole('button', { name: 'Jordan' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await page.waitForURL(`${site}/`)
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
  expect((await page.request.get('/api/auth/user')).status()).toBe(401)
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

/**
 * Return addresses that would leave the site after a successful sign-in or sign-up (issue 32): the URL parser turns
 * "/.//evil.test" into "//evil.test", which `window.location.assign` follows to another host.
 */
const WAYS_OUT = [
  '/.//evil.test/phish',
  '/..//evil.test/phish',
  '/%2e//evil.test/phish',
  '/%2E%2E//evil.test/phish',
  '/events/..//evil.test/phish',
  '//evil.test/phish',
  '/\\evil.test/phish',
  '/\t/evil.test/phish',
  'https://evil.test/phish',
]

test.describe('after signing in or up, the browser stays on the site whatever the return address says', () => {
  test.beforeEach(async ({ page }) => {
    // Should the page leave, the "phishing site" answers, so the test sees where the browser went.
    await page.route(/^https?:\/\/evil\.test\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>phished</h1>' }),
    )
  })

  for (const target of WAYS_OUT) {
    test(`sign-in with redirect=${JSON.stringify(target)}`, async ({ page }) => {
      await page.goto(`/sign-in?redirect=${encodeURIComponent(target)}`)
      const site = new URL(page.url()).origin
      await page.getByLabel('Email').fill(DEMO.parent)
      await page.getByLabel('Password').fill(DEMO_PASSWORD)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.waitForURL((url) => url.pathname !== '/sign-in')
      expect(new URL(page.url()).origin).toBe(site)
      expect(new URL(page.url()).pathname).toBe('/')
      await expect(page.getByRole('button', { name: 'Jordan' })).toBeVisible()
    })

    test(`sign-up with redirect=${JSON.stringify(target)}`, async ({ page }) => {
      await page.goto(`/sign-up?redirect=${encodeURIComponent(target)}`)
      const site = new URL(page.url()).origin
      await page.getByLabel('First Name').fill('Ola')
      await page.getByLabel('Last Name').fill('Stay')
      await page
        .getByLabel('Email')
        .fill(`stay-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`)
      await page.getByLabel('Password').fill('long-enough-password')
      await page.getByLabel(/16 or older/).check()
      await page.getByRole('button', { name: 'Create Account' }).click()
      await page.waitForURL((url) => url.pathname !== '/sign-up')
      expect(new URL(page.url()).origin).toBe(site)
      expect(new URL(page.url()).pathname).toBe('/')
      await expect(page.getByRole('button', { name: 'Ola' })).toBeVisible()
    })
  }
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
  // Nothing failed: the page's HTML says nobody is signed in (no probe), and no page asked for data it would be refused.
  expect(failed).toEqual([])
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
    await page.getByLabel(/16 or older/).check()
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
    data: { email, password: 'old-password-1', firstName: 'Rosa', lastName: 'Vale', ageConfirmed: true },
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
  const account = {
    email,
    password: 'first-password-1',
    firstName: 'Ines',
    lastName: 'Moor',
    ageConfirmed: true,
  }
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

test('a new family confirms the email address from the link, signing in first on another browser', async ({
  page,
  browser,
}) => {
  await page.goto('/')
  const origin = new URL(page.url()).origin
  const email = `confirm-${Date.now()}@example.test`
  await page.goto('/sign-up')
  await page.getByLabel('First Name').fill('Imani')
  await page.getByLabel('Last Name').fill('Cole')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('long-enough-password')
  await page.getByLabel(/16 or older/).check()
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('button', { name: 'Imani' })).toBeVisible()
  await page.goto('/settings')
  const card = page.getByTestId('email-card')
  await expect(card).toContainText('Not confirmed yet')
  await expect(card.getByRole('button', { name: 'Send the Link Again' })).toBeVisible()

  const [link] = await waitForMail(email, /http:\/\/localhost:\d+\/verify-email\?token=[\w.%-]+/)
  const path = link.replace(/^http:\/\/localhost:\d+/, '')
  // Opened where nobody is signed in (a phone, a mail scanner): nothing is confirmed until the account signs in.
  const phone = await browser.newContext({ baseURL: origin })
  const phonePage = await phone.newPage()
  await phonePage.goto(path)
  await expect(phonePage.getByRole('heading', { name: 'Confirm Your Email' })).toBeVisible()
  await phonePage.getByRole('link', { name: 'Sign In to Confirm' }).click()
  await phonePage.getByLabel('Email').fill(email)
  await phonePage.getByLabel('Password').fill('long-enough-password')
  await phonePage.getByRole('button', { name: 'Sign In' }).click()
  await expect(phonePage.getByTestId('email-confirmed')).toHaveText('Your email address is confirmed.')
  await phone.close()

  await page.reload()
  await expect(page.getByTestId('email-card')).toContainText('Confirmed')
  await expect(page.getByRole('button', { name: 'Send the Link Again' })).toHaveCount(0)
})
