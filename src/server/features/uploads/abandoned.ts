import { and, eq, inArray } from 'drizzle-orm'
import type { MultipartStorage } from '../../adapters/storage/storage'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { uploadedObjects } from '../../db/schema'

/** A multipart upload still unfinished a day after it began was left by a closed page: a 10 MB file takes minutes. */
export const ABANDONED_UPLOAD_MS = 24 * 3600_000

/**
 * Gives back the bucket's parts of multipart uploads a page started and never completed nor aborted (the tab was
 * closed, the computer slept): S3 keeps, and bills, such parts until the upload is aborted. Only our own uploads
 * (a pending multipart row with that key) are touched, as the bucket may be shared. Safe in several processes: an
 * upload aborted twice answers NoSuchUpload, which is ignored. Decision D25 / AE5a.
 */
export function createAbandonedUploadSweep(deps: { db: Db; clock: Clock; multipart: MultipartStorage }) {
  const { db, clock, multipart } = deps
  return async function abortAbandonedUploads(): Promise<number> {
    const before = clock.now().getTime() - ABANDONED_UPLOAD_MS
    const old = (await multipart.listUploads()).filter((u) => u.initiated.getTime() < before)
    if (!old.length) return 0
    const ours = await db
      .select({ key: uploadedObjects.key })
      .from(uploadedObjects)
      .where(
        and(
          inArray(
            uploadedObjects.key,
            old.map((u) => u.key),
          ),
          eq(uploadedObjects.kind, 'multipart'),
          eq(uploadedObjects.status, 'pending'),
        ),
      )
    const keys = new Set(ours.map((r) => r.key))
    let aborted = 0
    for (const u of old.filter((x) => keys.has(x.key))) {
      try {
        await multipart.abort(u.key, u.uploadId)
      } catch (e) {
        if ((e as { name?: string }).name !== 'NoSuchUpload') throw e
      }
      await db.update(uploadedObjects).set({ status: 'aborted' }).where(eq(uploadedObjects.key, u.key))
      aborted++
    }
    return aborted
  }
}
