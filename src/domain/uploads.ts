import { z } from 'zod'

/** Upload limits and constants (admin.md §5, §9). */
export const IMAGE_MAX_BYTES = 2_097_152
export const PDF_MAX_BYTES = 10_485_760
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const PDF_MIME_TYPE = 'application/pdf'

/** Multipart (S3 only): above 100 MB, parts of at least 5 MB, at most 10 000 parts, 6 requests in parallel. */
export const MULTIPART_THRESHOLD_BYTES = 100 * 1024 * 1024
export const MULTIPART_PART_BYTES = 5 * 1024 * 1024
export const MULTIPART_MAX_PARTS = 10_000
export const MULTIPART_PARALLEL = 6
/** One delay per retry: a request is tried at most 1 + 4 times (admin.md §9). */
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const
/** Signed S3 part URLs (the spec's default); our own PUT URLs live much shorter (see decisions). */
export const SIGNED_PART_URL_EXPIRY_SECONDS = 604_800
export const UPLOAD_URL_TTL_MS = 15 * 60_000

/** The upload dialog (Uppy Dashboard, admin.md §9): its size, thumbnails, width breakpoints and toast. */
export const UPLOAD_DIALOG_WIDTH = 750
export const UPLOAD_DIALOG_HEIGHT = 550
export const UPLOAD_THUMBNAIL_WIDTH = 280
/** Items per row: 1 below 576 px, 3 from 576, 4 from 700, 5 from 900 (Uppy's own breakpoints). */
export const UPLOAD_DIALOG_BREAKPOINTS = [576, 700, 900] as const
export const UPLOAD_INFO_TOAST_MS = 3000

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

/** Whether the browser sends a file in parts straight to the bucket (only when the server has S3), above the
 * deployment's threshold (UPLOAD_MULTIPART_THRESHOLD_BYTES: 100 MB by default, at least the 5 MB part size). */
export const shouldUseMultipart = (
  size: number,
  multipartEnabled: boolean,
  thresholdBytes: number = MULTIPART_THRESHOLD_BYTES,
) => multipartEnabled && size > thresholdBytes

/** The companion's refusal when a part is to be signed without all three (admin.md §8). */
export const CANNOT_SIGN_MESSAGE = 'Cannot sign without a key, an uploadId, and a partNumber'

/** Part size: 5 MB, larger when 5 MB parts would exceed S3's 10 000-part ceiling. */
export const chunkSizeFor = (size: number) =>
  Math.max(MULTIPART_PART_BYTES, Math.ceil(size / MULTIPART_MAX_PARTS))

/** What the browser learns before choosing single PUT or multipart (GET /api/objects/config). */
export const UploadConfigSchema = z.object({
  multipart: z.boolean(),
  multipartThresholdBytes: z.number().int().min(MULTIPART_PART_BYTES).default(MULTIPART_THRESHOLD_BYTES),
})
export type UploadConfig = z.infer<typeof UploadConfigSchema>

/** A failed upload request as the browser saw it; status 0 means no answer (network failure). */
export interface UploadFailure {
  status: number
  statusText?: string
  method: string
  url: string
  /** The server's `message`, when its body had one. */
  message?: string
  requestId?: string
}

export type RetryStep = { action: 'retry' | 'rate-limit' | 'resign'; delayMs: number } | { action: 'give-up' }

/**
 * What to do after the `attempt`-th failure (0 = the first) of one request (admin.md §8):
 * 429 slows the whole queue down; 403 "Request has expired" asks for a fresh signature;
 * other 4xx except 409 are final; everything else waits the next delay of the list.
 */
export function nextRetryStep(failure: UploadFailure, attempt: number): RetryStep {
  const delayMs = UPLOAD_RETRY_DELAYS_MS[attempt]
  if (delayMs === undefined) return { action: 'give-up' }
  const { status } = failure
  if (status === 429) return { action: 'rate-limit', delayMs }
  if (status === 403 && failure.message === 'Request has expired') return { action: 'resign', delayMs }
  if (status >= 400 && status < 500 && status !== 409) return { action: 'give-up' }
  return { action: 'retry', delayMs }
}

/** The upload companion's error texts (admin.md §8); a 4xx with a message shows that message. */
export function uploadErrorMessage(f: UploadFailure): string {
  if (f.status === 0) return `Could not ${f.method} ${f.url}`
  if (f.status === 401) return 'Authorization required'
  if (f.status >= 400 && f.status < 500 && f.message) return f.message
  let text = `Failed request with status: ${f.status}. ${f.statusText ?? ''}`.trimEnd()
  if (f.message) text += ` message: ${f.message}`
  if (f.requestId) text += ` request-Id: ${f.requestId}`
  return text
}

/** Names of required meta fields left empty, in the order they were configured. */
export const missingMetaFields = (meta: Record<string, string | undefined>) =>
  Object.entries(meta)
    .filter(([, v]) => !v?.trim())
    .map(([k]) => k)

/** The states an upload item goes through (admin.md §5), shown beside each file. */
export const UPLOAD_ITEM_STATES = [
  'waiting',
  'preprocessing',
  'uploading',
  'postprocessing',
  'paused',
  'complete',
  'error',
] as const
export type UploadItemState = (typeof UPLOAD_ITEM_STATES)[number]

/** The part of an upload item (Uppy's file) that decides its state. */
export interface UploadItemLike {
  error?: string | null
  isPaused?: boolean
  progress: {
    uploadStarted?: number | null
    uploadComplete?: boolean
    complete?: boolean
    preprocess?: unknown
    postprocess?: unknown
  }
}

export function uploadItemState(item: UploadItemLike): UploadItemState {
  if (item.error) return 'error'
  if (item.progress.preprocess) return 'preprocessing'
  if (item.progress.postprocess) return 'postprocessing'
  if (item.progress.uploadComplete || item.progress.complete) return 'complete'
  if (item.isPaused) return 'paused'
  if (item.progress.uploadStarted) return 'uploading'
  return 'waiting'
}

/** Words for the state, read by screen readers and shown next to the file name. */
export const UPLOAD_ITEM_STATE_LABELS: Record<UploadItemState, string> = {
  waiting: 'Waiting',
  preprocessing: 'Preparing',
  uploading: 'Uploading',
  postprocessing: 'Processing',
  paused: 'Paused',
  complete: 'Complete',
  error: 'Error',
}

/** An address of another site (http or https) that Companion may be asked to fetch (issue 25.2). */
export function isOutsideLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value.trim())) return false
  try {
    return !!new URL(value.trim()).hostname
  } catch {
    return false
  }
}
