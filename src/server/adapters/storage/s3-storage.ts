import { Readable } from 'node:stream'
import { SIGNED_PART_URL_EXPIRY_SECONDS } from '../../../domain/uploads'
import { quietAwsSdkNodeWarning } from '../aws-sdk-quiet'
import { lazy } from '../lazy'
import type { MultipartStorage, ObjectStorage } from './storage'

export interface S3Settings {
  endpoint?: string
  bucket: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  /** Lifetime of a signed part URL; the spec's 604800 s when not given. */
  partUrlExpirySeconds?: number
}

const isMissing = (e: unknown) => {
  const name = (e as { name?: string }).name
  return name === 'NoSuchKey' || name === 'NotFound'
}

/** Any S3-compatible bucket (AWS, MinIO, R2…); path-style so a custom endpoint works. */
export function createS3Storage(s: S3Settings): ObjectStorage & MultipartStorage {
  // The AWS SDK (about 30 MB of memory) is loaded with the first storage call, not with every process.
  const sdk = lazy(async () => {
    quietAwsSdkNodeWarning()
    const [s3, presigner] = await Promise.all([
      import('@aws-sdk/client-s3'),
      import('@aws-sdk/s3-request-presigner'),
    ])
    const client = new s3.S3Client({
      region: s.region,
      endpoint: s.endpoint,
      forcePathStyle: !!s.endpoint,
      credentials:
        s.accessKeyId && s.secretAccessKey
          ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
          : undefined,
    })
    return { s3, client, getSignedUrl: presigner.getSignedUrl }
  })
  const Bucket = s.bucket
  return {
    async put(key, body, contentType) {
      const { s3, client } = await sdk()
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }))
    },
    async get(key) {
      const { s3, client } = await sdk()
      try {
        const res = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }))
        return res.Body instanceof Readable ? res.Body : null
      } catch (e) {
        if (isMissing(e)) return null
        throw e
      }
    },
    async delete(key) {
      const { s3, client } = await sdk()
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }))
    },
    async create(key, contentType) {
      const { s3, client } = await sdk()
      const res = await client.send(
        new s3.CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      )
      if (!res.UploadId) throw new Error('S3 gave no UploadId')
      return { uploadId: res.UploadId, key }
    },
    async signPart(key, uploadId, partNumber) {
      const { s3, client, getSignedUrl } = await sdk()
      return getSignedUrl(
        client,
        new s3.UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber: partNumber }),
        { expiresIn: s.partUrlExpirySeconds ?? SIGNED_PART_URL_EXPIRY_SECONDS },
      )
    },
    async listParts(key, uploadId) {
      const { s3, client } = await sdk()
      const res = await client.send(new s3.ListPartsCommand({ Bucket, Key: key, UploadId: uploadId }))
      return (res.Parts ?? []).map((p) => ({
        PartNumber: p.PartNumber ?? 0,
        ETag: p.ETag ?? '',
        Size: p.Size ?? 0,
      }))
    },
    async complete(key, uploadId, parts) {
      const { s3, client } = await sdk()
      await client.send(
        new s3.CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      )
    },
    async abort(key, uploadId) {
      const { s3, client } = await sdk()
      await client.send(new s3.AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
    },
    async listUploads() {
      const { s3, client } = await sdk()
      const found: { key: string; uploadId: string; initiated: Date }[] = []
      let KeyMarker: string | undefined
      let UploadIdMarker: string | undefined
      for (;;) {
        const res = await client.send(
          new s3.ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }),
        )
        for (const u of res.Uploads ?? [])
          if (u.Key && u.UploadId)
            found.push({ key: u.Key, uploadId: u.UploadId, initiated: u.Initiated ?? new Date(0) })
        if (!res.IsTruncated) return found
        KeyMarker = res.NextKeyMarker
        UploadIdMarker = res.NextUploadIdMarker
      }
    },
    async head(key, bytes) {
      const { s3, client } = await sdk()
      try {
        const res = await client.send(
          new s3.GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
        )
        if (!res.Body) return null
        // "bytes 0-4099/123456": the total after the slash.
        const total = Number(res.ContentRange?.split('/')[1] ?? res.ContentLength ?? 0)
        return { bytes: Buffer.from(await res.Body.transformToByteArray()), size: total }
      } catch (e) {
        if (isMissing(e)) return null
        throw e
      }
    },
  }
}
