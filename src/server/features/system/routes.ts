import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Config, publicLinks } from '../../config'
import type { Db } from '../../db/client'

export const systemRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (_req, reply) => {
      try {
        await db.execute(sql`select 1`)
      } catch {
        return reply.code(503).send({ message: 'Database unreachable' })
      }
      return { status: 'ok' as const, database: 'ok' as const }
    },
  )

  // Fixed while the process runs: serialized once.
  const publicConfig = publicConfigJson(config)
  app.get('/api/config', { schema: { tags: ['system'] } }, (_req, reply) => {
    reply.type('application/json; charset=utf-8').send(publicConfig)
  })
}

/** GET /api/config's answer, which the app's HTML also carries (src/server/spa-shell.ts). */
export function publicConfigJson(config: Config): string {
  return JSON.stringify({
    // Links people keep or share (calendar entries) name the site by this, like the server's emails and files.
    publicUrl: config.PUBLIC_URL,
    links: publicLinks(config),
    payments: {
      processor: config.STRIPE_SECRET_KEY ? 'stripe' : 'test',
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    },
    oidc: !!config.OIDC_ISSUER,
    adminMfaRequired: config.ADMIN_MFA === 'required',
  })
}
