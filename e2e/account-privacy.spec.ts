import { readFile } from 'node:fs/promises'
import { DEMO, expect, signInAs, test } from './fixtures'

test('a parent downloads a copy of their data from Settings', async ({ page }) => {
  await signInAs(page, 'parent', '/settings')
  const card = page.getByTestId('data-card')
  await card.getByRole('button', { name: 'Download My Data' }).click()
  await expect(card.getByRole('link', { name: 'Download JSON' })).toBeVisible()

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download JSON' }).click(),
  ])
  expect(json.suggestedFilename()).toMatch(/^cradle-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile(await json.path(), 'utf8'))
  expect(data.profile.email).toBe(DEMO.parent)
  expect(data.registrations.length).toBeGreaterThan(0)

  const [summary] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download Readable Summary' }).click(),
  ])
  const text = await readFile(await summary.path(), 'utf8')
  expect(text).toContain('Your data at Cradle')
  expect(text).toContain(`Email: ${DEMO.parent}`)
})
