import { NOTIFY_EVENT_TITLE, NOTIFY_PARENT } from './data/notify'
import { expect, signInAs, test } from './fixtures'

test('an admin opens the Outbox and reads the confirmation mail the worker delivered', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/outbox')
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible()
  const subject = `You're registered: ${NOTIFY_EVENT_TITLE}`
  // Other journeys fill the outbox too: find the fixture's mail the way an admin would, by recipient.
  await page.getByLabel('Search by recipient or subject').fill(NOTIFY_PARENT.email)
  const item = page.getByRole('listitem').filter({ hasText: subject })
  // The worker runs every few seconds; refresh until it has delivered the fixture's confirmation.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(item.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(item).toContainText(NOTIFY_PARENT.email)

  await item.getByRole('link', { name: subject }).click()
  await expect(page.getByRole('heading', { name: subject })).toBeVisible()
  await expect(page.getByText('The message as sent')).toBeVisible()
  const mail = page.frameLocator('iframe[title="Rendered email"]')
  await expect(mail.getByRole('heading', { name: "You're registered!" })).toBeVisible()
  await expect(mail.getByText(NOTIFY_EVENT_TITLE).first()).toBeVisible()
  await page.getByRole('tab', { name: 'Text' }).click()
  await expect(
    page.getByText(/Your personal link to join the session will be emailed 24 hours before/),
  ).toBeVisible()
  await page.getByRole('tab', { name: 'Headers' }).click()
  await expect(page.getByText('event.ics')).toBeVisible()

  // Back from the message, the list is as it was left: the search is in the address.
  await page.goBack()
  await expect(page).toHaveURL(`/admin/outbox?q=${encodeURIComponent(NOTIFY_PARENT.email)}`)
  await expect(page.getByLabel('Search by recipient or subject')).toHaveValue(NOTIFY_PARENT.email)
  await expect(item).toBeVisible()
})

test('a parent cannot open the Outbox', async ({ page }) => {
  await signInAs(page, 'parent', '/')
  await page.goto('/admin/outbox')
  // The same Access Denied as every admin page.
  await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toContainText(
    'You need admin permissions to view this page.',
  )
  expect((await page.request.get('/api/admin/outbox')).status()).toBe(403)
})
