import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BulkImportPreviewSchema,
  BulkImportRequestSchema,
  ClassImportPreviewSchema,
  ClassImportRequestSchema,
  CommitRequestSchema,
  CommitResultSchema,
  ExtractTextRequestSchema,
  ImportClassCreateSchema,
  ImportedClassSchema,
  MAX_IMPORT_ROWS,
} from '../../../domain/imports'
import type { LlmImporter } from '../../adapters/llm/llm-importer'
import { currentUser, requireAdmin } from '../../auth/guard'
import { perMinute } from '../../rate-limit'
import type { FeatureDeps } from '../index'
import { extractText } from './extract-text'
import { createImportService } from './service'

/**
 * Above the 200 KB text limit (JSON escaping can double a paste), so the service answers 413 with
 * its own message instead of Fastify's generic one.
 */
const TEXT_BODY_LIMIT = 2 * 1024 * 1024
const COMMIT_BODY_LIMIT = 8 * 1024 * 1024

export const importRoutes: FastifyPluginAsyncZod<
  Pick<FeatureDeps, 'db' | 'clock' | 'config'> & { llm: LlmImporter | null }
> = async (app, { db, clock, config, llm }) => {
  const service = createImportService({ db, clock, llm })
  // Imports can call a paid LLM and write many rows: limited per client (issue 9, hardening).
  const limit = perMinute(20, config.RATE_LIMIT_FACTOR)
  // Class Import sends one call per class (admin.md §7): a whole batch must fit in one minute, so this route has its
  // own budget per admin, as large as the biggest commit; the parse that produced the batch counts under `limit`.
  const perClass = {
    rateLimit: {
      ...perMinute(MAX_IMPORT_ROWS, config.RATE_LIMIT_FACTOR).rateLimit,
      keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip,
    },
  }
  const tags = ['imports']

  app.post(
    '/api/admin/ai-bulk-import',
    {
      onRequest: requireAdmin,
      config: limit,
      bodyLimit: TEXT_BODY_LIMIT,
      schema: { tags, body: BulkImportRequestSchema, response: { 200: BulkImportPreviewSchema } },
    },
    async (req) => service.previewBulk(req.body.text, req.body.type),
  )

  app.post(
    '/api/admin/ai-import-classes',
    {
      onRequest: requireAdmin,
      config: limit,
      bodyLimit: TEXT_BODY_LIMIT,
      schema: { tags, body: ClassImportRequestSchema, response: { 200: ClassImportPreviewSchema } },
    },
    async (req) => service.previewClasses(req.body.text),
  )

  app.post(
    '/api/admin/event-proposals/coming-soon',
    {
      onRequest: requireAdmin,
      config: perClass,
      schema: { tags, body: ImportClassCreateSchema, response: { 201: ImportedClassSchema } },
    },
    async (req, reply) => {
      const p = await service.createComingSoon(currentUser(req).id, req.body)
      return reply.code(201).send({
        id: p.id,
        eventName: p.eventName,
        serviceType: p.serviceType,
        learningObjectives: p.learningObjectives,
        costPerRegistration: p.costPerRegistrationCents,
        durationMinutes: p.durationMinutes,
        status: p.status === 'coming_soon' ? ('coming_soon' as const) : ('submitted' as const),
        voteCount: p.voteCount,
        submittedAt: p.submittedAt.toISOString(),
      })
    },
  )

  app.post(
    '/api/admin/import/commit',
    {
      onRequest: requireAdmin,
      config: limit,
      bodyLimit: COMMIT_BODY_LIMIT,
      schema: { tags, body: CommitRequestSchema, response: { 200: CommitResultSchema } },
    },
    async (req) => service.commit(currentUser(req).id, req.body),
  )

  app.post(
    '/api/admin/import/extract-text',
    {
      onRequest: requireAdmin,
      config: limit,
      bodyLimit: COMMIT_BODY_LIMIT,
      schema: { tags, body: ExtractTextRequestSchema, response: { 200: z.object({ text: z.string() }) } },
    },
    async (req) => ({ text: await extractText(req.body.filename, req.body.contentBase64) }),
  )
}
