import { REGISTER_EVENTS } from './data/register'
import { EVENT_PAGE_EVENTS } from './data/register-event-page'
import { expect, signInAs, test } from './fixtures'

test('a registered family finds Join Event while the session runs, and none once it has ended', async ({
  page,
}) => {
  await signInAs(page, 'parent', `/events/${REGISTER_EVENTS.underWay}`)
  const live = page.getByTestId('join-area')
  await expect(live).toContainText("You're registered")
  await expect(live.getByRole('link', { name: 'Join Event' })).toHaveAttribute(
    'href',
    /\/join\/e2e-under-way-join-token$/,
  )
  // Under way is not "already taken place".
  await expect(page.getByText('This event has already taken place')).toHaveCount(0)

  await page.goto(`/events/${EVENT_PAGE_EVENTS.ended}`)
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Ended Birth Story Circle' })).toBeVisible()
  await expect(page.getByText('This event has already taken place')).toBeVisible()
  await expect(page.getByTestId('join-area')).toContainText('You were registered for this event')
  await expect(page.getByRole('link', { name: 'Join Event' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0)
})

test('a parent sees a providers-only event closed to them: the alert and a way to other events, no Register', async ({
  page,
}) => {
  await signInAs(page, 'parent', `/events/${EVENT_PAGE_EVENTS.providersOnly}`)
  await expect(page.getByTestId('audience-alert')).toContainText(
    'This event is only available for providers.',
  )
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Join waitlist' })).toHaveCount(0)
  await page.getByRole('link', { name: 'See other events' }).click()
  await expect(page).toHaveURL(/\/events$/)
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the event page says when under the title, and price and Register come before the details', async ({
    page,
  }) => {
    await page.goto(`/events/${REGISTER_EVENTS.free}`)
    const title = page.getByRole('heading', { level: 1, name: 'E2E Free Newborn Q&A' })
    await expect(title).toBeVisible()
    const when = page.getByTestId('event-when')
    await expect(when).toBeVisible()
    await expect(when).toHaveText(/^\w{3} \d{1,2}, \d{4} · \d{1,2}:\d\d [AP]M \S+ · 60 minutes$/)
    const register = page.getByRole('button', { name: 'Register' })
    const about = page.getByText('A relaxed hour of questions and answers')
    const [t, w, r, a] = await Promise.all([title, when, register, about].map((l) => l.boundingBox()))
    expect(w && t && w.y >= t.y + t.height && w.y - (t.y + t.height) < 40).toBe(true)
    expect(r && a && r.y + r.height < a.y).toBe(true)
  })
})

test('on a wide screen the card stays in its column beside the details, and the date is said there only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/events/${REGISTER_EVENTS.free}`)
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Free Newborn Q&A' })).toBeVisible()
  await expect(page.getByTestId('event-when')).toBeHidden()
  const card = await page.getByTestId('event-price').boundingBox()
  const about = await page.getByText('A relaxed hour of questions and answers').boundingBox()
  expect(card && about && card.x > about.x + about.width).toBe(true)
})
