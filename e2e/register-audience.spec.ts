import { REGISTER_EVENTS } from './data/register'
import { expect, signInAs, test } from './fixtures'

test('a provider sees "This event is only available for parents." on a parents-only event', async ({
  page,
}) => {
  const path = `/events/${REGISTER_EVENTS.parentsOnly}/register`
  await signInAs(page, 'provider', path)
  await expect(page.getByText('This event is only available for parents.')).toBeVisible()
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(
    page.getByRole('status').getByText('Cannot Register').or(page.getByText('Cannot Register').last()),
  ).toBeVisible()
  const res = await page.request.post('/api/registrations', {
    data: { eventId: REGISTER_EVENTS.parentsOnly, paymentIntentId: null },
  })
  expect(res.status()).toBe(403)
})
