import { COMMUNITY } from './data/community'
import { expect, signInAs, test } from './fixtures'

test('an admin moves a proposal Submitted → Under Review → Approved and opens the new draft event', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/proposals')
  await expect(page.getByRole('heading', { name: 'Proposals Inbox' })).toBeVisible()
  await expect(page.getByRole('tab', { name: /Submitted/ })).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('button', { name: new RegExp(COMMUNITY.submittedProposal) }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Hands-on practice with wraps')).toBeVisible()
  await dialog.getByLabel('Review notes (sent to the provider)').fill('Looks promising, reviewing now.')
  await dialog.getByRole('button', { name: 'Start Review' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('tab', { name: /Under Review/ }).click()
  await page.getByRole('button', { name: new RegExp(COMMUNITY.submittedProposal) }).click()
  // Only the transitions allowed from Under Review are offered.
  await expect(dialog.getByRole('button', { name: 'Start Review' })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Archive' })).toHaveCount(0)
  await dialog.getByLabel('Internal notes (staff only)').fill('Check insurance first.')
  await dialog.getByRole('button', { name: 'Approve' }).click()

  const viewEvent = dialog.getByRole('link', { name: 'View Event' })
  await expect(viewEvent).toBeVisible()
  const href = await viewEvent.getAttribute('href')
  expect(href).toMatch(/^\/events\/[0-9a-f-]{36}$/)
  const eventId = href!.split('/').pop()

  const ev = await page.request.get(`/api/events/${eventId}`)
  expect(ev.status()).toBe(200)
  expect(await ev.json()).toMatchObject({ title: COMMUNITY.submittedProposal, status: 'draft', duration: 75 })

  await viewEvent.click()
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`))
})

test('a provider sees the staff review notes under My Proposals, never internal notes', async ({ page }) => {
  await page.goto('/api/login?redirect=/provider/proposals')
  await page.getByLabel('Email').fill(COMMUNITY.provider)
  await page.getByLabel('Password').fill(COMMUNITY.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/provider/proposals')

  await expect(page.getByRole('heading', { name: 'My Proposals' })).toBeVisible()
  const card = page.locator('div.rounded-xl', {
    has: page.getByRole('heading', { name: COMMUNITY.reviewedProposal }),
  })
  await expect(card.getByText('Staff Review Notes')).toBeVisible()
  await expect(card.getByText(COMMUNITY.reviewNotes)).toBeVisible()
  await expect(card.getByText(/Reviewed on Jan 15, 2026/)).toBeVisible()
  await expect(card.getByText('Target Audience')).toBeVisible()
  await expect(page.getByText('E2E-INTERNAL-ONLY')).toHaveCount(0)

  // Answering the Needs Info request sends it back for review.
  await card.getByRole('button', { name: 'Answer Staff Questions' }).click()
  await page.getByLabel('Additional notes').fill('Tuesday evenings at 7pm work for me.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(card.getByRole('button', { name: 'Edit Proposal' })).toBeVisible()

  // A new proposal: languages are chosen from the event form's list, and a date that does not exist is refused.
  await page.getByRole('button', { name: 'New Proposal' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Event name').fill('E2E Bilingual Bath Time')
  await dialog.getByLabel('Event type').selectOption('Skills Lab')
  await dialog.getByLabel(/^Preferred dates/).fill('2027-02-30')
  await dialog.getByRole('checkbox', { name: 'Spanish' }).click()
  await dialog.getByRole('button', { name: 'Submit Proposal' }).click()
  await expect(dialog.getByText('This date does not exist')).toBeVisible()
  await dialog.getByLabel(/^Preferred dates/).fill('2027-02-27')
  await dialog.getByRole('button', { name: 'Submit Proposal' }).click()
  await expect(dialog).toBeHidden()
  const created = (await (await page.request.get('/api/my-proposals')).json()) as {
    eventName: string
    languages: string[]
  }[]
  expect(created.find((p) => p.eventName === 'E2E Bilingual Bath Time')?.languages).toEqual([
    'English',
    'Spanish',
  ])
})
