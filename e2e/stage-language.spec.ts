// Issue 31.2 and 31.3: classes in my language and for my stage. The demo parent is 30 weeks pregnant (demo data).
import { expect, signInAs, test } from './fixtures'

test('a family at 30 weeks is recommended classes for their stage and can filter the calendar to them', async ({
  page,
}) => {
  await signInAs(page, 'parent', '/')
  const rec = page.getByRole('region', { name: 'Recommended for you at 30 weeks' })
  await expect(rec).toBeVisible()
  await expect(rec.getByTestId('event-card').first()).toContainText(/For .*weeks pregnant/)

  await page.goto('/events?tab=list')
  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByRole('checkbox', { name: 'For my stage' }).check()
  await expect(page).toHaveURL(/[?&]stage=mine/)
  await expect(page.getByTestId('filter-summary')).toContainText('for your stage')
  const cards = page.getByTestId('event-card')
  await expect(cards.first()).toBeVisible()
  // Every class shown is marked for a stage that includes pregnancy weeks; no postpartum-only class.
  for (const text of await cards.allTextContents()) {
    expect(text).toMatch(/For \d+/)
    expect(text).not.toMatch(/For \d+–\d+ months postpartum/)
  }
})

test('a family keeps a baby’s birth date privately in Settings, and removes it', async ({ page }) => {
  await signInAs(page, 'parent', '/settings')
  const card = page.getByTestId('family-stages-card')
  await expect(card.getByText(/weeks pregnant/)).toBeVisible()
  await card.getByText('Baby’s birth date', { exact: true }).click()
  const born = new Date(Date.now() - 130 * 86_400_000).toISOString().slice(0, 10)
  await card.getByLabel('Birth date', { exact: true }).fill(born)
  await card.getByLabel('Name (optional, only for you)').fill('Sam')
  await card.getByRole('button', { name: 'Add Date' }).click()
  await expect(card.getByText(/^Sam · Born/)).toBeVisible()
  await expect(card.getByText('4 months old')).toBeVisible()

  // A date in the future is refused beside the field, and nothing is added.
  const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
  await card.getByLabel('Birth date', { exact: true }).fill(future)
  await card.getByRole('button', { name: 'Add Date' }).click()
  await expect(card.getByText('A birth date cannot be in the future')).toBeVisible()
  await expect(card.getByLabel('Birth date', { exact: true })).toHaveAttribute('aria-invalid', 'true')

  // Suggestions by email for the next stage: a switch that remembers.
  const suggest = card.getByRole('switch', { name: 'Email me classes for the next stage' })
  await suggest.click()
  await expect(suggest).toBeChecked()
  await page.reload()
  await expect(card.getByRole('switch', { name: 'Email me classes for the next stage' })).toBeChecked()

  await card.getByRole('button', { name: /^Remove Sam/ }).click()
  await expect(card.getByText(/^Sam · Born/)).toBeHidden()
  await expect(page.locator('#stage-kind-due')).toBeFocused()
})

test('the calendar finds classes by the language they are taught in', async ({ page }) => {
  await page.goto('/events?tab=list')
  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('Spanish')
  await expect(page).toHaveURL(/[?&]language=Spanish/)
  const cards = page.getByTestId('event-card')
  await expect(cards.first()).toContainText('In Spanish')
  // Every class shown is taught in Spanish (the list starts today; the API also holds past ones).
  for (const text of await cards.allTextContents()) expect(text).toContain('In Spanish')
  await expect(page.getByTestId('filter-summary')).toContainText('for Spanish')
})

test('an admin marks who a class is for, and families see it on the event page', async ({ page }) => {
  await signInAs(page, 'admin', '/events?tab=list')
  const list = (await (await page.request.get('/api/events')).json()) as {
    id: string
    title: string
    status: string
    stageRange: unknown
    date: string
  }[]
  const target = list.find((e) => e.status === 'published' && !e.stageRange && new Date(e.date) > new Date())
  if (!target) throw new Error('no published event without a stage in the demo data')
  await page.goto(`/events/${target.id}/edit`)
  await page.getByLabel('From', { exact: true }).selectOption('pregnant')
  await page.getByLabel('Week (from)').fill('20')
  await page.getByLabel('To', { exact: true }).selectOption('pregnant')
  // Half a range is refused with the rule, before anything is saved.
  await page.getByRole('button', { name: 'Update Event' }).click()
  await expect(
    page
      .getByTestId('stage-range-field')
      .getByText('Pregnancy weeks go from 4 to 42, a baby’s age from 0 to 36 months'),
  ).toBeVisible()
  await page.getByLabel('Week (to)').fill('30')
  await expect(
    page.getByTestId('stage-range-field').getByText('Recommended to families at 20–30 weeks pregnant.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Update Event' }).click()
  await page.waitForURL(`**/events/${target.id}`)
  await expect(page.getByTestId('stage-badge')).toHaveText('For 20–30 weeks pregnant')
})
