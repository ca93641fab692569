import { OFFER_LINK_TOKEN, REGISTER_EVENTS } from './data/register'
import { DEMO, DEMO_PASSWORD, expect, signInAs, test } from './fixtures'

test('on a full event, a family in line sees its place and can leave; one with a held seat completes registration', async ({
  page,
}) => {
  await signInAs(page, 'parent', `/events/${REGISTER_EVENTS.fullWaiting}`)
  await expect(page.getByText('This event is sold out')).toBeVisible()
  const waiting = page.getByTestId('waitlist-area')
  await expect(waiting).toContainText("You're on the waitlist")
  await expect(waiting).toContainText('You are number 1 in line.')
  await expect(page.getByRole('button', { name: 'Join waitlist' })).toHaveCount(0)
  await waiting.getByRole('button', { name: 'Leave waitlist' }).click()
  await expect(page.getByText('You have left the waitlist').first()).toBeVisible()
  // The button pressed is gone: focus lands on what replaced it, not on the page's start.
  await expect(page.getByRole('button', { name: 'Join waitlist' })).toBeFocused()
  expect(
    await (await page.request.get(`/api/events/${REGISTER_EVENTS.fullWaiting}/waitlist`)).json(),
  ).toBeNull()

  // Joining is one step on the page: no wizard, no payment step, and the place in line is shown at once.
  await page.getByRole('button', { name: 'Join waitlist' }).click()
  await expect(waiting).toContainText('You are number 1 in line.')
  await expect(waiting).toBeFocused()
  // One promise everywhere, the true one: an offer holds the seat for 24 hours, never past the start.
  const promise = "If a seat opens up, we'll email you and hold it for you for up to 24 hours."
  await expect(waiting).toContainText(promise)
  await expect(page).toHaveURL(new RegExp(`/events/${REGISTER_EVENTS.fullWaiting}$`))
  expect(
    await (await page.request.get(`/api/events/${REGISTER_EVENTS.fullWaiting}/waitlist`)).json(),
  ).toMatchObject({
    status: 'waiting',
  })
  // Arriving at the wizard's address anyway shows the place in line, not the steps of a purchase.
  await page.goto(`/events/${REGISTER_EVENTS.fullWaiting}/register`)
  await expect(page.getByText(`You are number 1 in line. ${promise}`)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Registration steps' })).toHaveCount(0)

  // One of this event's seats is held for the family: no "sold out", the deadline, and the way in.
  await page.goto(`/events/${REGISTER_EVENTS.fullOffered}`)
  const offer = page.getByTestId('waitlist-area')
  await expect(offer).toContainText('A seat is held for you')
  await expect(offer).toContainText(/Until \w{3} \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M C[SD]T/)
  await expect(page.getByText('This event is sold out')).toHaveCount(0)
  await offer.getByRole('button', { name: 'Complete registration' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${REGISTER_EVENTS.fullOffered}/register$`))
  await expect(page.getByText('A seat is waiting for you')).toBeVisible()
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/step=2/)
  await page.getByRole('button', { name: 'Save and Continue' }).click()
  await expect(page.getByText("You're registered!")).toBeVisible()
})

test("the offer email's link: signed out it asks to sign in, then goes straight to the held seat; another account is told", async ({
  page,
}) => {
  const link = `/events/${REGISTER_EVENTS.offerByLink}/register?offer=${OFFER_LINK_TOKEN}`
  // Someone else signed in opens the family's link: told plainly, no seat claimed.
  await signInAs(page, 'provider', link)
  await expect(page.getByTestId('offer-link-notice')).toContainText(
    'This seat offer was emailed to another account.',
  )
  await page.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin } })

  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Sign in required to register' })).toBeVisible()
  await page.getByRole('link', { name: 'Sign In' }).last().click()
  await page.getByLabel('Email').fill(DEMO.parent)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${REGISTER_EVENTS.offerByLink}/register\\?offer=`))
  await expect(page.getByText('A seat is waiting for you')).toBeVisible()
  await expect(page.getByTestId('offer-link-notice')).toHaveCount(0)
  await page.getByRole('button', { name: 'Register' }).click()
  await page.getByRole('button', { name: 'Save and Continue' }).click()
  await expect(page.getByText("You're registered!")).toBeVisible()
})
