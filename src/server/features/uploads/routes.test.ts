import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { IMAGE_MAX_BYTES, UPLOAD_URL_TTL_MS } from '../../../domain/uploads'

const png = (w = 1600, h = 1200) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .png()
    .toBuffer()
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n')

describe.each(databaseKinds())('uploads on %s (local disk)', (kind) => {
  let t: TestApp
  let admin: Awaited<ReturnType<TestApp['signIn']>>
  beforeAll(async () => {
    t = await startTestApp({ kind, env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cradle-up-')) } })
    admin = await t.signIn({ role: 'admin' })
  })
  afterAll(() => t.close())

  const put = (url: string, body: Buffer, type = 'application/octet-stream') =>
    fetch(t.url + url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type } })
  const sign = async (purpose?: string) =>
    (await admin.post('/api/objects/upload', purpose ? { purpose } : {})).body

  it('tells the browser there is no multipart upload without S3', async () => {
    expect((await admin.get('/api/objects/config')).body).toEqual({
      multipart: false,
      multipartThresholdBytes: 100 * 1024 * 1024,
    })
  })

  it('is for admins only', async () => {
    expect((await t.client().post('/api/objects/upload', {})).status).toBe(401)
    expect((await (await t.signIn({ role: 'parent' })).post('/api/objects/upload', {})).status).toBe(403)
  })

  it('stores a banner resized to 1200x675 WebP with a 400 px thumbnail, served with caching', async () => {
    const { uploadURL, objectPath } = await sign('banner')
    expect(uploadURL).toMatch(/^\/api\/objects\/put\/[0-9a-f-]{36}\?purpose=banner&expires=\d+&sig=/)
    const res = await put(uploadURL, await png(), 'image/png')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.objectPath).toBe(objectPath)
    const got = await fetch(t.url + objectPath)
    expect(got.headers.get('content-type')).toBe('image/webp')
    expect(got.headers.get('cache-control')).toContain('immutable')
    const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 675])
    const thumb = await sharp(
      Buffer.from(await (await fetch(t.url + body.thumbnailPath)).arrayBuffer()),
    ).metadata()
    expect(thumb.width).toBe(400)
    // A signed URL works once.
    expect((await put(uploadURL, await png(), 'image/png')).status).toBe(409)
  })

  it('refuses an image of 2 MB + 1 byte with 413', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(IMAGE_MAX_BYTES)]).subarray(
      0,
      IMAGE_MAX_BYTES + 1,
    )
    const res = await put((await sign('banner')).uploadURL, big, 'image/png')
    expect(res.status).toBe(413)
    expect((await res.json()).message).toBe('Images must be at most 2 MB (2097152 bytes)')
    // Without a declared purpose the real type decides the limit.
    const res2 = await put((await sign()).uploadURL, big, 'image/png')
    expect(res2.status).toBe(413)
    expect((await res2.json()).message).toBe('Images must be at most 2 MB (2097152 bytes)')
  })

  it('refuses a PDF renamed .png and a renamed .exe with 415 (real type by magic bytes)', async () => {
    const res = await put((await sign('banner')).uploadURL, pdf(), 'image/png')
    expect(res.status).toBe(415)
    expect((await res.json()).message).toBe('Only JPEG, PNG or WebP images are allowed')
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])
    const res2 = await put((await sign()).uploadURL, exe, 'application/pdf')
    expect(res2.status).toBe(415)
  })

  it('refuses an expired or tampered signed URL with 403', async () => {
    const { uploadURL } = await sign('pdf')
    t.clock.advance(UPLOAD_URL_TTL_MS + 1000)
    const expired = await put(uploadURL, pdf(), 'application/pdf')
    expect(expired.status).toBe(403)
    expect((await expired.json()).message).toBe('Request has expired')
    const fresh = (await sign('pdf')).uploadURL as string
    expect((await put(fresh.replace('purpose=pdf', 'purpose=banner'), pdf())).status).toBe(403)
    expect((await put(`${fresh.slice(0, -3)}AAA`, pdf())).status).toBe(403)
  })

  it('stores a PDF material and confirms it through PUT /api/materials/upload', async () => {
    const { uploadURL, objectPath } = await sign('pdf')
    expect((await put(uploadURL, pdf(), 'application/pdf')).status).toBe(200)
    const res = await admin.put('/api/materials/upload', { fileUrl: uploadURL, fileType: 'application/pdf' })
    expect(res.body).toEqual({ objectPath })
    const got = await fetch(t.url + objectPath)
    expect(got.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await got.arrayBuffer()).equals(pdf())).toBe(true)
    const img = await sign('photo')
    await put(img.uploadURL, await png(50, 50), 'image/png')
    expect(
      (await admin.put('/api/materials/upload', { fileUrl: img.objectPath, fileType: 'pdf' })).status,
    ).toBe(415)
  })

  it('answers 404 for an unknown object and for multipart without S3', async () => {
    expect((await fetch(`${t.url}/objects/00000000-0000-4000-8000-000000000000`)).status).toBe(404)
    const res = await admin.post('/api/objects/multipart', { filename: 'a.pdf', type: 'application/pdf' })
    expect(res.status).toBe(404)
  })
})
