import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import { ListMultipartUploadsCommand, ListPartsCommand, S3Client } from '@aws-sdk/client-s3'
import type { Page, Request, Route } from '@playwright/test'
import { quietAwsSdkNodeWarning } from '../src/server/adapters/aws-sdk-quiet'
import { type LocalS3, startLocalS3 } from '../test/fakes/local-s3'
import { expect, signInAs, test } from './fixtures'

// Issue 25.3: above UPLOAD_MULTIPART_THRESHOLD_BYTES (set to the 5 MB minimum here) a file goes from the browser to
// an S3 bucket in parts. These journeys need a server with S3 settings, so they start their own on E2E_PORT + 2 (the
// port the link journey's stand-in site uses, which is closed by then: journeys run one at a time) against a local
// S3-compatible server that really checks signatures and their expiry (test/fakes/local-s3.ts).
const port = Number(process.env.E2E_PORT ?? 3100) + 2
const app = `http://localhost:${port}`
const dataDir = `.data-e2e-${port}`
const Bucket = 'cradle-e2e'
const EXPIRY_SECONDS = 8
const TEN_MB = 10_485_760

let s3: LocalS3
let server: ChildProcess
let client: S3Client

test.use({ baseURL: app })
test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  test.setTimeout(150_000)
  quietAwsSdkNodeWarning()
  s3 = await startLocalS3([Bucket])
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  })
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync('test-results', { recursive: true })
  const log = createWriteStream(`test-results/multipart-server-${port}.log`)
  server = spawn('sh', ['scripts/serve.sh'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: Bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      UPLOAD_MULTIPART_THRESHOLD_BYTES: String(5 * 1024 * 1024),
      UPLOAD_PART_URL_EXPIRY_SECONDS: String(EXPIRY_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.pipe(log)
  server.stderr?.pipe(log)
  const deadline = Date.now() + 140_000
  while (
    !(await fetch(`${app}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`the S3 server process exited with ${server.exitCode}`)
    if (Date.now() > deadline) throw new Error('the S3 server process did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r))
    server.kill('SIGTERM')
    await exited
  }
  client?.destroy()
  await s3?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A real PDF start and end around spaces: 10 MB, the PDF limit, so two 5 MB parts. */
function pdfOf(size: number) {
  const b = Buffer.alloc(size, 0x20)
  b.write('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 0)
  b.write('trailer\n<<>>\n%%EOF\n', size - 20)
  return b
}

const partPut = (r: Request) => r.method() === 'PUT' && r.url().startsWith(s3.endpoint)
const partNumberOf = (url: string) => Number(new URL(url).searchParams.get('partNumber'))
/** The part number a request asks our server to sign, or 0. */
const signedPart = (r: Request) =>
  r.method() === 'GET' ? Number(/\/api\/objects\/multipart\/[^/?]+\/(\d+)\?/.exec(r.url())?.[1] ?? 0) : 0

/** On the signed-in admin's Create Event page: the first material's dialog, title filled, the 10 MB PDF picked. */
async function pickPdf(page: Page) {
  await page.goto('/events/create')
  await expect(page.getByRole('heading', { name: 'Create Event' })).toBeVisible()
  await page.getByRole('button', { name: 'Add Material' }).click()
  await page.getByLabel('Material 1 title').fill('Birth plan workbook')
  await page.getByRole('button', { name: 'Open upload dialog for Material 1 PDF', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Material 1 PDF: upload dialog' })
  await expect(dialog).toBeVisible()
  await dialog
    .locator('input.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name: 'workbook.pdf', mimeType: 'application/pdf', buffer: pdfOf(TEN_MB) })
  return dialog
}

test('an admin uploads a 10 MB PDF in parts; a part whose signature expired is signed again', async ({
  page,
}) => {
  const signs: number[] = []
  const puts: { part: number; status: number; body: string }[] = []
  page.on('request', (r) => {
    const n = signedPart(r)
    if (n) signs.push(n)
  })
  page.on('response', async (r) => {
    if (partPut(r.request()))
      puts.push({ part: partNumberOf(r.url()), status: r.status(), body: await r.text().catch(() => '') })
  })
  // Part 1's first signature reaches the browser after its lifetime (a slow connection, a long queue): the bucket
  // answers its PUT 403 "Request has expired". The delay is on our small signing answer, not on the 5 MB part.
  let firstSignature = true
  await page.route('**/api/objects/multipart/*/1?*', async (route: Route) => {
    const response = await route.fetch()
    if (firstSignature) {
      firstSignature = false
      await new Promise((r) => setTimeout(r, (EXPIRY_SECONDS + 1.5) * 1000))
    }
    await route.fulfill({ response })
  })

  await signInAs(page, 'admin')
  const dialog = await pickPdf(page)
  const created = page.waitForResponse((r) => r.url().endsWith('/api/objects/multipart') && r.ok())
  const completed = page.waitForResponse((r) => /\/complete\?key=/.test(r.url()))
  await dialog.getByRole('button', { name: /Upload 1 file/ }).click()
  const { uploadId, key } = (await (await created).json()) as { uploadId: string; key: string }
  // Mid-upload: part 2 is on its way while part 1 waits for its signature.
  await expect(dialog.locator('.uppy-StatusBar')).toContainText(/Uploading|%/)
  await page.screenshot({ path: 'test-results/multipart-dialog-1280.png' })

  // Stored: the answer names the object, which is the whole PDF, checked like a single upload.
  const done = await completed
  expect(done.status()).toBe(200)
  const { objectPath } = (await done.json()) as { objectPath: string }
  expect(objectPath).toBe(`/objects/${key}`)
  await expect(page.getByText('PDF uploaded.')).toBeVisible()
  const part1 = puts.filter((p) => p.part === 1)
  expect(part1[0]?.status).toBe(403)
  expect(part1.at(-1)?.status).toBe(200)
  for (const refused of part1.slice(0, -1))
    expect(refused.body).toContain('<Message>Request has expired</Message>')
  // Each try of part 1 had its own, fresh signature.
  expect(signs.filter((n) => n === 1)).toHaveLength(part1.length)
  expect(puts.filter((p) => p.part === 2).at(-1)?.status).toBe(200)
  const stored = await page.request.get(objectPath)
  expect(stored.headers()['content-type']).toBe('application/pdf')
  const bytes = await stored.body()
  expect(bytes.length).toBe(TEN_MB)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  // Nothing left unfinished in the bucket.
  const open = (await client.send(new ListMultipartUploadsCommand({ Bucket }))).Uploads ?? []
  expect(open.map((u) => u.UploadId)).not.toContain(uploadId)
})

test('cancelling a multipart upload on a phone leaves no parts in the bucket', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  let partPutsDone = 0
  page.on('response', (r) => {
    if (partPut(r.request()) && r.ok()) partPutsDone++
  })
  // Part 2's signature never comes: the upload is cancelled with part 1 stored and part 2 waiting.
  const held: Route[] = []
  await page.route('**/api/objects/multipart/*/2?*', (route: Route) => void held.push(route))
  await signInAs(page, 'admin')
  const dialog = await pickPdf(page)
  const created = page.waitForResponse((r) => r.url().endsWith('/api/objects/multipart') && r.ok())
  await dialog.getByRole('button', { name: /Upload 1 file/ }).click()
  const { uploadId, key } = (await (await created).json()) as { uploadId: string; key: string }
  await expect.poll(() => partPutsDone, { timeout: 30_000 }).toBe(1)
  // The app's dark theme (a class on <html>, which the open dialog follows), for the screenshot.
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  const listed = await client.send(new ListPartsCommand({ Bucket, Key: key, UploadId: uploadId }))
  expect(listed.Parts?.map((p) => p.PartNumber)).toEqual([1])
  await page.screenshot({ path: 'test-results/multipart-dialog-390-dark.png' })

  const aborted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes(encodeURIComponent(uploadId)),
  )
  // The status bar's cancel button (the header's "Cancel" does the same).
  await dialog.locator('.uppy-StatusBar').getByRole('button', { name: 'Cancel' }).click()
  expect((await aborted).status()).toBe(204)
  for (const route of held) await route.abort().catch(() => undefined)
  // The bucket has neither the upload nor its parts.
  const open = (await client.send(new ListMultipartUploadsCommand({ Bucket }))).Uploads ?? []
  expect(open.map((u) => u.UploadId)).not.toContain(uploadId)
  await expect(
    client.send(new ListPartsCommand({ Bucket, Key: key, UploadId: uploadId })),
  ).rejects.toMatchObject({
    name: 'NoSuchUpload',
  })
})

test('a retried multipart upload asks the bucket which parts it has and sends only the missing one', async ({
  page,
}) => {
  const partPuts: number[] = []
  const listed: string[] = []
  page.on('response', (r) => {
    if (partPut(r.request()) && r.ok()) partPuts.push(partNumberOf(r.url()))
    if (r.request().method() === 'GET' && /\/api\/objects\/multipart\/[^/?]+\?key=/.test(r.url()))
      listed.push(r.url())
  })
  // Part 2's first signature is refused (a final 4xx) once part 1 is stored: the file fails with one part sent
  // (a failing part stops the others of its file).
  let refuseOnce = true
  await page.route('**/api/objects/multipart/*/2?*', async (route: Route) => {
    if (!refuseOnce) return route.continue()
    refuseOnce = false
    while (!partPuts.includes(1)) await new Promise((r) => setTimeout(r, 100))
    await route.fulfill({ status: 400, json: { message: 'Part refused for this test' } })
  })
  await signInAs(page, 'admin')
  const dialog = await pickPdf(page)
  const created = page.waitForResponse((r) => r.url().endsWith('/api/objects/multipart') && r.ok())
  await dialog.getByRole('button', { name: /Upload 1 file/ }).click()
  const { uploadId } = (await (await created).json()) as { uploadId: string }
  await expect(dialog.locator('.uppy-Dashboard-Item-errorDetails')).toHaveAttribute(
    'aria-label',
    'Part refused for this test',
  )
  await expect.poll(() => partPuts, { timeout: 30_000 }).toEqual([1])

  const completed = page.waitForResponse((r) => /\/complete\?key=/.test(r.url()))
  await dialog.locator('.uppy-StatusBar').getByRole('button', { name: /Retry/ }).click()
  expect((await completed).status()).toBe(200)
  await expect(page.getByText('PDF uploaded.')).toBeVisible()
  // The retry listed the same upload's parts and sent part 2 only.
  expect(listed.some((u) => u.includes(encodeURIComponent(uploadId)))).toBe(true)
  expect(partPuts).toEqual([1, 2])
})

test('a part that cannot be signed says "Cannot sign without a key, an uploadId, and a partNumber"', async ({
  page,
}) => {
  const message = 'Cannot sign without a key, an uploadId, and a partNumber'
  // The API says it to any caller that leaves one out.
  await signInAs(page, 'admin')
  const started = await page.request.post('/api/objects/multipart', {
    data: { filename: 'w.pdf', type: 'application/pdf' },
    headers: { origin: app },
  })
  const { uploadId, key } = (await started.json()) as { uploadId: string; key: string }
  for (const url of [
    `/api/objects/multipart/${encodeURIComponent(uploadId)}/1`,
    `/api/objects/multipart/${encodeURIComponent(uploadId)}/0?key=${key}`,
  ]) {
    const res = await page.request.get(url)
    expect(res.status()).toBe(400)
    expect((await res.json()).message).toBe(message)
  }
  await page.request.delete(`/api/objects/multipart/${encodeURIComponent(uploadId)}?key=${key}`, {
    headers: { origin: app },
  })

  // In the dialog: an upload whose key the server will not sign for fails with that message, on the file and the field.
  await page.route('**/api/objects/multipart', async (route) => {
    const res = await route.fetch()
    const body = (await res.json()) as { uploadId: string; key: string }
    await route.fulfill({ response: res, json: { ...body, key: 'not-a-key' } })
  })
  const dialog = await pickPdf(page)
  await dialog.getByRole('button', { name: /Upload 1 file/ }).click()
  const why = dialog.locator('.uppy-Dashboard-Item-errorDetails')
  await expect(why).toBeVisible()
  await expect(why).toHaveAttribute('aria-label', message)
  await expect(page.getByRole('alert').filter({ hasText: `Upload failed: ${message}` })).toBeVisible()
})
