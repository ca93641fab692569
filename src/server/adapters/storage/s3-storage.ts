import { Readable } from 'node:stream'
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { SIGNED_PART_URL_EXPIRY_SECONDS } from '../../../domain/uploads'
import type { MultipartStorage, ObjectStorage } from './storage'

export interface S3Settings {
  endpoint?: string
  bucket: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
}

const isMissing = (e: unknown) => {
  const name = (e as { name?: string }).name
  return name === 'NoSuchKey' || name === 'NotFound'
}

/** Any S3-compatible bucket (AWS, MinIO, R2…); path-style so a custom endpoint works. */
export function createS3Storage(s: S3Settings): ObjectStorage & MultipartStorage {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: !!s.endpoint,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
  })
  const Bucket = s.bucket
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }))
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        return res.Body instanceof Readable ? res.Body : null
      } catch (e) {
        if (isMissing(e)) return null
        throw e
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async create(key, contentType) {
      const res = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      )
      if (!res.UploadId) throw new Error('S3 gave no UploadId')
      return { uploadId: res.UploadId, key }
    },
    signPart: (key, uploadId, partNumber) =>
      getSignedUrl(
        client,
        new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber: partNumber }),
        {
          expiresIn: SIGNED_PART_URL_EXPIRY_SECONDS,
        },
      ),
    async listParts(key, uploadId) {
      const res = await client.send(new ListPartsCommand({ Bucket, Key: key, UploadId: uploadId }))
      return (res.Parts ?? []).map((p) => ({
        PartNumber: p.PartNumber ?? 0,
        ETag: p.ETag ?? '',
        Size: p.Size ?? 0,
      }))
    },
    async complete(key, uploadId, parts) {
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      )
    },
    async abort(key, uploadId) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
    },
    async head(key, bytes) {
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
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
