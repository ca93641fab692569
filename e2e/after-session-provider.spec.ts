import { LOOP_EVENTS, LOOP_FAMILY } from './data/after-session'
import { expect, signInAs, test } from './fixtures'

test('a provider opens the families of their session, marks one attended by hand and writes to them all', async ({
  page,
}) => {
  await signInAs(page, 'provider', '/provider/dashboard')
  // The session's own card (the nearest card around its title).
  const card = page
    .getByText('E2E Loop Live Sleep Circle', { exact: true })
    .locator('xpath=ancestor::div[contains(@class, "overflow-hidden")][1]')
  await card.getByRole('link', { name: 'Families' }).click()
  await expect(page).toHaveURL(new RegExp(`/provider/events/${LOOP_EVENTS.live}/attendees`))
  await expect(page.getByRole('heading', { level: 1, name: 'Families' })).toBeVisible()

  const name = `${LOOP_FAMILY.firstName} ${LOOP_FAMILY.lastName}`
  const row = page.getByRole('listitem').filter({ hasText: name })
  await expect(row.getByText(/Not attended/)).toBeVisible()
  await row.getByRole('button', { name: `Mark attended: ${name}` }).click()
  await expect(row.getByText(/Attended .*\(marked by hand\)/)).toBeVisible()
  // Names and attendance only: no contact details reach the provider.
  await expect(page.getByText(LOOP_FAMILY.email)).toHaveCount(0)

  // A message to the session's families: preview first, then send.
  await page.getByRole('link', { name: 'Message families' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Message families' })).toBeVisible()
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByText('Please write a subject')).toBeVisible()
  await page.getByLabel('Subject').fill('Bring a blanket')
  await page.getByLabel('Message').fill('We will practise a settling routine together.')
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByText('Email to 2 families')).toBeVisible()
  await expect(page.getByText(/Text notice \(\d+\/160 characters\)/)).toBeVisible()
  await page.getByRole('button', { name: 'Send to 2 families' }).click()
  await expect(page.getByText('Message sent').first()).toBeVisible()

  // Another provider's session is not theirs to see.
  const other = await page.request.get(`/api/my-events/${LOOP_EVENTS.others}/attendees`)
  expect(other.status()).toBe(403)
  await page.goto(`/provider/events/${LOOP_EVENTS.others}/attendees`)
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
})
