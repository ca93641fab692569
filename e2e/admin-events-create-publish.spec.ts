import AxeBuilder from '@axe-core/playwright'
import ExcelJS from 'exceljs'
import sharp from 'sharp'
import { ADMIN_EVENTS_CANCEL_TITLE, ADMIN_EVENTS_SEEDED_TITLE } from './data/admin-events'
import { expect, signInAs, test } from './fixtures'

type ApiEvent = { id: string; title: string; status: string; imageUrl: string | null; agendaItems: unknown[] }

test('an admin creates an event with a banner and agenda, restores the draft after a reload, and publishes it', async ({
  page,
}) => {
  const title = `Postpartum Sleep Circle ${Date.now()}`
  await signInAs(page, 'admin', '/events/create')
  await expect(page.getByRole('heading', { name: 'Create Event' })).toBeVisible()

  await page.getByLabel('Event Title').fill(title)
  await page.getByLabel('Description').fill('Gentle strategies for newborn sleep and parental rest.')
  await page.getByLabel('Event Type').selectOption('Support Circle')
  await page.getByLabel('Breastfeeding').check()
  await page.getByLabel('Date and Time').fill('2030-07-01T10:00')
  await expect(page.getByLabel('Capacity')).toHaveValue('25')
  await page.getByLabel('Provider 1 Name').fill('Dana Doula')
  await page.getByLabel('Provider 1 Role / Credentials').fill('CD(DONA)')
  await page.getByRole('button', { name: 'Add Agenda Item' }).click()
  await page.getByLabel('Agenda item 1 time').fill('10:00 AM')
  await page.getByLabel('Agenda item 1 title').fill('Welcome and introductions')
  await page.getByRole('button', { name: 'Add Agenda Item' }).click()
  await page.getByLabel('Agenda item 2 time').fill('10:15 AM')
  await page.getByLabel('Agenda item 2 title').fill('Sleep cycles explained')
  await expect(page.getByTestId('autosave-status')).toHaveText(/^Saved /)

  // Midway: the page reloads; the draft is offered back.
  await page.reload()
  await expect(page.getByRole('alertdialog', { name: 'Restore Previous Work?' })).toBeVisible()
  await page.getByRole('button', { name: 'Restore Draft' }).click()
  await expect(page.getByText('Your previous work has been restored.').first()).toBeVisible()
  await expect(page.getByLabel('Event Title')).toHaveValue(title)
  await expect(page.getByLabel('Agenda item 2 title')).toHaveValue('Sleep cycles explained')
  await expect(page.getByLabel('Breastfeeding')).toBeChecked()

  const banner = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c87' } })
    .png()
    .toBuffer()
  await page
    .getByLabel('Banner Image', { exact: true })
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner })
  await expect(page.getByAltText('Banner preview')).toBeVisible()
  await expect(page.getByLabel('Banner Image URL')).toHaveValue(/^\/objects\//)
  await expect(page.getByRole('status').filter({ hasText: 'banner.png: Complete' })).toBeVisible()
  await page.getByLabel('Status').selectOption('draft')
  await page.getByRole('button', { name: 'Create Event' }).click()
  // admin.md §2: after create, /events, opened on the new event's month; the toast leads to the event itself.
  await page.waitForURL((url) => url.pathname === '/events' && url.searchParams.get('month') === '2030-07')
  const viewEvent = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('link', { name: 'View Event' })
  await viewEvent.click()
  await page.waitForURL((url) => /^\/events\/[0-9a-f-]{36}$/.test(url.pathname))
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  const list = (await (await page.request.get('/api/events')).json()) as ApiEvent[]
  const created = list.find((e) => e.title === title)
  expect(new URL(page.url()).pathname).toBe(`/events/${created?.id}`)
  expect(created).toMatchObject({ status: 'draft', agendaItems: expect.any(Array) })
  expect(created?.agendaItems).toHaveLength(2)
  expect(created?.imageUrl).toMatch(/^\/objects\//)
  const img = await page.request.get(created?.imageUrl ?? '')
  expect(img.headers()['content-type']).toBe('image/webp')

  // Publish from the Event Management card.
  await page.goto(`/events/${created?.id}/attendees`)
  await page.getByRole('button', { name: 'Publish Event' }).click()
  await expect(page.getByText('Event Published Successfully!').first()).toBeVisible()
  const after = (await (await page.request.get(`/api/events/${created?.id}`)).json()) as ApiEvent
  expect(after.status).toBe('published')
  // The draft was cleared after the successful save.
  await page.goto('/events/create')
  await expect(page.getByRole('heading', { name: 'Create Event' })).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  // The same form opens at the spec's /events/{id} edit alias.
  await page.goto(`/events/${created?.id}/edit`)
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible()
  await expect(page.getByLabel('Event Title')).toHaveValue(title)
})

test('a PDF material without its file stops the save with a message on that material, not in silence', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/events/create')
  await page.getByLabel('Event Title').fill(`Materials Check ${Date.now()}`)
  await page.getByLabel('Description').fill('A session whose handout is still missing.')
  await page.getByLabel('Event Type').selectOption('Skills Lab')
  await page.getByLabel('Date and Time').fill('2030-08-01T10:00')
  await page.getByLabel('Provider 1 Name').fill('Dana Doula')
  await page.getByLabel('Provider 1 Role / Credentials').fill('CD(DONA)')
  // Removing an item hands focus to the one that takes its place.
  await page.getByRole('button', { name: 'Add Agenda Item' }).click()
  await page.getByRole('button', { name: 'Add Agenda Item' }).click()
  await page.getByLabel('Agenda item 2 title').fill('Questions')
  await page.getByRole('button', { name: 'Remove agenda item 1' }).click()
  await expect(page.getByLabel('Agenda item 1 time')).toBeFocused()
  await expect(page.getByLabel('Agenda item 1 title')).toHaveValue('Questions')
  await page.getByRole('button', { name: 'Remove agenda item 1' }).click()
  await expect(page.getByRole('button', { name: 'Add Agenda Item' })).toBeFocused()
  await page.getByRole('button', { name: 'Add Material' }).click()
  await page.getByLabel('Material 1 title').fill('Feeding log')
  await page.getByRole('button', { name: 'Create Event' }).click()

  await expect(page.getByText('Please fix the highlighted fields').first()).toBeVisible()
  await expect(page.getByText('Upload a PDF or enter a link').first()).toBeVisible()
  const pdf = page.getByLabel('Material 1 PDF')
  await expect(pdf).toHaveAttribute('aria-invalid', 'true')
  await expect(pdf).toBeFocused()
  await expect(page).toHaveURL(/\/events\/create$/)
})

