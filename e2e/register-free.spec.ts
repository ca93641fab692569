import { REGISTER_EVENTS } from './data/register'
import { expect, signInAs, test } from './fixtures'
import { waitForMail } from './mailbox'

test('a parent registers for a free event and sees it under Upcoming in My Events', async ({ page }) => {
  const path = `/events/${REGISTER_EVENTS.free}/register`
  await page.goto(path)
  await expect(page.getByText('Sign in required to register')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible()
  await signInAs(page, 'parent', path)
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Free Newborn Q&A' })).toBeVisible()
  // The polite region that will say the place exists is there, empty, from the first step: filled, it is announced.
  const region = page.getByTestId('registered-status-region')
  await expect(region).toHaveAttribute('role', 'status')
  await expect(region).toBeEmpty()
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/step=2/)
  // The place exists from here on: the family is told so before the optional preferences.
  const booked = region.getByTestId('registered-status')
  await expect(booked).toContainText("You're registered")
  await expect(booked).toContainText('Your confirmation is on its way to your inbox.')
  // Said once: the focused step title is not also described by it.
  // Each step is a section under the page's h1 (issue 35.4).
  const title = page.getByRole('heading', { level: 2, name: 'Notification Preferences' })
  await expect(title).toBeFocused()
  await expect(title).toHaveAccessibleDescription('')
  await page.getByRole('button', { name: 'Save and Continue' }).click()
  await expect(page.getByText("You're registered!")).toBeVisible()
  // The server is started without PUBLIC_URL: every link to the event names the port it listens on (its origin here).
  const eventUrl = `${new URL(page.url()).origin}/events/${REGISTER_EVENTS.free}`
  const google = page.getByRole('link', { name: 'Add to Google Calendar' })
  await expect(google).toHaveAttribute('href', /calendar\.google\.com/)
  expect(new URL((await google.getAttribute('href')) ?? '').searchParams.get('location')).toBe(eventUrl)
  await expect(page.getByRole('link', { name: 'Outlook' })).toBeVisible()

  await page.getByRole('link', { name: 'Go to My Events' }).click()
  await expect(page.getByRole('heading', { name: 'My Events' })).toBeVisible()
  const upcoming = page.getByRole('tabpanel', { name: /Upcoming/ })
  await expect(page.getByRole('tab', { name: /Upcoming \(\d+\)/ })).toBeVisible()
  await expect(upcoming.getByText('E2E Free Newborn Q&A')).toBeVisible()
  const card = upcoming.getByTestId('registration-card').filter({ hasText: 'E2E Free Newborn Q&A' })
  await expect(card.getByRole('link', { name: 'Add to Calendar (.ics)' })).toHaveAttribute(
    'href',
    `/api/events/${REGISTER_EVENTS.free}/calendar.ics`,
  )
  const ics = (await (await page.request.get(`/api/events/${REGISTER_EVENTS.free}/calendar.ics`)).text())
    // Unfolded: long lines continue on the next line after a space (RFC 5545 §3.1).
    .replace(/\r\n[ \t]/g, '')
  expect(ics).toContain(`\r\nURL:${eventUrl}\r\n`)
  await expect(card.getByText('Free', { exact: true })).toBeVisible()
  // Closing "Cancel your registration?" (Escape, or Keep my seat) puts focus back on the button (issue 35.1).
  const cancel = card.getByRole('button', { name: 'Cancel registration' })
  await cancel.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alertdialog', { name: 'Cancel your registration?' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(cancel).toBeFocused()
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Keep my seat' }).click()
  await expect(cancel).toBeFocused()

  // Back on the event page the family sees their place, and is not offered the wizard a second time.
  await card.getByRole('link', { name: 'View Details' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Free Newborn Q&A' })).toBeVisible()
  await expect(page.getByTestId('join-area')).toContainText("You're registered")
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0)

  // Browsing the calendar, the family sees which sessions they already booked.
  await page.goto('/events?tab=list&q=E2E')
  const bookedCard = page.getByTestId('event-card').filter({ hasText: 'E2E Free Newborn Q&A' })
  await expect(bookedCard.getByTestId('registered-badge')).toHaveText('Registered')
  // Only booked ones: each card is marked exactly when My Events lists it (other journeys book this parent too).
  const mine = new Set(
    ((await (await page.request.get('/api/my-registrations')).json()) as { title: string }[]).map(
      (r) => r.title,
    ),
  )
  const cards = await page.getByTestId('event-card').all()
  const titles = await Promise.all(cards.map(async (c) => (await c.getByRole('heading').textContent()) ?? ''))
  expect(titles.filter((t) => !mine.has(t)).length).toBeGreaterThan(0)
  for (const [i, card] of cards.entries()) {
    await expect(card.getByTestId('registered-badge'), titles[i]).toHaveCount(mine.has(titles[i]) ? 1 : 0)
  }
})

test('the wizard takes the phone number SMS reminders need right in the step, and says what is always emailed', async ({
  page,
}) => {
  await page.goto('/')
  const origin = new URL(page.url()).origin
  // A new family: no phone number on the profile yet.
  const email = `sms-${Date.now()}@cradle.test`
  const signup = await page.request.post('/api/auth/signup', {
    data: {
      email,
      password: 'cradle-demo-pass',
      firstName: 'Sam',
      lastName: 'Noel',
      ageConfirmed: true,
    },
    headers: { origin },
  })
  expect(signup.ok()).toBe(true)
  // Text messages wait for a confirmed address (issue 33): the family opens the link first.
  const [link] = await waitForMail(email, /https?:\/\/\S+\/verify-email\?token=\S+/)
  await page.goto(link)
  await expect(page.getByTestId('email-confirmed')).toBeVisible()
  await page.goto(`/events/${REGISTER_EVENTS.free}/register`)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/step=2/)
  await expect(
    page.getByText(
      'Your confirmation and the join link (24 hours before the start) are always sent by email.',
    ),
  ).toBeVisible()
  const sms = page.getByRole('switch', { name: 'SMS Notifications' })
  const phone = page.getByLabel('Mobile number')
  const save = page.getByRole('button', { name: 'Save and Continue' })
  await sms.click()
  await expect(phone).toBeVisible()
  // Turning SMS off again is the other way forward.
  await sms.click()
  await expect(phone).toHaveCount(0)
  await sms.click()
  await save.click()
  await expect(page.getByText('Enter your mobile number, or turn SMS off to continue.')).toBeVisible()
  await expect(phone).toBeFocused()
  await phone.fill('555')
  await save.click()
  await expect(
    page.getByText('Enter a valid phone number, e.g. (312) 555-0100 or +44 20 7946 0958'),
  ).toBeVisible()
  await phone.fill('(312) 555-0100')
  await save.click()
  await expect(page.getByText("You're registered!")).toBeVisible()
  // Saved to the profile through the profile call, then the preferences with SMS on.
  const me = (await (await page.request.get('/api/auth/user')).json()) as { phone: string | null }
  expect(me.phone).toBe('+13125550100')
  const prefs = await (await page.request.get('/api/user/preferences')).json()
  expect(prefs).toMatchObject({ smsOptIn: true, preferredChannel: 'both' })
})
