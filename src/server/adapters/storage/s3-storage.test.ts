import { ListMultipartUploadsCommand, ListPartsCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalS3, startLocalS3 } from '../../../../test/fakes/local-s3'
import { createS3Storage } from './s3-storage'

const FIVE_MB = 5 * 1024 * 1024
const pdfBytes = (size: number) => {
  const b = Buffer.alloc(size, 0x20)
  b.write('%PDF-1.4\n', 0)
  b.write('%%EOF\n', size - 6)
  return b
}

/** The S3 adapter's multipart calls against a local S3-compatible server (test/fakes/local-s3.ts), over HTTP. */
describe('the S3 adapter: multipart uploads', () => {
  let s3: LocalS3
  let storage: ReturnType<typeof createS3Storage>
  let client: S3Client
  const Bucket = 'cradle-adapter'
  const uploadsOnServer = async () =>
    (await client.send(new ListMultipartUploadsCommand({ Bucket }))).Uploads ?? []

  beforeAll(async () => {
    s3 = await startLocalS3([Bucket])
    const settings = { endpoint: s3.endpoint, bucket: Bucket, region: 'us-east-1' }
    const keys = { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
    storage = createS3Storage({ ...settings, ...keys, partUrlExpirySeconds: 2 })
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: keys,
    })
  })
  afterAll(async () => {
    client.destroy()
    await s3.close()
  })

  it('creates an upload, signs and lists its parts, completes it into one object', async () => {
    const body = pdfBytes(FIVE_MB + 1000)
    const { uploadId, key } = await storage.create('complete-key', 'application/pdf')
    expect((await uploadsOnServer()).map((u) => u.UploadId)).toContain(uploadId)
    const chunks = [body.subarray(0, FIVE_MB), body.subarray(FIVE_MB)]
    const parts = []
    for (const [i, chunk] of chunks.entries()) {
      const url = await storage.signPart(key, uploadId, i + 1)
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('2')
      const res = await fetch(url, { method: 'PUT', body: chunk })
      expect(res.status).toBe(200)
      parts.push({ PartNumber: i + 1, ETag: res.headers.get('etag') ?? '' })
    }
    expect(await storage.listParts(key, uploadId)).toEqual(
      parts.map((p, i) => ({ ...p, Size: chunks[i]?.length })),
    )
    await storage.complete(key, uploadId, parts)
    expect((await uploadsOnServer()).map((u) => u.UploadId)).not.toContain(uploadId)
    const head = await storage.head(key, 8)
    expect(head?.size).toBe(body.length)
    expect(head?.bytes.toString()).toBe('%PDF-1.4')
  })

  it('refuses a part URL past its expiry with 403 "Request has expired"; a fresh signature is accepted', async () => {
    const { uploadId, key } = await storage.create('expiry-key', 'application/pdf')
    const stale = await storage.signPart(key, uploadId, 1)
    // X-Amz-Date has whole seconds: 2 s of expiry is over after at most 3.
    await new Promise((r) => setTimeout(r, 3100))
    const refused = await fetch(stale, { method: 'PUT', body: pdfBytes(100) })
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('<Message>Request has expired</Message>')
    const fresh = await fetch(await storage.signPart(key, uploadId, 1), {
      method: 'PUT',
      body: pdfBytes(100),
    })
    expect(fresh.status).toBe(200)
    await storage.abort(key, uploadId)
  })

  it('aborts an upload: no parts and no upload left on the server, and no later part is taken', async () => {
    const { uploadId, key } = await storage.create('abort-key', 'application/pdf')
    for (const n of [2, 1]) {
      const res = await fetch(await storage.signPart(key, uploadId, n), {
        method: 'PUT',
        body: pdfBytes(100),
      })
      expect(res.status).toBe(200)
    }
    expect((await storage.listParts(key, uploadId)).map((p) => p.PartNumber)).toEqual([1, 2])
    await storage.abort(key, uploadId)
    expect((await uploadsOnServer()).map((u) => u.UploadId)).not.toContain(uploadId)
    await expect(
      client.send(new ListPartsCommand({ Bucket, Key: key, UploadId: uploadId })),
    ).rejects.toMatchObject({
      name: 'NoSuchUpload',
    })
    const late = await fetch(await storage.signPart(key, uploadId, 3), { method: 'PUT', body: pdfBytes(100) })
    expect(late.status).toBe(404)
  })
})