test('upload failures say "Upload failed" with the reason, beside the field and on the file', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/events/create')
  await expect(page.getByRole('heading', { name: 'Create Event' })).toBeVisible()
  const banner = page.getByLabel('Banner Image', { exact: true })

  // Refused in the browser before anything is sent.
  const tooLarge = Buffer.concat([
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
    Buffer.alloc(2_097_152),
  ])
  await banner.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tooLarge })
  await expect(
    page.getByRole('alert').filter({ hasText: 'Upload failed: The file is larger than 2 MB' }),
  ).toBeVisible()
  await expect(page.getByText('Upload failed', { exact: true }).first()).toBeVisible()

  // Refused by the server, which reads the real type: a PDF named .png.
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n')
  await banner.setInputFiles({ name: 'renamed.png', mimeType: 'image/png', buffer: pdf })
  const reason = 'Only JPEG, PNG or WebP images are allowed'
  await expect(page.getByRole('alert').filter({ hasText: `Upload failed: ${reason}` })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'renamed.png: Error' })).toBeVisible()
  const why = page.getByRole('button', { name: 'Why did renamed.png fail?' })
  await why.press('Enter')
  await expect(why).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText(`renamed.png: ${reason}`)).toBeVisible()
  // The failed file's controls stay accessible.
  const axe = await new AxeBuilder({ page })
    .include('form')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])

  // A PDF material needs its title first, then goes through the material check.
  await page.getByRole('button', { name: 'Add Material' }).click()
  const material = page.getByLabel('Material 1 PDF', { exact: true })
  await material.setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(
    page.getByRole('alert').filter({ hasText: 'Missing required meta field(s): title.' }),
  ).toBeVisible()
  await page.getByLabel('Material 1 title').fill('Sleep guide')
  await material.setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(page.getByText('PDF uploaded.')).toBeVisible()
})

test('an admin downloads the registrations of an event', async ({ page }) => {
  await signInAs(page, 'admin', '/')
  const list = (await (await page.request.get('/api/events')).json()) as ApiEvent[]
  const seeded = list.find((e) => e.title === ADMIN_EVENTS_SEEDED_TITLE)
  await page.goto(`/events/${seeded?.id}/attendees`)
  await expect(page.getByRole('cell', { name: 'parent@cradle.test', exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Paid · $25.00' })).toBeVisible()
  // Phone numbers leave only when asked for (issue 33).
  await page.getByLabel('Include phone numbers').check()
  const downloaded = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download Registrations (1)' }).click()
  const download = await downloaded
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.readFile(await download.path())
  const rows = wb.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]
  expect(rows).toHaveLength(2)
  expect(rows[1]).toContain('parent@cradle.test')
  // The phone as people write it, with no formula guard showing (decision AE6).
  expect(rows[1]).toContain('(312) 555-0100')
  // A list to work with: the header stays in view and filters, the registration time is a date.
  const sheet = wb.worksheets[0]
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
  expect(sheet.autoFilter).toBe('A1:P2')
  expect(sheet.getCell('N2').value).toBeInstanceOf(Date)
})

test('an admin cancels a paid place with its refund, and one already refunded in Stripe without one', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/')
  const list = (await (await page.request.get('/api/events')).json()) as ApiEvent[]
  const seeded = list.find((e) => e.title === ADMIN_EVENTS_CANCEL_TITLE)
  await page.goto(`/events/${seeded?.id}/attendees`)
  const row = (email: string) => page.getByRole('row').filter({ hasText: email })
  await expect(row('provider@cradle.test')).toContainText('Refunded · $25.00')

  // Refunded in Stripe's dashboard: nothing more to refund, and no refund is offered.
  await page
    .getByRole('button', { name: 'Cancel registration of Maria Lopez (provider@cradle.test)', exact: true })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Cancel registration' })
  await expect(dialog).toContainText(
    'This payment has already been refunded: there is nothing more to refund.',
  )
  await expect(dialog.getByRole('checkbox')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Cancel registration' }).click()
  await expect(page.getByText('No refund was made.', { exact: true })).toBeVisible()
  await expect(row('provider@cradle.test')).toContainText('cancelled')

  // Paid, ten days ahead: the policy refunds in full.
  await page
    .getByRole('button', { name: 'Cancel registration of Jordan Parent (parent@cradle.test)', exact: true })
    .click()
  await expect(dialog).toContainText('Policy: full refund of $25.00')
  await expect(dialog.getByRole('checkbox', { name: 'Refund $25.00' })).toBeChecked()
  await dialog.getByRole('button', { name: 'Cancel registration' }).click()
  await expect(page.getByText('The payment is being refunded.', { exact: true })).toBeVisible()
  await expect(row('parent@cradle.test')).toContainText('cancelled')
  await expect(row('parent@cradle.test')).toContainText('Refunded · $25.00')
})
