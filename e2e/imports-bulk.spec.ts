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
  const price = page.getByLabel('Price, row 2')
  await expect(price).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Price must be a valid amount (e.g., 25.00)')).toBeVisible()

  await price.fill('10.00')
  await expect(price).toHaveAttribute('aria-invalid', 'false')
  await expect(page.getByText('Price must be a valid amount (e.g., 25.00)')).toHaveCount(0)

  await page.getByRole('button', { name: 'Import 2 selected' }).click()
  await expect(page.getByText('Created 0 providers and 2 draft events.')).toBeVisible()

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
})

test('class ideas become coming-soon classes; blank input asks for text', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/import-classes')
  await expect(page.getByRole('heading', { name: 'Coming Soon Ideas' })).toBeVisible()
  await page.getByRole('button', { name: 'Parse' }).click()
  await expect(page.getByText('Input required', { exact: true })).toBeVisible()
  await expect(page.getByText('Please paste some text to parse', { exact: true })).toBeVisible()

  await page
    .getByLabel('Text to import')
    .fill('- E2E Infant Massage Circle\n- E2E Toddler Tantrums: what helps and what does not')
  await page.getByRole('button', { name: 'Parse' }).click()
  await expect(page.getByLabel('Class, row 2')).toHaveValue('E2E Toddler Tantrums')
  await page.getByRole('button', { name: 'Import 2 selected' }).click()
  await expect(page.getByText('Created 2 coming-soon classes.')).toBeVisible()
})

test('a parent sees Access Denied on the import tools', async ({ page }) => {
  await signInAs(page, 'parent', '/admin/ai-import')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByLabel('Text to import')).toHaveCount(0)
})
