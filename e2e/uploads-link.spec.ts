import { createServer, type Server } from 'node:http'
import sharp from 'sharp'
import { expect, signInAs, test } from './fixtures'

// Issue 25.2: files from a link go through Uppy Companion in the server; this stands in for another site.
const remotePort = Number(process.env.E2E_PORT ?? 3100) + 2
const remote = `http://127.0.0.1:${remotePort}`
let server: Server

test.beforeAll(async () => {
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#a85' } })
    .png()
    .toBuffer()
  server = createServer((req, res) => {
    if (req.url?.startsWith('/pictures/')) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length) })
      return res.end(req.method === 'HEAD' ? undefined : png)
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((r) => server.listen(remotePort, '127.0.0.1', r))
})
test.afterAll(() => new Promise<void>((r) => server.close(() => r())))

test('an admin adds a banner from a link, in the dialog and by pasting its address', async ({ page }) => {
  await signInAs(page, 'admin', '/events/create')
  await expect(page.getByRole('heading', { name: 'Create Event' })).toBeVisible()
  const imageUrl = page.getByLabel('Banner Image URL')

  // The dialog's Link tab: the server fetches the picture, then it is uploaded and checked like a file.
  await page.getByRole('button', { name: 'Open upload dialog for Banner Image', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Banner Image: upload dialog' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('tab', { name: 'Link' }).click()
  await dialog.getByRole('textbox').fill(`${remote}/pictures/garden.png`)
  await dialog.getByRole('button', { name: 'Import' }).click()
  await dialog.getByRole('button', { name: /Upload 1 file/ }).click()
  // Companion's websocket reports the fetch and the upload; on two busy cores this can take a while.
  await expect(dialog.getByText('Complete', { exact: true })).toBeVisible({ timeout: 20_000 })
  await expect(imageUrl).toHaveValue(/^\/objects\//)
  const first = await imageUrl.inputValue()
  const stored = await page.request.get(first)
  expect(stored.headers()['content-type']).toBe('image/webp')

  // An address on this machine that is not the test's outside site is refused by the server.
  await dialog
    .getByRole('button', { name: 'Remove file' })
    .click()
    .catch(() => undefined)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Open upload dialog for Banner Image', exact: true }).click()
  await dialog.getByRole('tab', { name: 'Link' }).click()
  await dialog.getByRole('textbox').fill('http://127.0.0.1:1/secret.png')
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(page.locator('.uppy-Informer').first()).toContainText(/failed to fetch/i)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The field's hint: a pasted outside address is copied to this site.
  const link = `${remote}/pictures/pasted.png`
  await imageUrl.fill('')
  await imageUrl.focus()
  await imageUrl.evaluate((el, text) => {
    const data = new DataTransfer()
    data.setData('text', text)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    ;(el as HTMLInputElement).value = text
    el.dispatchEvent(new Event('input', { bubbles: true }))
  }, link)
  await expect(imageUrl).toHaveValue(/^\/objects\//)
  expect(await imageUrl.inputValue()).not.toBe(first)
  await expect(page.getByAltText('Banner preview')).toHaveAttribute('src', /^\/objects\//)
})
