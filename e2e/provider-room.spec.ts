import { ROOM_EVENT } from './data/provider-room'
import { expect, signInAs, test } from './fixtures'

// Issue 25.5: the provider's dashboard carries the event's banner and, once the admin sets it where the online room
// is set, the Zoho webinar join link (open to facilitators from 24 hours before the start to the end).
test("an admin sets the webinar join link and the provider's dashboard shows it with the banner", async ({
  browser,
}) => {
  const joinUrl = 'https://webinar.example.org/join/e2e-room'
  const admin = await browser.newPage()
  await signInAs(admin, 'admin', `/events/${ROOM_EVENT.id}/edit`)
  await admin.getByLabel('Zoho Webinar Join URL').fill(joinUrl)
  await admin.getByRole('button', { name: 'Update Event' }).click()
  await admin.waitForURL((url) => url.pathname === `/events/${ROOM_EVENT.id}`)
  await expect(admin.getByText('Event Updated').first()).toBeVisible()
  await admin.close()

  const page = await browser.newPage()
  await signInAs(page, 'provider', '/provider/dashboard')
  const mine = (await (await page.request.get('/api/my-events')).json()) as {
    id: string
    bannerImageUrl: string | null
    zohoWebinarJoinUrl: string | null
  }[]
  expect(mine.find((e) => e.id === ROOM_EVENT.id)).toMatchObject({
    bannerImageUrl: ROOM_EVENT.banner,
    zohoWebinarJoinUrl: joinUrl,
  })
  const card = page
    .getByText(ROOM_EVENT.title, { exact: true })
    .locator('xpath=ancestor::div[contains(@class, "overflow-hidden")][1]')
  await expect(card.locator('img')).toHaveAttribute('src', ROOM_EVENT.banner)
  await expect(card.getByRole('link', { name: 'Join Webinar' })).toHaveAttribute('href', joinUrl)
  await page.close()
})
