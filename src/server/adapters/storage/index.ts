import type { Config } from '../../config'
import { createLocalStorage } from './local-storage'
import { createS3Storage } from './s3-storage'
import type { MultipartStorage, ObjectStorage } from './storage'

/** Where uploaded files live; `multipart` only where the store takes a file in parts (S3). */
export interface Storage {
  objects: ObjectStorage
  multipart: MultipartStorage | null
}

/** S3-compatible when S3_BUCKET is set, else local disk under DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET) {
    const s3 = createS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      partUrlExpirySeconds: config.UPLOAD_PART_URL_EXPIRY_SECONDS,
    })
    return { objects: s3, multipart: s3 }
  }
  return { objects: createLocalStorage(config.DATA_DIR), multipart: null }
}
