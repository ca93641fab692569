import { expect, signInAs, test } from './fixtures'

const SCHEDULE = `Title,Description,Date,Time,Price,Instructor
E2E Baby Sleep Basics,"Gentle routines and safe sleep for the first months, step by step.",3/10/2027,7pm CT,$20,"Grace Liu, RN"
E2E Starting Solids,Purees or baby-led weaning? A practical first-foods class.,3/17/2027,7pm CT,$ten,Olivia Chen`

type ApiEvent = {
  title: string
  status: string
  price: string
  providerId: string | null
  providerName: string
  providerRole: string
}

test('an admin pastes a class schedule, fixes one cell in the preview, imports, and the drafts exist', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/admin/ai-import')
  await expect(page.getByRole('heading', { name: 'Bulk Import' })).toBeVisible()
  // Under a loaded CI machine a click landed while the page was still settling and did not take: wait for quiet.
  await page.waitForLoadState('networkidle')
  await page.getByRole('radio', { name: 'Events' }).check()
  await page.getByLabel('Text to import').fill(SCHEDULE)
  await page.getByRole('button', { name: 'Parse' }).click()

  await expect(page.getByRole('heading', { name: 'Events (2)' })).toBeVisible()
  await expect(page.getByLabel('Title, row 1')).toHaveValue('E2E Baby Sleep Basics')
  await expect(page.getByLabel('Provider role, row 1')).toHaveValue('RN')
  await expect(page.getByLabel('Date and time, row 1')).toHaveValue('2027-03-10T19:00')
  const price = page.getByLabel('Price, row 2')
  await expect(price).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Price must be a valid amount (e.g., 25.00)', { exact: true })).toBeVisible()
  // Only the row that can go is counted.
  await expect(page.getByRole('button', { name: 'Import 1 of 2 selected' })).toBeEnabled()

  await price.fill('10.00')
  await expect(price).toHaveAttribute('aria-invalid', 'false')
  await expect(page.getByText('Price must be a valid amount (e.g., 25.00)', { exact: true })).toHaveCount(0)

  // From the keyboard: the button is disabled while importing and then leaves with the rows, so focus goes to the
  // summary rather than falling to the page.
  await page.getByRole('button', { name: 'Import 2 selected' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Import finished', { exact: true })).toBeVisible()
  await expect(page.getByText('Created 0 providers and 2 draft events.')).toBeVisible()
  await expect(page.getByTestId('import-summary')).toBeFocused()
  // The drafts are in March 2027: the link opens the calendar on that month, not on today's.
  const drafts = page.getByRole('link', { name: 'See the drafts in Manage Events' })
  await expect(drafts).toHaveAttribute('href', '/events?month=2027-03')

  const res = await page.request.get('/api/events?limit=1000')
  const imported = new Set(['E2E Baby Sleep Basics', 'E2E Starting Solids'])
  const mine = ((await res.json()) as ApiEvent[]).filter((e) => imported.has(e.title))
  expect(mine.map((e) => [e.title, e.status, e.price]).sort()).toEqual([
    ['E2E Baby Sleep Basics', 'draft', '20.00'],
    ['E2E Starting Solids', 'draft', '10.00'],
  ])
  const sleep = mine.find((e) => e.title === 'E2E Baby Sleep Basics')
  expect(sleep).toMatchObject({ providerName: 'Grace Liu', providerRole: 'RN' })
  // Grace Liu is seeded by e2e/data/imports.ts: the draft links to her profile.
  expect(sleep?.providerId).toBeTruthy()

  await drafts.click()
  await expect(page).toHaveURL(/\/events\?month=2027-03$/)
  await expect(page.getByTestId('period-label')).toHaveText('March 2027')
  await expect(page.getByRole('link', { name: /E2E Baby Sleep Basics/ }).first()).toBeVisible()
})

test('a plain schedule line: the preview reads the provider named Thu, says what to fill in and what it could not read', async ({
  page,
}) => {
  // Unique per run, so a retry is not refused as a duplicate of the first try's draft.
  const title = `E2E Infant CPR Basics run${Date.now().toString(36)}`
  await signInAs(page, 'admin', '/admin/ai-import')
  await page.waitForLoadState('networkidle')
  await page.getByRole('radio', { name: 'Events' }).check()
  await page
    .getByLabel('Text to import')
    .fill(`${title} with Thu Nguyen, PNP - Tue Jan 12, 2027, 7pm CT\nBad line with no date at all`)
  await page.getByRole('button', { name: 'Parse' }).click()

  await expect(page.getByRole('heading', { name: 'Events (1)' })).toBeVisible()
  await expect(page.getByLabel('Title, row 1')).toHaveValue(title)
  await expect(page.getByLabel('Provider, row 1')).toHaveValue('Thu Nguyen')
  await expect(page.getByLabel('Provider role, row 1')).toHaveValue('PNP')
  await expect(page.getByLabel('Date and time, row 1')).toHaveValue('2027-01-12T19:00')
  // The line it could not read is listed, not glued to the row above as its description.
  await expect(page.getByText('1 line was not understood')).toBeVisible()
  await expect(page.getByText('“Bad line with no date at all”')).toBeVisible()
  await expect(page.getByLabel('Description, row 1')).toHaveValue('')

  // A schedule line has no description: the preview says what to fill in, and nothing can be imported yet.
  await expect(
    page.getByText('Description column, row 1: Description must be at least 20 characters'),
  ).toBeVisible()
  await expect(page.getByText(/description: Description/i)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Import 0 of 1 selected' })).toBeDisabled()
  await expect(
    page.getByText(
      'Nothing can be imported yet: 1 selected row has errors. Fix the marked cells, or deselect those rows.',
    ),
  ).toBeVisible()

  // The wide table says it scrolls, can be scrolled from the keyboard, and keeps the title in view.
  const table = page.getByRole('region', { name: 'Events preview' })
  await expect(page.getByText(/The table is wider than the page: scroll sideways/)).toBeVisible()
  await table.scrollIntoViewIfNeeded()
  await table.focus()
  await expect(table).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  await table.evaluate((el) => {
    el.scrollLeft = el.scrollWidth
  })
  await expect(page.getByLabel('Provider email, row 1')).toBeInViewport()
  await expect(page.getByLabel('Title, row 1')).toBeInViewport()
  await expect(page.getByLabel('Description, row 1')).not.toBeInViewport()
  await table.evaluate((el) => {
    el.scrollLeft = 0
  })

  await page
    .getByLabel('Description, row 1')
    .fill('Hands-on infant CPR and choking response for new parents.')
  await page.getByRole('button', { name: 'Import 1 selected' }).click()
  await expect(page.getByText('Created 0 providers and 1 draft event.')).toBeVisible()

  const res = await page.request.get('/api/events?limit=1000')
  const created = ((await res.json()) as ApiEvent[]).find((e) => e.title === title)
  // Thu Nguyen is one provider of the demo directory: the draft links to her profile.
  expect(created).toMatchObject({ status: 'draft', providerName: 'Thu Nguyen', providerRole: 'PNP' })
  expect(created?.providerId).toBeTruthy()
})

test('an import that creates nothing is a warning, not a success', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/ai-import')
  await page.waitForLoadState('networkidle')
  await page.getByRole('radio', { name: 'Events' }).check()
  const title = `E2E Twice Imported run${Date.now().toString(36)}`
  const line = `${title},"A class imported twice to see the duplicate refused.",3/24/2027,7pm CT`
  await page.getByLabel('Text to import').fill(`Title,Description,Date,Time\n${line}`)
  await page.getByRole('button', { name: 'Parse' }).click()
  await expect(page.getByRole('heading', { name: 'Events (1)' })).toBeVisible()
  // The same preview committed from a second tab first: this tab's commit then finds a duplicate and creates nothing.
  const second = await page.context().newPage()
  await second.goto('/admin/ai-import')
  await second.waitForLoadState('networkidle')
  await second.getByRole('radio', { name: 'Events' }).check()
  await second.getByLabel('Text to import').fill(`Title,Description,Date,Time\n${line}`)
  await second.getByRole('button', { name: 'Parse' }).click()
  await second.getByRole('button', { name: 'Import 1 selected' }).click()
  await expect(second.getByText('Created 0 providers and 1 draft event.')).toBeVisible()
  await second.close()

  await page.getByRole('button', { name: 'Import 1 selected' }).click()
  await expect(page.getByText('Nothing was imported', { exact: true })).toBeVisible()
  await expect(page.getByText('Import finished', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Created 0 providers and 0 draft events.')).toBeVisible()
})

test('an email in Both mode: the signer becomes a provider and the sessions link to her', async ({
  page,
}) => {
  const run = Date.now().toString(36)
  const last = `Okafor${run.replace(/\d/g, '')}`
  const text = `Subject: January classes

Hi Cradle team,

E2E Meal Planning ${run} - Wed Jan 6, 2027, 7pm ET, 60 min, $15
   Simple freezer meals and a shopping list for the first weeks at home.
E2E Partner Support ${run} - Wed Jan 13, 2027, 7pm ET, 90 min, $20
   How partners can help during labor, from the first contraction on.

Warmly,
Chiamaka ${last}, CD(DONA)
Founder & Postpartum Doula
chiamaka.${run}@bloom.example`
  await signInAs(page, 'admin', '/admin/ai-import')
  await page.waitForLoadState('networkidle')
  await page.getByRole('radio', { name: 'Both' }).check()
  await page.getByLabel('Text to import').fill(text)
  await page.getByRole('button', { name: 'Parse' }).click()
  await expect(page.getByRole('heading', { name: 'Providers (1)' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Events (2)' })).toBeVisible()
  await expect(page.getByLabel('Last name, row 1')).toHaveValue(last)
  await expect(page.getByLabel('Title, row 1').first()).toHaveValue('Founder & Postpartum Doula')
  await expect(page.getByLabel('Provider, row 2')).toHaveValue(`Chiamaka ${last}`)
  // The greeting, subject and signature made no rows and are not listed as missed.
  await expect(page.getByText(/lines? (was|were) not understood/)).toHaveCount(0)
  // The bio is the provider form's required field: the admin writes one.
  await page.getByLabel('Bio, row 1').fill('Founder of Bloom Doulas, supporting families after birth.')
  await page.getByRole('button', { name: 'Import 3 selected' }).click()
  await expect(page.getByText('Created 1 provider and 2 draft events.')).toBeVisible()

  const providers = (await (await page.request.get('/api/providers')).json()) as {
    id: string
    lastName: string
  }[]
  const chiamaka = providers.find((p) => p.lastName === last)
  expect(chiamaka).toBeTruthy()
  const res = await page.request.get('/api/events?limit=1000')
  const mine = ((await res.json()) as ApiEvent[]).filter((e) => e.title.endsWith(run))
  expect(mine).toHaveLength(2)
  expect(mine.every((e) => e.providerId === chiamaka?.id)).toBe(true)
})

test('class ideas wait in the inbox for review unless published at once; blank input asks for text; pasting them again flags duplicates', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/admin/import-classes')
  await expect(page.getByRole('heading', { name: 'Coming Soon Ideas' })).toBeVisible()
  await page.getByRole('button', { name: 'Parse' }).click()
  await expect(page.getByText('Input required', { exact: true })).toBeVisible()
  await expect(page.getByText('Please paste some text to parse', { exact: true })).toBeVisible()

  // Unique per run, so a retry does not meet the first try's classes as duplicates.
  const run = `run${Date.now().toString(36)}`
  const ideas = `- E2E Infant Massage Circle ${run}\n- E2E Toddler Tantrums ${run}: what helps and what does not`
  await page.getByLabel('Text to import').fill(ideas)
  await page.getByRole('button', { name: 'Parse' }).click()
  await expect(page.getByLabel('Class, row 2')).toHaveValue(`E2E Toddler Tantrums ${run}`)
  // The earlier error is gone once the text is read (issue 27).
  await expect(page.getByText('Input required', { exact: true })).toHaveCount(0)
  // Each row says which pasted line each field came from.
  await page.getByText('Read from').nth(1).click()
  await expect(
    page.getByText(`Class, Description: “- E2E Toddler Tantrums ${run}: what helps and what does not”`),
  ).toBeVisible()
  // No price in the text: the cell stays blank and the preview says what that means.
  await expect(page.getByLabel('Price, row 1')).toHaveValue('')
  await expect(
    page.getByText(/2 selected ideas have no price: they will be saved as free \(0\.00\)/),
  ).toBeVisible()
  // Imported ideas wait for review: not on the public page straight away.
  await expect(page.getByRole('checkbox', { name: /Publish on Coming Soon at once/ })).not.toBeChecked()
  await page.getByRole('button', { name: 'Import 2 selected' }).click()
  await expect(
    page.getByText(
      'Created 2 class ideas for review: they wait in the Proposals Inbox until you move them to Coming Soon.',
    ),
  ).toBeVisible()
  // The button was disabled, then left with the rows: the summary has focus, not the page.
  await expect(page.getByTestId('import-summary')).toBeFocused()
  await expect(
    page.getByRole('link', { name: 'Review them in the Proposals Inbox (Submitted tab)' }),
  ).toHaveAttribute('href', '/proposals?tab=submitted')
  const publicList = await page.request.get('/api/event-proposals/coming-soon')
  expect(await publicList.text()).not.toContain(`E2E Infant Massage Circle ${run}`)

  // The same ideas again: both are flagged (they are waiting in the inbox) and left out.
  await page.goto('/admin/import-classes')
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Text to import').fill(ideas)
  await page.getByRole('button', { name: 'Parse' }).click()
  await expect(page.getByRole('heading', { name: 'Classes (2)' })).toBeVisible()
  await expect(page.getByText('2 possible duplicates left out')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Import 0 selected' })).toBeDisabled()
  await expect(page.getByText('Select at least one row to import.')).toBeVisible()

  // Published at once when the admin asks for it.
  await page.getByLabel('Text to import').fill(`- E2E Published Idea ${run}`)
  await page.getByRole('button', { name: 'Parse' }).click()
  await expect(page.getByRole('heading', { name: 'Classes (1)' })).toBeVisible()
  await page.getByRole('checkbox', { name: /Publish on Coming Soon at once/ }).check()
  await page.getByRole('button', { name: 'Import 1 selected' }).click()
  await expect(page.getByText('Created 1 coming-soon class.')).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Open the Proposals Inbox (Coming Soon tab)' }),
  ).toHaveAttribute('href', '/proposals?tab=coming_soon')
  await page.getByRole('link', { name: 'See them on Coming Soon' }).click()
  await expect(page).toHaveURL(/\/coming-soon$/)
  await expect(page.getByText(`E2E Published Idea ${run}`)).toBeVisible()
})

test('a parent sees Access Denied on the import tools', async ({ page }) => {
  await signInAs(page, 'parent', '/admin/ai-import')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByLabel('Text to import')).toHaveCount(0)
})
