import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CANNOT_SIGN_MESSAGE,
  formatMegabytes,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  MULTIPART_MAX_PARTS,
  PDF_MAX_BYTES,
  PDF_MIME_TYPE,
  type UploadConfig,
} from '../../../domain/uploads'
import type { MultipartStorage } from '../../adapters/storage/storage'
import { currentUser, requireAdmin } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { uploadedObjects } from '../../db/schema'
import { AppError } from '../../errors'
import { parseBody } from '../admin-events/parse'
import { checkFile } from './inspect'

const CreateSchema = z.object({
  filename: z.string().min(1).max(255),
  type: z.enum(
    [...IMAGE_MIME_TYPES, PDF_MIME_TYPE],
    'Only JPEG, PNG or WebP images and PDF files are allowed',
  ),
  metadata: z.record(z.string(), z.unknown()).optional(),
})
const CompleteSchema = z.object({
  parts: z
    .array(z.object({ PartNumber: z.number().int().min(1), ETag: z.string() }))
    .min(1)
    .max(MULTIPART_MAX_PARTS),
})
const KeyQuery = z.object({ key: z.uuid() })
const admin = { onRequest: requireAdmin }

/**
 * The storage-companion calls Uppy's AwsS3 plugin makes for large files (S3 only): the browser sends
 * parts straight to the bucket; on completion the server checks the real type and size and deletes what fails.
 */
export const multipartRoutes: FastifyPluginAsyncZod<{
  db: Db
  clock: Clock
  multipart: MultipartStorage | null
  /** UPLOAD_MULTIPART_THRESHOLD_BYTES. */
  thresholdBytes: number
  limit?: { rateLimit: { max: number; timeWindow: string } }
}> = async (app, { db, clock, multipart, thresholdBytes, limit }) => {
  const need = () => {
    if (!multipart) throw new AppError(404, 'Multipart uploads need S3 storage (S3_BUCKET)')
    return multipart
  }
  const pending = async (key: string, userId: string) => {
    const [row] = await db
      .select()
      .from(uploadedObjects)
      .where(
        and(
          eq(uploadedObjects.key, key),
          eq(uploadedObjects.ownerUserId, userId),
          eq(uploadedObjects.status, 'pending'),
        ),
      )
    if (!row) throw new AppError(404, 'Upload not found')
    return row
  }

  // The browser picks single PUT or multipart before it starts (src/domain/uploads.ts shouldUseMultipart).
  app.get(
    '/api/objects/config',
    { ...admin, schema: { tags: ['uploads'] } },
    async (): Promise<UploadConfig> => ({
      multipart: multipart !== null,
      multipartThresholdBytes: thresholdBytes,
    }),
  )

  app.post(
    '/api/objects/multipart',
    { ...admin, config: limit, schema: { tags: ['uploads'] } },
    async (req) => {
      const s3 = need()
      const body = parseBody(CreateSchema, req.body)
      const key = randomUUID()
      await db.insert(uploadedObjects).values({
        key,
        ownerUserId: currentUser(req).id,
        kind: 'multipart',
        contentType: body.type,
        createdAt: clock.now(),
      })
      return s3.create(key, body.type)
    },
  )

  app.get(
    '/api/objects/multipart/:uploadId/:partNumber',
    {
      ...admin,
      schema: {
        tags: ['uploads'],
        params: z.object({ uploadId: z.string(), partNumber: z.string() }),
        querystring: z.object({ key: z.string().optional() }),
      },
    },
    async (req) => {
      const { key } = req.query
      const partNumber = Number(req.params.partNumber)
      const ok =
        KeyQuery.safeParse({ key }).success &&
        req.params.uploadId.trim() !== '' &&
        Number.isInteger(partNumber) &&
        partNumber >= 1 &&
        partNumber <= MULTIPART_MAX_PARTS
      // A request that could never be signed says so first, with or without S3 set up.
      if (!ok || !key) throw new AppError(400, CANNOT_SIGN_MESSAGE)
      const s3 = need()
      await pending(key, currentUser(req).id)
      return { url: await s3.signPart(key, req.params.uploadId, partNumber) }
    },
  )

  app.get(
    '/api/objects/multipart/:uploadId',
    {
      ...admin,
      schema: { tags: ['uploads'], params: z.object({ uploadId: z.string() }), querystring: KeyQuery },
    },
    async (req) => {
      const s3 = need()
      await pending(req.query.key, currentUser(req).id)
      return s3.listParts(req.query.key, req.params.uploadId)
    },
  )

  app.post(
    '/api/objects/multipart/:uploadId/complete',
    {
      ...admin,
      schema: { tags: ['uploads'], params: z.object({ uploadId: z.string() }), querystring: KeyQuery },
    },
    async (req) => {
      const s3 = need()
      const { key } = req.query
      const row = await pending(key, currentUser(req).id)
      const { parts } = parseBody(CompleteSchema, req.body)
      await s3.complete(key, req.params.uploadId, parts)
      const head = await s3.head(key, 4100)
      const size = head?.size ?? 0
      try {
        // The checks and messages of a single upload (inspect.ts): type by magic bytes (a file declared a PDF must
        // be one), size from the stored object. Anything refused is removed from the bucket.
        const declared = row.contentType === PDF_MIME_TYPE ? 'pdf' : 'any'
        const { mime, kind } = await checkFile(head?.bytes ?? Buffer.alloc(0), declared)
        const max = kind === 'pdf' ? PDF_MAX_BYTES : IMAGE_MAX_BYTES
        const what = kind === 'pdf' ? 'PDF files' : 'Images'
        if (size > max)
          throw new AppError(413, `${what} must be at most ${formatMegabytes(max)} (${max} bytes)`)
        await db
          .update(uploadedObjects)
          .set({ status: 'stored', contentType: mime, sizeBytes: size })
          .where(eq(uploadedObjects.key, key))
        return { location: `/objects/${key}`, objectPath: `/objects/${key}` }
      } catch (e) {
        await s3.delete(key)
        await db.update(uploadedObjects).set({ status: 'rejected' }).where(eq(uploadedObjects.key, key))
        throw e
      }
    },
  )

  app.delete(
    '/api/objects/multipart/:uploadId',
    {
      ...admin,
      schema: { tags: ['uploads'], params: z.object({ uploadId: z.string() }), querystring: KeyQuery },
    },
    async (req, reply) => {
      const s3 = need()
      await pending(req.query.key, currentUser(req).id)
      await s3.abort(req.query.key, req.params.uploadId)
      await db
        .update(uploadedObjects)
        .set({ status: 'aborted' })
        .where(eq(uploadedObjects.key, req.query.key))
      return reply.code(204).send()
    },
  )
}
