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

test('My Events cards say what is still possible: a paid place says whom to ask to cancel, past sessions read Ended', async ({
  page,
}) => {
  await signInAs(page, 'parent', '/my-events')
  const upcoming = page.getByRole('tabpanel', { name: /Upcoming/ })
  // The demo parent holds an upcoming paid place: no Cancel button (the team cancels and refunds), but a way to ask.
  const paid = upcoming
    .getByTestId('registration-card')
    .filter({ has: page.getByTestId('paid-cancel-help') })
    .first()
  await expect(paid.getByTestId('paid-cancel-help')).toContainText('Paid places are cancelled by our team')
  await expect(paid.locator('a[href^="mailto:"]')).toHaveCount(1)
  await expect(paid.getByRole('button', { name: 'Cancel registration' })).toHaveCount(0)
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible()

  await page.getByRole('tab', { name: /Past/ }).click()
  const past = page.getByRole('tabpanel', { name: /Past/ })
  await expect(past.getByTestId('registration-card').first()).toBeVisible()
  // A session that took place no longer shows what its seats were ("Available", "Limited Spots").
  for (const status of await past.getByTestId('registration-status').allTextContents()) {
    expect(['Ended', 'Cancelled']).toContain(status)
  }
  await expect(past.getByRole('link', { name: 'Join Event' })).toHaveCount(0)
  await expect(past.getByRole('button', { name: 'Cancel registration' })).toHaveCount(0)
})
