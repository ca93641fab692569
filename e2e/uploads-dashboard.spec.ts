import sharp from 'sharp'
import { expect, signInAs, test } from './fixtures'

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n')

// Issue 25.1: the upload dialog is Uppy's Dashboard (admin.md "Uploads" and §9), loaded on first use.
test('an admin uploads a banner and a PDF through the upload dialog; refusals show on the file', async ({
  page,
}) => {
  const loaded: string[] = []
  page.on('request', (r) => {
    if (/upload-dashboard/.test(r.url())) loaded.push(r.url())
  })
  await signInAs(page, 'admin', '/events/create')
  await expect(page.getByRole('heading', { name: 'Create Event' })).toBeVisible()
  expect(loaded).toEqual([])

  // The banner: the dialog opens at 750 × 550, takes a dropped/chosen file and uploads it.
  await page.getByRole('button', { name: 'Open upload dialog for Banner Image', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Banner Image: upload dialog' })
  await expect(dialog).toBeVisible()
  expect(loaded.length).toBeGreaterThan(0)
  const box = await dialog.boundingBox()
  expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([750, 550])
  const banner = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#5a8' } })
    .png()
    .toBuffer()
  await dialog
    .locator('input.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner })
  await expect(dialog.getByRole('button', { name: /Upload 1 file/ })).toBeVisible()
  await dialog.getByRole('button', { name: /Upload 1 file/ }).click()
  await expect(dialog.getByText('Complete', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Banner Image URL')).toHaveValue(/^\/objects\//)
  // Escape closes the dialog; the preview is the stored picture.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByAltText('Banner preview')).toHaveAttribute('src', /^\/objects\//)

  // Too large: refused in the browser, in the dialog's toast and beside the field.
  await page.getByRole('button', { name: 'Open upload dialog for Banner Image', exact: true }).click()
  await expect(dialog).toBeVisible()
  const tooLarge = Buffer.concat([banner, Buffer.alloc(2_097_152)])
  await dialog
    .locator('input.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tooLarge })
  await expect(page.locator('.uppy-Informer').getByText('The file is larger than 2 MB').first()).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Upload failed: The file is larger than 2 MB' }),
  ).toBeVisible()
  // The toast goes after 3 000 ms.
  await expect(page.locator('.uppy-Informer').getByText('The file is larger than 2 MB').first()).toBeHidden({
    timeout: 6_000,
  })

  // The wrong type under a picture's name: the server reads the bytes and refuses; the file shows "?" with why.
  await dialog
    .locator('input.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name: 'renamed.png', mimeType: 'image/png', buffer: pdf })
  await dialog.getByRole('button', { name: /Upload 1 file/ }).click()
  const reason = 'Only JPEG, PNG or WebP images are allowed'
  const why = dialog.locator('.uppy-Dashboard-Item-errorDetails')
  await expect(why).toBeVisible()
  await expect(why).toHaveAttribute('aria-label', reason)
  await expect(page.getByRole('alert').filter({ hasText: `Upload failed: ${reason}` })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // A PDF material: its title is a required meta field.
  await page.getByRole('button', { name: 'Add Material' }).click()
  const openPdf = page.getByRole('button', { name: 'Open upload dialog for Material 1 PDF', exact: true })
  await openPdf.click()
  const pdfDialog = page.getByRole('dialog', { name: 'Material 1 PDF: upload dialog' })
  await expect(pdfDialog).toBeVisible()
  await pdfDialog
    .locator('input.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: pdf })
  await pdfDialog.getByRole('button', { name: /Upload 1 file/ }).click()
  const missing = 'Missing required meta field(s): title.'
  await expect(page.locator('.uppy-Informer').getByText(missing).first()).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: `Upload failed: ${missing}` })).toBeVisible()
  await expect(page.locator('.uppy-Informer').getByText(missing).last()).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(pdfDialog).toBeHidden()
  await page.getByLabel('Material 1 title').fill('Sleep guide')
  await openPdf.click()
  await expect(pdfDialog).toBeVisible()
  await pdfDialog.getByRole('button', { name: /Upload 1 file/ }).click()
  // Once the PDF is stored the material shows "PDF uploaded." in place of its upload field, dialog included.
  await expect(page.getByText('PDF uploaded.')).toBeVisible()
  await expect(pdfDialog).toBeHidden()
})
