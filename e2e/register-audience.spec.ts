import { REGISTER_EVENTS } from './data/register'
import { expect, signInAs, test } from './fixtures'

test('a provider sees "This event is only available for parents." on a parents-only event', async ({
  page,
}) => {
  const path = `/events/${REGISTER_EVENTS.parentsOnly}/register`
  await signInAs(page, 'provider', path)
  await expect(page.getByText('This event is only available for parents.')).toBeVisible()
  await expect(page.getByText('Cannot Register')).toBeVisible()
  // Nothing to press that the server would refuse; the way on is to other events.
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'See other events' })).toHaveAttribute('href', '/events')
  const res = await page.request.post('/api/registrations', {
    data: { eventId: REGISTER_EVENTS.parentsOnly, paymentIntentId: null },
  })
  expect(res.status()).toBe(403)
})
