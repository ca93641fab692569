import { and, eq, inArray } from 'drizzle-orm'
import { UPLOAD_MISSING_MESSAGE, uploadKeyOf } from '../../../domain/links'
import type { DbOrTx } from '../../db/client'
import { uploadedObjects } from '../../db/schema'

export interface FileRef {
  /** The form field, as the 400 names it (`imageUrl`, `eventMaterials.0.url`). */
  path: string
  value: string | null | undefined
}

/**
 * Field errors for `/objects/{key}` values that name no stored upload (never uploaded, or still pending): a picture
 * saved on an event or provider must be a file the site has (issue 32). Values in `kept` were saved before and are
 * not checked again, so an event whose file is gone can still be edited.
 */
export async function missingUploads(
  db: DbOrTx,
  refs: FileRef[],
  kept: ReadonlySet<string> = new Set(),
): Promise<{ path: string; message: string }[]> {
  const wanted = refs.flatMap(({ path, value }) => {
    const key = value && !kept.has(value) ? uploadKeyOf(value) : null
    return key ? [{ path, key }] : []
  })
  if (!wanted.length) return []
  const found = await db
    .select({ key: uploadedObjects.key })
    .from(uploadedObjects)
    .where(
      and(
        inArray(uploadedObjects.key, [...new Set(wanted.map((w) => w.key))]),
        eq(uploadedObjects.status, 'stored'),
      ),
    )
  const stored = new Set(found.map((f) => f.key))
  return wanted
    .filter((w) => !stored.has(w.key))
    .map(({ path }) => ({ path, message: UPLOAD_MISSING_MESSAGE }))
}
