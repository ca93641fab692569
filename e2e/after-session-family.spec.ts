import { readFile } from 'node:fs/promises'
import { PDFDocument } from 'pdf-lib'
import { LOOP_EVENTS, LOOP_JOIN_TOKEN } from './data/after-session'
import { expect, signInAs, test } from './fixtures'

test('a family joins a session, reviews the one they attended (shown on the profile once published) and downloads its certificate', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'parent', '/my-events')

  // Joining the session under way: the personal link leads to the room and records the family as there.
  const live = page.getByTestId('registration-card').filter({ hasText: 'E2E Loop Live Sleep Circle' })
  await expect(live).toBeVisible()
  const room = await page.request.get(`/join/${LOOP_JOIN_TOKEN}`, { maxRedirects: 0 })
  expect(room.status()).toBe(302)
  expect(room.headers().location).toContain('/user-guide')

  // The session they attended earlier: reviewed from My Events.
  await page.getByRole('tab', { name: /Past/ }).click()
  const past = page.getByTestId('registration-card').filter({ hasText: 'E2E Loop Past Feeding Basics' })
  await past.getByRole('link', { name: 'Review' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Review this session' })).toBeVisible()
  await page.getByRole('button', { name: 'Send review' }).click()
  await expect(page.getByText('Please choose 1 to 5 stars')).toBeVisible()
  await page.getByLabel('5 stars').check({ force: true })
  await page
    .getByLabel('What would you tell another family?')
    .fill('Practical, kind and unhurried. Thank you!')
  await page.getByRole('button', { name: 'Send review' }).click()
  await expect(page.getByText('Waiting for our team to publish it')).toBeVisible()

  // The team publishes it.
  const staff = await browser.newPage()
  await signInAs(staff, 'admin', '/admin/reviews')
  const item = staff.getByRole('listitem').filter({ hasText: 'Practical, kind and unhurried' })
  await item.getByRole('button', { name: 'Publish' }).click()
  await expect(staff.getByText('Review published').first()).toBeVisible()
  await staff.close()

  // The facilitator's profile shows it.
  const event = await (await page.request.get(`/api/events/${LOOP_EVENTS.past}`)).json()
  await page.goto(`/providers/${event.providerId}`)
  await expect(page.getByText('Reviews from families who attended')).toBeVisible()
  await expect(page.getByText('Practical, kind and unhurried. Thank you!')).toBeVisible()

  // The certificate of the session they attended: a PDF whose code anyone can check.
  await page.goto('/my-events')
  await page.getByRole('tab', { name: /Past/ }).click()
  const card = page.getByTestId('registration-card').filter({ hasText: 'E2E Loop Past Feeding Basics' })
  const downloading = page.waitForEvent('download')
  await card.getByRole('link', { name: 'Certificate (PDF)' }).click()
  const file = await (await downloading).path()
  const pdf = await PDFDocument.load(await readFile(file))
  const code = /certificate (\S+)$/.exec(pdf.getSubject() ?? '')?.[1] ?? ''
  expect(code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/)
  const visitor = await browser.newPage()
  await visitor.goto(`${new URL(page.url()).origin}/certificates/${code}`)
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Valid certificate of attendance' }),
  ).toBeVisible()
  await expect(visitor.getByText('E2E Loop Past Feeding Basics')).toBeVisible()
  await visitor.close()
})
