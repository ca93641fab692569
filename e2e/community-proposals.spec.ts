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
  // The status badge says "Submitted", and the day follows it once: not "Submitted Submitted …".
  await expect(dialog).toHaveAccessibleDescription(/^Submitted \w{3}, \w{3} \d{1,2}, \d{4}$/)
  await dialog.getByLabel('Review notes (sent to the provider)').fill('Looks promising, reviewing now.')
  await dialog.getByRole('button', { name: 'Start Review' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('tab', { name: /Under Review/ }).click()
  await expect(page).toHaveURL(/\/proposals\?tab=under_review$/)
  await page.getByRole('button', { name: new RegExp(COMMUNITY.submittedProposal) }).click()
  await expect(dialog).toHaveAccessibleDescription(/^Under Review Submitted \w{3}, \w{3} \d{1,2}, \d{4}$/)
  // Only the transitions allowed from Under Review are offered.
  await expect(dialog.getByRole('button', { name: 'Start Review' })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Archive' })).toHaveCount(0)
  await dialog.getByLabel('Internal notes (staff only)').fill('Check insurance first.')

  // Rejecting asks first, naming the proposal; Cancel leaves it as it was.
  await dialog.getByRole('button', { name: 'Reject' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(
    confirm.getByRole('heading', { name: `Reject “${COMMUNITY.submittedProposal}”?` }),
  ).toBeVisible()
  await expect(confirm.getByText(/declined, with your review notes/)).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeFocused()

  // A decision that fails (answered after the question has closed, while its button is disabled) gives focus back
  // to that button once it can be pressed again.
  const statusUrl = '**/api/event-proposals/*/status'
  await page.route(statusUrl, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Cannot change a proposal from under_review to declined' }),
    })
  })
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await confirm.getByRole('button', { name: 'Reject' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Failed to update proposal status', { exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeEnabled()
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeFocused()
  await page.unroute(statusUrl)
  // The first Escape closes the toast above the proposal, which stays open.
  await page.keyboard.press('Escape')
  await expect(page.getByText('Failed to update proposal status', { exact: true })).toHaveCount(0)
  await expect(dialog).toBeVisible()

  // Approving asks first too, and says it creates a draft event.
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(
    confirm.getByRole('heading', { name: `Approve “${COMMUNITY.submittedProposal}”?` }),
  ).toBeVisible()
  await expect(confirm.getByText(/creates a draft event/)).toBeVisible()
  await confirm.getByRole('button', { name: 'Approve and create draft' }).click()

  const viewEvent = dialog.getByRole('link', { name: 'View Event' })
  await expect(viewEvent).toBeVisible()
  await expect(dialog.getByText('Approved: a draft event was created.')).toBeVisible()
  // Focus lands on View Event (the approve buttons are gone), and the first Escape closes the dialog:
  // no toast sits above it to take the key.
  await expect(viewEvent).toBeFocused()
  const href = await viewEvent.getAttribute('href')
  expect(href).toMatch(/^\/events\/[0-9a-f-]{36}$/)
  const eventId = href!.split('/').pop()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  const ev = await page.request.get(`/api/events/${eventId}`)
  expect(ev.status()).toBe(200)
  expect(await ev.json()).toMatchObject({ title: COMMUNITY.submittedProposal, status: 'draft', duration: 75 })

  await page.getByRole('tab', { name: /Approved/ }).click()
  await expect(page).toHaveURL(/\/proposals\?tab=approved$/)
  await page.getByRole('button', { name: new RegExp(COMMUNITY.submittedProposal) }).click()
  await dialog.getByRole('link', { name: 'View Event' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`))
  // The draft notice's title wraps onto two lines: they get normal spacing, not the cramped line-height of 1.
  const notice = page.getByText('This event is in draft mode and not yet available for registration.')
  await expect(notice).toBeVisible()
  const spacing = await notice.evaluate((el) => {
    const style = getComputedStyle(el)
    return parseFloat(style.lineHeight) / parseFloat(style.fontSize)
  })
  expect(spacing).toBeGreaterThanOrEqual(1.3)

  // Back returns to the tab the admin left from, which the URL keeps.
  await page.goBack()
  await expect(page).toHaveURL(/\/proposals\?tab=approved$/)
  await expect(page.getByRole('tab', { name: /Approved/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('button', { name: new RegExp(COMMUNITY.submittedProposal) })).toBeVisible()
})

test('a link opens the inbox on its tab, and notes typed in a proposal are not lost without asking', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/proposals')
  // Class Import's "Open the Proposals Inbox (Coming Soon tab)" can point here; an unknown tab is the default one.
  await page.goto('/proposals?tab=coming_soon')
  await expect(page.getByRole('tab', { name: /Coming Soon/ })).toHaveAttribute('aria-selected', 'true')
  await page.goto('/proposals?tab=nonsense')
  await expect(page.getByRole('tab', { name: /Submitted/ })).toHaveAttribute('aria-selected', 'true')

  // An archived proposal has no decision left, yet its notes are still shown, read only.
  await page.goto('/proposals?tab=archived')
  await expect(page.getByRole('tab', { name: /Archived/ })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: /Holidays With a New Baby/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Review notes (sent to the provider)')).toBeVisible()
  await expect(
    dialog.getByText('Ran last season with great feedback; archived until next year.'),
  ).toBeVisible()
  await expect(dialog.getByRole('textbox')).toHaveCount(0)
  await expect(dialog).toHaveAccessibleDescription(/^Archived Submitted \w{3}, \w{3} \d{1,2}, \d{4}$/)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Closing with unsaved notes asks first; Keep editing returns to them as typed.
  await page.getByRole('tab', { name: /Under Review/ }).click()
  const card = page.getByRole('button', { name: /Building Your Postpartum Village/ })
  await card.click()
  const internal = dialog.getByLabel('Internal notes (staff only)')
  const stored = 'Check overlap with Aisha’s recovery circle before approving.'
  await expect(internal).toHaveValue(stored)
  await internal.press('End')
  await internal.pressSequentially(' Also ask about childcare.')
  await page.keyboard.press('Escape')
  const ask = page.getByRole('alertdialog', { name: 'Discard your notes?' })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Keep editing' }).click()
  await expect(ask).toBeHidden()
  // The proposal stayed open under the question.
  await expect(dialog).toBeVisible()
  await expect(internal).toBeFocused()
  await expect(internal).toHaveValue(`${stored} Also ask about childcare.`)

  // Discard closes the proposal, focus goes back to its card, and the stored notes are untouched.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await ask.getByRole('button', { name: 'Discard' }).click()
  await expect(ask).toBeHidden()
  await expect(dialog).toBeHidden()
  await expect(card).toBeFocused()
  await card.click()
  await expect(internal).toHaveValue(stored)
  // Nothing typed, nothing asked.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(ask).toHaveCount(0)
})

test('on a phone the inbox shows every tab, and each card keeps its status badge in the same place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await signInAs(page, 'admin', '/proposals')
  await page.getByRole('tab', { name: /^All/ }).click()
  await expect(page.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true')
  for (const tab of await page.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
  }
  const cards = page.getByRole('tabpanel').getByRole('button')
  expect(await cards.count()).toBeGreaterThan(1)
  const places = await cards.evaluateAll((buttons) =>
    buttons.map((b) => {
      const card = b.getBoundingClientRect()
      const title = b.querySelector('h3')!.getBoundingClientRect()
      const badge = b.querySelector('[data-testid="proposal-status"]')!.getBoundingClientRect()
      return { right: Math.round(card.right - badge.right), top: Math.round(badge.top - title.top) }
    }),
  )
  // Every badge sits in the top-right corner, level with the title's first line.
  for (const p of places) {
    expect(p.right).toBe(places[0].right)
    expect(Math.abs(p.top)).toBeLessThanOrEqual(8)
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
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

  // Answering the Needs Info request: the dialog shows the staff's question and puts the cursor in the answer.
  await card.getByRole('button', { name: 'Answer Staff Questions' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(COMMUNITY.reviewNotes)).toBeVisible()
  const answer = dialog.getByLabel('Additional notes')
  await expect(answer).toBeFocused()
  await expect(answer).toHaveAccessibleDescription(new RegExp(COMMUNITY.reviewNotes))
  await page.keyboard.type(' Tuesday evenings at 7pm work for me.')
  await expect(answer).toHaveValue('Happy to run it monthly. Tuesday evenings at 7pm work for me.')
  await expect(dialog.getByLabel('Event name')).toHaveValue(COMMUNITY.reviewedProposal)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(card.getByRole('button', { name: 'Edit Proposal' })).toBeVisible()

  // Editing focuses the name without selecting it, so typing adds to the title instead of replacing it.
  await card.getByRole('button', { name: 'Edit Proposal' }).click()
  const name = dialog.getByLabel('Event name')
  await expect(name).toBeFocused()
  await page.keyboard.type(' (evenings)')
  await expect(name).toHaveValue(`${COMMUNITY.reviewedProposal} (evenings)`)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  // Focus goes back to the button that opened the dialog, not to the top of the page.
  await expect(card.getByRole('button', { name: 'Edit Proposal' })).toBeFocused()

  // Sent empty, the form takes the family to the first field to fix (its message may be out of sight).
  await page.getByRole('button', { name: 'New Proposal' }).click()
  await dialog.getByRole('button', { name: 'Submit Proposal' }).click()
  await expect(dialog.getByLabel('Event name')).toBeFocused()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'New Proposal' })).toBeFocused()

  // A new proposal: languages are chosen from the event form's list (square checkboxes), dates from date pickers.
  await page.getByRole('button', { name: 'New Proposal' }).click()
  await dialog.getByLabel('Event name').fill('E2E Bilingual Bath Time')
  await dialog.getByLabel('Event type').selectOption('Skills Lab')
  await dialog.getByLabel('Preferred date 1', { exact: true }).fill('2027-02-27')
  await dialog.getByRole('button', { name: 'Add another date' }).click()
  await expect(dialog.getByLabel('Preferred date 2', { exact: true })).toBeFocused()
  await dialog.getByLabel('Preferred date 2', { exact: true }).fill('2027-03-06')
  const spanish = dialog.getByRole('checkbox', { name: 'Spanish' })
  // A checkbox reads as a checkbox: square corners, not a 16 px circle.
  expect(
    parseFloat(await spanish.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)),
  ).toBeLessThanOrEqual(4)
  await spanish.click()
  await dialog.getByLabel(/^Cost per registration/).fill('twelve')
  await dialog.getByRole('button', { name: 'Submit Proposal' }).click()
  await expect(dialog.getByText(/^Cost must be a valid amount/)).toBeVisible()
  await dialog.getByLabel(/^Cost per registration/).fill('12.50')
  await dialog.getByRole('button', { name: 'Submit Proposal' }).click()
  await expect(dialog).toBeHidden()
  const created = (await (await page.request.get('/api/my-proposals')).json()) as {
    eventName: string
    languages: string[]
    preferredDates: string[]
  }[]
  expect(created.find((p) => p.eventName === 'E2E Bilingual Bath Time')).toMatchObject({
    languages: ['English', 'Spanish'],
    preferredDates: ['2027-02-27', '2027-03-06'],
  })
})
