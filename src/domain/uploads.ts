import { z } from 'zod'

/** Upload limits and constants (admin.md §5, §9). */
export const IMAGE_MAX_BYTES = 2_097_152
export const PDF_MAX_BYTES = 10_485_760
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const PDF_MIME_TYPE = 'application/pdf'

/** Multipart (S3 only): above 100 MB, 5 MB parts, at most 10 000 parts, 6 in parallel. */
export const MULTIPART_THRESHOLD_BYTES = 100 * 1024 * 1024
export const MULTIPART_PART_BYTES = 5 * 1024 * 1024
export const MULTIPART_MAX_PARTS = 10_000
export const MULTIPART_PARALLEL = 6
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const
/** Signed S3 part URLs (the spec's default); our own PUT URLs live much shorter (see decisions). */
export const SIGNED_PART_URL_EXPIRY_SECONDS = 604_800
export const UPLOAD_URL_TTL_MS = 15 * 60_000

/** What a file is for: banner images are cropped to 16:9, photos kept whole, PDFs for materials. */
export const UPLOAD_PURPOSES = ['banner', 'photo', 'pdf'] as const
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number]
export const RequestUploadSchema = z.object({ purpose: z.enum(UPLOAD_PURPOSES).optional() })

export const maxBytesFor = (purpose: UploadPurpose | undefined) =>
  purpose === 'banner' || purpose === 'photo' ? IMAGE_MAX_BYTES : PDF_MAX_BYTES

export const MaterialUploadSchema = z.object({
  fileUrl: z.string().min(1, 'fileUrl is required'),
  fileType: z.string().min(1, 'fileType is required'),
})

/** The upload dialog's message when a required meta field is empty (admin.md §5). */
export const missingMetaMessage = (fields: string[]) =>
  `Missing required meta field(s): ${fields.join(', ')}.`

export const formatMegabytes = (bytes: number) => `${Math.round(bytes / 1048576)} MB`
