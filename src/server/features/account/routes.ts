import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  DataExportSchema,
  DeleteAccountSchema,
  describeDevice,
  SessionInfoSchema,
} from '../../../domain/account'
import { currentUser, requireUser } from '../../auth/guard'
import { endSession, sessionCookieName } from '../../auth/session-cookie'
import { AppError } from '../../errors'
import { perMinute } from '../../rate-limit'
import type { FeatureDeps } from '../index'
import { createDataExports } from './data-export'
import { createAccountDeletion } from './delete-account'

/** The person's own account: a copy of their data, and (below) leaving Cradle. */
export const accountRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db, clock, config, tasks, sessions } = deps
  const tags = ['account']
  const exportsService = createDataExports({ db, clock, config })
  tasks.register({
    name: 'data-exports',
    everyMs: 15_000,
    run: async () => void (await exportsService.runQueued()),
  })

  app.get(
    '/api/account/data-export',
    { onRequest: requireUser, schema: { tags, response: { 200: DataExportSchema.nullable() } } },
    async (req) => exportsService.latest(currentUser(req).id),
  )

  app.post(
    '/api/account/data-export',
    {
      onRequest: requireUser,
      config: perMinute(5, config.RATE_LIMIT_FACTOR),
      schema: { tags, response: { 201: DataExportSchema } },
    },
    async (req, reply) => reply.code(201).send(await exportsService.request(currentUser(req))),
  )

  app.get(
    '/api/account/data-export/download',
    {
      onRequest: requireUser,
      schema: {
        tags,
        querystring: z.object({
          token: z.string().max(300).default(''),
          format: z.enum(['json', 'txt']).default('json'),
        }),
      },
    },
    async (req, reply) => {
      const file = await exportsService.download(currentUser(req).id, req.query.token, req.query.format)
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body)
    },
  )

  const deleteAccount = createAccountDeletion({ db, clock, publicUrl: config.PUBLIC_URL })
  app.post(
    '/api/account/delete',
    {
      onRequest: requireUser,
      config: perMinute(5, config.RATE_LIMIT_FACTOR),
      schema: { tags, body: DeleteAccountSchema },
    },
    async (req, reply) => {
      const startedAt = await sessions.startedAt(req.cookies[sessionCookieName(config)])
      await deleteAccount(currentUser(req).id, req.body, { startedAt })
      await endSession({ config, sessions }, req, reply)
      return reply.code(204).send()
    },
  )

  app.get(
    '/api/account/sessions',
    { onRequest: requireUser, schema: { tags, response: { 200: z.array(SessionInfoSchema) } } },
    async (req) => {
      const rows = await sessions.listFor(currentUser(req).id, req.cookies[sessionCookieName(config)])
      return rows.map((r) => ({
        id: r.id,
        device: describeDevice(r.userAgent),
        ip: r.ip,
        startedAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        current: r.current,
      }))
    },
  )

  app.delete(
    '/api/account/sessions/:id',
    { onRequest: requireUser, schema: { tags, params: z.object({ id: z.string().max(100) }) } },
    async (req, reply) => {
      if (!(await sessions.end(currentUser(req).id, req.params.id)))
        throw new AppError(404, 'This session has already ended')
      return reply.code(204).send()
    },
  )
}
