import sharp from 'sharp'
import { COMMUNITY } from './data/community'
import { expect, signInAs, test } from './fixtures'

test('an admin adds a provider with the form rules, and deleting a busy provider lists their upcoming events', async ({
  page,
}) => {
  // The public directory is read first, so the provider added below must reach a list already in memory.
  await signInAs(page, 'admin', '/providers')
  await expect(page.getByRole('heading', { name: 'Noor Discover' })).toBeVisible()
  await page.getByRole('link', { name: 'Manage Providers' }).click()
  await expect(page.getByRole('heading', { name: 'Manage Providers' })).toBeVisible()

  const addProvider = page.getByRole('button', { name: 'Add Provider' })
  const dialog = page.getByRole('dialog')
  // The dialog has no Trigger: as it closes (Escape, Cancel), focus goes back to Add Provider, not to the page.
  await addProvider.click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(addProvider).toBeFocused()
  await addProvider.click()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(addProvider).toBeFocused()

  await addProvider.click()
  // The photo is uploaded here (outside links cannot be shown), not typed as a link.
  await expect(dialog.getByLabel('Profile photo URL')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  for (const msg of [
    'First name is required',
    'Last name is required',
    'Title is required',
    'Bio is required',
  ]) {
    await expect(dialog.getByText(msg)).toBeVisible()
  }
  await dialog.getByLabel('First name').fill('Noor')
  await dialog.getByLabel('Last name').fill('Haddad')
  await dialog.getByLabel('Title', { exact: true }).fill('Lactation Consultant')
  await dialog.getByLabel('Bio').fill('Helps families feed with confidence.')
  await dialog.getByLabel(/^Specialties/).fill('Latch, Pumping, , Twins, Returning to work ')
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7a9' } })
    .png()
    .toBuffer()
  await dialog
    .getByLabel('Profile photo', { exact: true })
    .setInputFiles({ name: 'noor.png', mimeType: 'image/png', buffer: photo })
  await expect(dialog.getByRole('status').filter({ hasText: 'noor.png: Complete' })).toBeVisible()
  await expect(dialog.getByRole('img', { name: 'Profile preview' })).toHaveAttribute('src', /^\/objects\//)
  await dialog.getByRole('button', { name: 'Add Provider' }).click()
  await expect(dialog).toBeHidden()
  await expect(addProvider).toBeFocused()

  const card = page.locator('div.rounded-xl', { has: page.getByRole('heading', { name: 'Noor Haddad' }) })
  await expect(card.getByText('+1 more')).toBeVisible()
  const list = await (await page.request.get('/api/admin/providers')).json()
  expect(
    list.find(
      (p: { firstName: string; lastName: string }) => p.firstName === 'Noor' && p.lastName === 'Haddad',
    ),
  ).toMatchObject({
    profilePhotoUrl: expect.stringMatching(/^\/objects\//),
    specialties: ['Latch', 'Pumping', 'Twins', 'Returning to work'],
    rating: null,
    reviewCount: 0,
    featured: false,
  })
  // In the app, without a reload, the directory shows the new provider.
  await page.getByRole('link', { name: 'Provider Directory' }).click()
  await expect(page.getByRole('heading', { name: 'Noor Haddad' })).toBeVisible()
  await page.getByRole('link', { name: 'Manage Providers' }).click()

  // Editing gives focus back to that card's Edit button, after Escape and after a save alike.
  const edit = page.getByRole('button', { name: 'Edit Noor Haddad' })
  await edit.click()
  await expect(dialog.getByRole('img', { name: 'Profile preview' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(edit).toBeFocused()
  await edit.click()
  await dialog.getByLabel('Title', { exact: true }).fill('IBCLC, Twins and Triplets')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('IBCLC, Twins and Triplets')).toBeVisible()
  await expect(edit).toBeFocused()

  const busyName = `${COMMUNITY.busyProvider.firstName} ${COMMUNITY.busyProvider.lastName}`
  await page.getByRole('button', { name: `Delete ${busyName}` }).click()
  const confirm = page.getByRole('alertdialog')
  // The dialog names the provider; the spec's sentence stays as it is.
  await expect(confirm.getByRole('heading', { name: `Delete ${busyName}?` })).toBeVisible()
  await expect(confirm.getByText('Are you sure you want to delete this provider?')).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(confirm.getByText(COMMUNITY.busyEvent)).toBeVisible()
  await expect(confirm.getByText(`${busyName} facilitates upcoming events.`, { exact: false })).toBeVisible()
  // Every text the dialog shows from here until it is gone, however briefly (detached nodes keep their last text).
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { deleteDialogTexts: seen })
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target instanceof Element ? r.target : r.target.parentElement
        const text = el?.closest('[role="alertdialog"] h2, [role="alertdialog"] p')
        if (text) seen.push(text.textContent ?? '')
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await confirm.getByRole('button', { name: 'Delete anyway' }).click()
  await expect(confirm).toBeHidden()
  // As it closed, the dialog kept naming the provider and what they facilitate.
  const seen = await page.evaluate(
    () => (window as unknown as { deleteDialogTexts: string[] }).deleteDialogTexts,
  )
  expect(seen).not.toContain('Delete ?')
  expect(seen).not.toContain('Are you sure you want to delete this provider?')
  await expect(page.getByRole('heading', { name: busyName })).toHaveCount(0)
})
