import { describe, expect, it } from 'vitest'
import {
  chunkSizeFor,
  MULTIPART_MAX_PARTS,
  MULTIPART_PART_BYTES,
  MULTIPART_THRESHOLD_BYTES,
  missingMetaFields,
  missingMetaMessage,
  nextRetryStep,
  shouldUseMultipart,
  type UploadFailure,
  uploadErrorMessage,
  uploadItemState,
} from './uploads'

const failure = (status: number, message?: string): UploadFailure => ({
  status,
  statusText: 'Whatever',
  method: 'PUT',
  url: '/api/objects/put/k',
  message,
})

describe('upload retries (admin.md §8, §9)', () => {
  it('retries network failures, 5xx and 409 after 0, 1000, 3000 and 5000 ms, then gives up', () => {
    for (const status of [0, 500, 503, 409]) {
      const steps = [0, 1, 2, 3, 4].map((attempt) => nextRetryStep(failure(status), attempt))
      expect(steps).toEqual([
        { action: 'retry', delayMs: 0 },
        { action: 'retry', delayMs: 1000 },
        { action: 'retry', delayMs: 3000 },
        { action: 'retry', delayMs: 5000 },
        { action: 'give-up' },
      ])
    }
  })

  it('does not retry other 4xx: a too-large or wrong-type file fails at once', () => {
    for (const status of [400, 401, 404, 413, 415]) {
      expect(nextRetryStep(failure(status, 'No'), 0)).toEqual({ action: 'give-up' })
    }
    expect(nextRetryStep(failure(403, 'Invalid upload signature'), 0)).toEqual({ action: 'give-up' })
  })

  it('rate-limits the queue on 429 and re-signs on an expired signature', () => {
    expect(nextRetryStep(failure(429), 1)).toEqual({ action: 'rate-limit', delayMs: 1000 })
    expect(nextRetryStep(failure(403, 'Request has expired'), 2)).toEqual({ action: 'resign', delayMs: 3000 })
    expect(nextRetryStep(failure(403, 'Request has expired'), 4)).toEqual({ action: 'give-up' })
  })
})

describe('upload error messages', () => {
  it('uses the companion texts', () => {
    expect(uploadErrorMessage(failure(0))).toBe('Could not PUT /api/objects/put/k')
    expect(uploadErrorMessage(failure(401, 'Unauthorized'))).toBe('Authorization required')
    expect(uploadErrorMessage(failure(413, 'Images must be at most 2 MB (2097152 bytes)'))).toBe(
      'Images must be at most 2 MB (2097152 bytes)',
    )
    expect(uploadErrorMessage({ ...failure(502), statusText: 'Bad Gateway' })).toBe(
      'Failed request with status: 502. Bad Gateway',
    )
    expect(uploadErrorMessage({ ...failure(500, 'Boom'), statusText: 'Internal', requestId: 'r1' })).toBe(
      'Failed request with status: 500. Internal message: Boom request-Id: r1',
    )
    expect(uploadErrorMessage({ ...failure(404), statusText: '' })).toBe('Failed request with status: 404.')
  })
})

describe('multipart choice', () => {
  it('is used only above 100 MB and only with S3', () => {
    expect(shouldUseMultipart(MULTIPART_THRESHOLD_BYTES + 1, true)).toBe(true)
    expect(shouldUseMultipart(MULTIPART_THRESHOLD_BYTES, true)).toBe(false)
    expect(shouldUseMultipart(MULTIPART_THRESHOLD_BYTES * 10, false)).toBe(false)
    // A deployment's lower threshold (UPLOAD_MULTIPART_THRESHOLD_BYTES), e.g. the 5 MB minimum part.
    expect(shouldUseMultipart(10 * 1024 * 1024, true, 5 * 1024 * 1024)).toBe(true)
    expect(shouldUseMultipart(10 * 1024 * 1024, true)).toBe(false)
  })
  it('keeps parts at least 5 MB and never more than 10 000 of them', () => {
    expect(chunkSizeFor(200 * 1024 * 1024)).toBe(MULTIPART_PART_BYTES)
    const huge = MULTIPART_PART_BYTES * MULTIPART_MAX_PARTS * 3 + 7
    expect(Math.ceil(huge / chunkSizeFor(huge))).toBeLessThanOrEqual(MULTIPART_MAX_PARTS)
    expect(chunkSizeFor(huge)).toBeGreaterThan(MULTIPART_PART_BYTES)
  })
})

describe('meta fields and item states', () => {
  it('names every empty required meta field', () => {
    expect(missingMetaMessage(missingMetaFields({ title: ' ', author: undefined, topic: 'Sleep' }))).toBe(
      'Missing required meta field(s): title, author.',
    )
    expect(missingMetaFields({ title: 'Guide' })).toEqual([])
  })
  it('follows a file from waiting to complete, and reports errors and pauses', () => {
    expect(uploadItemState({ progress: {} })).toBe('waiting')
    expect(uploadItemState({ progress: { preprocess: { mode: 'indeterminate' } } })).toBe('preprocessing')
    expect(uploadItemState({ progress: { uploadStarted: 1 } })).toBe('uploading')
    expect(uploadItemState({ isPaused: true, progress: { uploadStarted: 1 } })).toBe('paused')
    expect(
      uploadItemState({ progress: { uploadStarted: 1, uploadComplete: true, postprocess: { mode: 'x' } } }),
    ).toBe('postprocessing')
    expect(uploadItemState({ progress: { uploadStarted: 1, uploadComplete: true } })).toBe('complete')
    expect(uploadItemState({ error: 'Nope', progress: { uploadStarted: 1 } })).toBe('error')
  })
})
