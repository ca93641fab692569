import type { Readable } from 'node:stream'

/** Where uploaded files live. Keys are opaque ("{uuid}" or "{uuid}-thumb"); content types live in uploaded_objects. */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The stored bytes, or null when the key is unknown. */
  get(key: string): Promise<Readable | null>
  delete(key: string): Promise<void>
}

/** Browser-to-bucket multipart uploads for large files (S3 only). */
export interface MultipartStorage {
  create(key: string, contentType: string): Promise<{ uploadId: string; key: string }>
  signPart(key: string, uploadId: string, partNumber: number): Promise<string>
  listParts(key: string, uploadId: string): Promise<{ PartNumber: number; ETag: string; Size: number }[]>
  complete(key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]): Promise<void>
  abort(key: string, uploadId: string): Promise<void>
  /** Every unfinished upload in the bucket, ours or not (to give back the ones a closed page left behind). */
  listUploads(): Promise<{ key: string; uploadId: string; initiated: Date }[]>
  /** The first bytes and total size of a stored object (to check it after a multipart upload). */
  head(key: string, bytes: number): Promise<{ bytes: Buffer; size: number } | null>
  delete(key: string): Promise<void>
}
