import { expect, signInAs, test } from './fixtures'

test('My Events keeps a session under way in Upcoming with its Join button, and a cancelled one offers nothing to join', async ({
  page,
}) => {
  await signInAs(page, 'parent', '/my-events')
  const upcoming = page.getByRole('tabpanel', { name: /Upcoming/ })

  // Started ten minutes ago: a family joining late still finds the link where they left it.
  const live = upcoming.getByTestId('registration-card').filter({ hasText: 'E2E Live Latch Clinic' })
  await expect(live.getByRole('link', { name: 'Join Event' })).toHaveAttribute(
    'href',
    /\/join\/e2e-under-way-join-token$/,
  )
  // Times are in the family's own zone (the demo parent's is America/Chicago) and say which.
  await expect(live).toContainText(/\d:\d\d [AP]M C[SD]T · 60 minutes/)

  const cancelled = upcoming
    .getByTestId('registration-card')
    .filter({ hasText: 'E2E Cancelled Swaddling Class' })
  await expect(cancelled.getByTestId('cancelled-note')).toHaveText(
    'This event has been cancelled. Your payment will be refunded in full; you do not need to do anything.',
  )
  await expect(cancelled.getByRole('link', { name: 'Join Event' })).toHaveCount(0)
  await expect(cancelled.getByRole('button', { name: 'Cancel registration' })).toHaveCount(0)
  await expect(cancelled.getByRole('link', { name: /Calendar|Outlook/ })).toHaveCount(0)

  // Its page says so too, without the "You're registered" join area.
  await cancelled.getByRole('link', { name: 'View Details' }).click()
  await expect(page.getByText('This event has been cancelled')).toBeVisible()
  await expect(page.getByTestId('join-area')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0)
})
