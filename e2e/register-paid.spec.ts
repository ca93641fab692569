import { REGISTER_EVENTS } from './data/register'
import { expect, signInAs, test } from './fixtures'

test('a parent pays with 4242 4242 4242 4242 and sees "Paid" in My Events', async ({ page }) => {
  const path = `/events/${REGISTER_EVENTS.paid}/register`
  await signInAs(page, 'parent', path)
  // What the wizard asks the server to book (issue 28.1): the intent, then the card's confirmation, which registers.
  const booking = /^\/api\/(create-payment-intent|payments\/test\/confirm|registrations)/
  const posts: string[] = []
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname
    if (r.method() === 'POST' && booking.test(p)) posts.push(p)
  })
  await expect(page.getByText('$25.00')).toBeVisible()
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(page).toHaveURL(/step=2/)
  // The new step is announced: its title has focus; the seat is held, and the family is told until when.
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused()
  await expect(page.getByTestId('seat-hold')).toHaveText(
    /^Your seat is held for you until \d{1,2}:\d\d [AP]M C[SD]T\.$/,
  )
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  // The polite region that will confirm the payment is already there, empty: filled later, it is announced.
  const region = page.getByTestId('registered-status-region')
  await expect(region).toHaveAttribute('role', 'status')
  await expect(region).toBeEmpty()
  await page.getByRole('button', { name: 'Pay $25.00' }).click()
  await expect(page).toHaveURL(/step=3/)
  // The payment is confirmed in words, before the optional preferences and on the last step.
  const booked = region.getByTestId('registered-status')
  await expect(booked).toContainText('Payment successful')
  await expect(booked).toContainText("You paid $25.00 and you're registered.")
  expect(posts).toEqual(['/api/create-payment-intent', '/api/payments/test/confirm'])
  // Read once, from the region: the focused step title is not described by it as well.
  const title = page.getByRole('heading', { name: 'Notification Preferences' })
  await expect(title).toBeFocused()
  await expect(title).toHaveAccessibleDescription('')
  await page.getByRole('button', { name: 'Save and Continue' }).click()
  await expect(page.getByText("You're registered!")).toBeVisible()
  await expect(page.getByTestId('payment-receipt')).toHaveText('Payment successful: $25.00 paid.')

  await page.goto('/my-events')
  const card = page.getByTestId('registration-card').filter({ hasText: 'E2E Paid Sleep Workshop' })
  await expect(card.getByText('Paid', { exact: true })).toBeVisible()
})

test('a declined card shows "Payment Failed" and registers nobody', async ({ page }) => {
  const path = `/events/${REGISTER_EVENTS.declined}/register`
  await signInAs(page, 'parent', path)
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await page.getByLabel('Card number').fill('4000 0000 0000 0002')
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay $15.00' }).click()
  // Said once, just above Pay where the eye is: no toast over the CVC and Pay (26.13).
  const failure = page.getByTestId('payment-failure')
  await expect(failure).toContainText('Payment Failed')
  await expect(failure).toContainText('Your card was declined.')
  await page.waitForTimeout(500) // a toast would have appeared by now
  await expect(page.getByText('Your card was declined.')).toHaveCount(1)
  const pay = await page.getByRole('button', { name: 'Pay $15.00' }).boundingBox()
  const box = await failure.boundingBox()
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(pay?.y ?? 0)
  expect((pay?.y ?? 0) - ((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThan(40)
  await expect(page).toHaveURL(/step=2/)
  const reg = await page.request.get(`/api/events/${REGISTER_EVENTS.declined}/registration`)
  expect(await reg.json()).toBeNull()
  // Editing the card: the old answer no longer applies and goes.
  await page.getByLabel('CVC').fill('124')
  await expect(failure).toHaveCount(0)
  // A typo is caught in the page before anything is sent.
  await page.getByLabel('Card number').fill('4242 4242 4242 4241')
  await page.getByRole('button', { name: 'Pay $15.00' }).click()
  await expect(page.getByText('Your card number is invalid.')).toBeVisible()
  await expect(page.getByLabel('Card number')).toBeFocused()
})

test('back from a failed bank check, the wizard says "Payment Failed" and takes another card, never an endless wait', async ({
  page,
}) => {
  const path = `/events/${REGISTER_EVENTS.bankCheck}/register`
  await signInAs(page, 'parent', path)
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(page.getByLabel('Card number')).toBeVisible()
  const stored = await page.evaluate(
    (id) => sessionStorage.getItem(`cradle.payment.${id}`),
    REGISTER_EVENTS.bankCheck,
  )
  const intentId = String(JSON.parse(String(stored)).clientSecret).split('_secret_')[0]
  // Where a card processor sends the family back after a declined check (3-D Secure).
  await page.goto(`${path}?step=3&payment_intent=${intentId}&redirect_status=failed`)
  const failed = page.getByRole('alert').filter({ hasText: 'Payment Failed' }).first()
  await expect(failed).toContainText('Payment has not been completed')
  await page.getByRole('button', { name: 'Try another card' }).click()
  await expect(page).toHaveURL(/step=2$/)
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay $20.00' }).click()
  await expect(page).toHaveURL(/step=3/)
  await expect(page.getByRole('button', { name: 'Save and Continue' })).toBeVisible()
})
