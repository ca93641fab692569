// Issue 26.10: after "You are number 1 in line", My Events shows that place, with what can be done about it.
import { REGISTER_EVENTS } from './data/register'
import { expect, signInAs, test } from './fixtures'

test('My Events shows the waitlist place and the offered seat, each with its actions', async ({ page }) => {
  await signInAs(page, 'parent', '/my-events')
  const places = page.getByTestId('my-places')
  await expect(places.getByRole('heading', { name: 'Waiting and held places' })).toBeVisible()
  const waiting = places.getByRole('listitem').filter({ hasText: 'E2E Full Colic Talk' })
  await expect(waiting).toContainText('You are number 1 in line.')
  await expect(waiting.getByRole('button', { name: 'Leave waitlist' })).toBeVisible()
  const offered = places.getByRole('listitem').filter({ hasText: 'E2E Full Sibling Prep' })
  await expect(offered).toContainText('A seat is offered to you')
  await expect(offered).toContainText(/Claim it before /)
  await expect(offered.getByRole('link', { name: 'Claim your seat' })).toHaveAttribute(
    'href',
    `/events/${REGISTER_EVENTS.fullOffered}/register`,
  )
})
