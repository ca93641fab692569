import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { UPLOAD_KEY } from '../../../domain/links'
import {
  formatMegabytes,
  MaterialUploadSchema,
  maxBytesFor,
  PDF_MIME_TYPE,
  RequestUploadSchema,
  UPLOAD_PURPOSES,
  UPLOAD_URL_TTL_MS,
  type UploadPurpose,
} from '../../../domain/uploads'
import type { ObjectStorage } from '../../adapters/storage/storage'
import { currentUser, requireAdmin } from '../../auth/guard'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { uploadedObjects } from '../../db/schema'
import { AppError } from '../../errors'
import { parseBody } from '../admin-events/parse'
import { checkFile, renderImage } from './inspect'
import { signUpload, verifyUpload } from './signing'

export interface UploadDeps {
  db: Db
  clock: Clock
  storage: ObjectStorage
  secret: Buffer
  /** Route rate-limit config for starting an upload. */
  limit?: { rateLimit: { max: number; timeWindow: string } }
}
const PutQuery = z.object({
  purpose: z.enum([...UPLOAD_PURPOSES, 'any']),
  expires: z.coerce.number().int(),
  sig: z.string(),
})

async function readLimited(stream: Readable, limit: number, tooLarge: () => AppError): Promise<Buffer> {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of stream) {
    total += chunk.length
    if (total > limit) {
      // Let the client finish sending so it reads our 413 instead of a reset connection.
      stream.resume()
      throw tooLarge()
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

const tooLargeFor = (purpose: UploadPurpose | 'any') => () => {
  const max = purpose === 'any' ? maxBytesFor(undefined) : maxBytesFor(purpose)
  const what =
    purpose === 'banner' || purpose === 'photo' ? 'Images' : purpose === 'pdf' ? 'PDF files' : 'Files'
  return new AppError(413, `${what} must be at most ${formatMegabytes(max)} (${max} bytes)`)
}

/** The signed PUT: its own plugin because it reads the raw body of any content type. */
const putRoute: FastifyPluginAsyncZod<UploadDeps> = async (app, deps) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload))

  app.put(
    '/api/objects/put/:key',
    { schema: { tags: ['uploads'], params: z.object({ key: z.string() }), querystring: PutQuery } },
    async (req) => {
      const { key } = req.params
      const { purpose, expires, sig } = req.query
      if (!UPLOAD_KEY.test(key) || !verifyUpload(deps.secret, key, purpose, expires, sig)) {
        throw new AppError(403, 'Invalid upload signature')
      }
      if (expires < deps.clock.now().getTime()) throw new AppError(403, 'Request has expired')
      const [row] = await deps.db.select().from(uploadedObjects).where(eq(uploadedObjects.key, key))
      if (row?.status !== 'pending') throw new AppError(409, 'This upload URL has already been used')
      const tooLarge = tooLargeFor(purpose)
      const declared = Number(req.headers['content-length'] ?? 0)
      const limit = purpose === 'any' ? maxBytesFor(undefined) : maxBytesFor(purpose)
      if (declared > limit) {
        ;(req.body as Readable | undefined)?.resume()
        throw tooLarge()
      }
      const body = req.body ? await readLimited(req.body as Readable, limit, tooLarge) : Buffer.alloc(0)
      if (!body.length) throw new AppError(400, 'No file received')
      const { mime, kind } = await checkFile(body, purpose)
      const now = deps.clock.now()
      if (kind === 'image') {
        const { full, thumb } = await renderImage(body, purpose)
        await deps.storage.put(key, full, 'image/webp')
        await deps.storage.put(`${key}-thumb`, thumb, 'image/webp')
        await deps.db.transaction(async (tx) => {
          await tx
            .update(uploadedObjects)
            .set({ status: 'stored', contentType: 'image/webp', sizeBytes: full.length })
            .where(eq(uploadedObjects.key, key))
          await tx.insert(uploadedObjects).values({
            key: `${key}-thumb`,
            ownerUserId: row.ownerUserId,
            kind: 'thumbnail',
            contentType: 'image/webp',
            sizeBytes: thumb.length,
            status: 'stored',
            createdAt: now,
          })
        })
        return {
          objectPath: `/objects/${key}`,
          thumbnailPath: `/objects/${key}-thumb`,
          contentType: 'image/webp',
          size: full.length,
        }
      }
      await deps.storage.put(key, body, mime)
      await deps.db
        .update(uploadedObjects)
        .set({ status: 'stored', contentType: mime, sizeBytes: body.length })
        .where(eq(uploadedObjects.key, key))
      return { objectPath: `/objects/${key}`, contentType: mime, size: body.length }
    },
  )
}

/** POST /api/objects/upload → signed PUT URL; PUT /api/materials/upload; GET /objects/{key}. */
export const uploadRoutes: FastifyPluginAsyncZod<UploadDeps> = async (app, deps) => {
  await app.register(putRoute, deps)

  app.post(
    '/api/objects/upload',
    { onRequest: requireAdmin, config: deps.limit, schema: { tags: ['uploads'] } },
    async (req) => {
      const { purpose } = parseBody(RequestUploadSchema, req.body ?? {})
      const key = randomUUID()
      const p = purpose ?? 'any'
      const expires = deps.clock.now().getTime() + UPLOAD_URL_TTL_MS
      await deps.db.insert(uploadedObjects).values({
        key,
        ownerUserId: currentUser(req).id,
        kind: p,
        status: 'pending',
        createdAt: deps.clock.now(),
      })
      const sig = signUpload(deps.secret, key, p, expires)
      return {
        uploadURL: `/api/objects/put/${key}?purpose=${p}&expires=${expires}&sig=${sig}`,
        objectPath: `/objects/${key}`,
        expiresAt: new Date(expires).toISOString(),
      }
    },
  )

  app.put(
    '/api/materials/upload',
    { onRequest: requireAdmin, schema: { tags: ['uploads'] } },
    async (req) => {
      const { fileUrl, fileType } = parseBody(MaterialUploadSchema, req.body)
      const key = /\/(?:objects|objects\/put)\/([0-9a-f-]{36})/.exec(fileUrl)?.[1]
      const [row] = key
        ? await deps.db
            .select()
            .from(uploadedObjects)
            .where(and(eq(uploadedObjects.key, key), eq(uploadedObjects.status, 'stored')))
        : []
      if (!row) throw new AppError(404, 'Uploaded file not found')
      const wantsPdf = /pdf/i.test(fileType)
      if (wantsPdf && row.contentType !== PDF_MIME_TYPE) throw new AppError(415, 'Only PDF files are allowed')
      return { objectPath: `/objects/${row.key}` }
    },
  )

  app.get(
    '/objects/:key',
    { schema: { hide: true, params: z.object({ key: z.string() }) } },
    async (req, reply) => {
      const { key } = req.params
      const [row] = UPLOAD_KEY.test(key)
        ? await deps.db
            .select()
            .from(uploadedObjects)
            .where(and(eq(uploadedObjects.key, key), eq(uploadedObjects.status, 'stored')))
        : []
      const stream = row ? await deps.storage.get(key) : null
      if (!row || !stream) throw new AppError(404, 'File not found')
      reply
        .header('content-type', row.contentType ?? 'application/octet-stream')
        // Keys are never reused, so the bytes behind one never change.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
      if (row.sizeBytes) reply.header('content-length', String(row.sizeBytes))
      if (row.contentType === PDF_MIME_TYPE)
        reply.header('content-disposition', `inline; filename="${key}.pdf"`)
      return reply.send(stream)
    },
  )
}
