import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/test-app'

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n')

// s3rver: a real S3-compatible server on loopback (runs fine on Node 20).
describe('uploads against an S3-compatible bucket', () => {
  let s3: { run(): Promise<{ port: number }>; close(): Promise<void> }
  let t: TestApp
  let admin: Awaited<ReturnType<TestApp['signIn']>>
  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), 'cradle-s3-')),
      configureBuckets: [{ name: 'cradle-test', configs: [] }],
    })
    const { port } = await s3.run()
    t = await startTestApp({
      env: {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cradle-s3data-')),
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'cradle-test',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    })
    admin = await t.signIn({ role: 'admin' })
  })
  afterAll(async () => {
    await t.close()
    await s3.close()
  })

  it('stores a signed single upload in the bucket and serves it back', async () => {
    const { uploadURL, objectPath } = (await admin.post('/api/objects/upload', { purpose: 'photo' })).body
    const img = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer()
    const res = await fetch(t.url + uploadURL, {
      method: 'PUT',
      body: img,
      headers: { 'content-type': 'image/jpeg' },
    })
    expect(res.status).toBe(200)
    const got = await fetch(t.url + objectPath)
    expect(got.status).toBe(200)
    expect((await sharp(Buffer.from(await got.arrayBuffer())).metadata()).format).toBe('webp')
  })

  it('runs a multipart upload: create, sign part, complete (s3rver has no ListParts/Abort)', async () => {
    const created = await admin.post('/api/objects/multipart', {
      filename: 'guide.pdf',
      type: 'application/pdf',
    })
    expect(created.status).toBe(200)
    const { uploadId, key } = created.body
    const signed = await admin.get(`/api/objects/multipart/${encodeURIComponent(uploadId)}/1?key=${key}`)
    expect(signed.body.url).toMatch(/^http:\/\/127\.0\.0\.1/)
    const partRes = await fetch(signed.body.url, { method: 'PUT', body: pdf })
    expect(partRes.status).toBe(200)
    const etag = partRes.headers.get('etag') ?? ''
    const done = await admin.post(
      `/api/objects/multipart/${encodeURIComponent(uploadId)}/complete?key=${key}`,
      {
        parts: [{ PartNumber: 1, ETag: etag }],
      },
    )
    expect(done.status).toBe(200)
    const got = await fetch(t.url + done.body.objectPath)
    expect(got.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await got.arrayBuffer()).equals(pdf)).toBe(true)
  })

  it('refuses a multipart upload whose real type is not allowed and removes it', async () => {
    const a = (await admin.post('/api/objects/multipart', { filename: 'x.pdf', type: 'application/pdf' }))
      .body
    const url = (await admin.get(`/api/objects/multipart/${encodeURIComponent(a.uploadId)}/1?key=${a.key}`))
      .body.url
    const part = await fetch(url, { method: 'PUT', body: Buffer.from('MZ this is an exe') })
    const done = await admin.post(
      `/api/objects/multipart/${encodeURIComponent(a.uploadId)}/complete?key=${a.key}`,
      {
        parts: [{ PartNumber: 1, ETag: part.headers.get('etag') ?? '' }],
      },
    )
    expect(done.status).toBe(415)
    expect((await fetch(`${t.url}/objects/${a.key}`)).status).toBe(404)
  })
})
