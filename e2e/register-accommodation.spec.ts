import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { ACCOMMODATION_EVENT } from './data/accommodations'
import { expect, signInAs, test } from './fixtures'

/** No serious or critical axe finding on the part of the page this journey added (WCAG 2.2 A/AA). */
async function expectAccessible(page: Page, selector: string) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include(selector)
    .analyze()
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Screenshots for review when ACCOMMODATION_SHOTS names a folder (not part of the check): both themes, 390 and 1280 px. */
async function shoot(page: Page, name: string, target: Locator) {
  const dir = process.env.ACCOMMODATION_SHOTS
  if (!dir) return
  for (const theme of ['light', 'dark'] as const)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme)
      await target.scrollIntoViewIfNeeded()
      await target.screenshot({ path: `${dir}/${name}-${theme}-${width}.png` })
    }
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  await page.setViewportSize({ width: 1280, height: 720 })
}

test('a family asks for captions, an admin arranges them, and the family sees "Captions: arranged"', async ({
  page,
  browser,
}) => {
  const path = `/events/${ACCOMMODATION_EVENT}/register`
  await signInAs(page, 'parent', path)
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Captioned Feeding Circle' })).toBeVisible()
  const question = page.getByRole('group', { name: 'Do you need an accommodation? (optional)' })
  // An interpreter needs a language: nothing is booked until it is chosen.
  await question.getByText('Spoken-language interpreter').click()
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(question.getByRole('alert')).toHaveText('Choose a language')
  await expect(page).not.toHaveURL(/step=2/)
  await question.getByText('Captions', { exact: true }).click()
  await expect(question.getByLabel('Language', { exact: true })).toHaveCount(0)
  await question.getByLabel('Anything we should know? (optional)').fill('English captions, please')
  await expectAccessible(page, 'main')
  await shoot(page, 'wizard-step', page.locator('main'))
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/step=2/)

  await page.goto('/my-events')
  const card = page.getByTestId('registration-card').filter({ hasText: 'E2E Captioned Feeding Circle' })
  await expect(card.getByTestId('accommodation-status')).toHaveText('Captions: requested')

  // The admin answers on the attendee list, in a session of their own.
  const staff = await browser.newContext()
  const admin = await staff.newPage()
  await signInAs(admin, 'admin', `/events/${ACCOMMODATION_EVENT}/attendees`)
  await expect(admin.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible()
  await expect(admin.getByText('Captions · Requested').locator('visible=true')).toBeVisible()
  const answer = admin.getByRole('button', { name: /^Answer Captions for / })
  await answer.click()
  const dialog = admin.getByRole('dialog', { name: 'Accommodation: Captions' })
  await expect(dialog.getByText('English captions, please')).toBeVisible()
  await dialog.getByText('Arranged', { exact: true }).click()
  await dialog
    .getByLabel('Note to the family (optional)')
    .fill('Live captions appear at the bottom of the room')
  await expectAccessible(admin, '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Save answer' }).click()
  await expect(dialog).toHaveCount(0)
  // Focus goes back to the button that opened the dialog.
  await expect(answer).toBeFocused()
  await expect(admin.getByText('Captions · Arranged').locator('visible=true')).toBeVisible()
  await shoot(admin, 'attendees', admin.locator('main'))
  await staff.close()

  await page.reload()
  const status = card.getByTestId('accommodation-status')
  await expect(status).toContainText('Captions: arranged')
  await expect(status).toContainText('Note from our team: Live captions appear at the bottom of the room')
  await expectAccessible(page, 'main')
  await shoot(page, 'my-events-card', card)
})
