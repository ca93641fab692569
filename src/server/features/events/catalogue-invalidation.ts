import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import type { CachedBody, CatalogueCache } from './catalogue-cache'

/** The channel the database triggers of migration 0001 notify on. */
export const CATALOGUE_CHANNEL = 'cradle_catalogue'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Keeps the cache honest. Database triggers on `events` and `providers` NOTIFY at every commit, from any
 * process, any write path (HTTP, background jobs, imports, psql). On PostgreSQL that notice reaches this
 * process's own listener a moment after the commit, so a successful write request also invalidates locally
 * before its answer leaves: the writer's next read can never beat the notice.
 */
export async function keepCatalogueFresh(app: FastifyInstance, database: Database, cache: CatalogueCache) {
  cache.setEnabled(false)
  const stop = await database.listen(CATALOGUE_CHANNEL, {
    onNotify: () => cache.invalidate(),
    onState: (listening) => cache.setEnabled(listening),
  })
  // Callback style, not async: this runs on every answer, and a promise per request is measurable.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!SAFE_METHODS.has(req.method) && reply.statusCode < 400) cache.invalidate()
    done(null, payload)
  })
  app.addHook('onClose', async () => {
    await stop()
  })
}

/** Whether an `Accept-Encoding` header admits gzip (by name or `*`, with a weight above zero). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  let star = false
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weighted = q === undefined || Number(q.slice(2)) > 0
    if (coding === 'gzip' || coding === 'x-gzip') return weighted
    if (coding === '*') star = weighted
  }
  return star
}

/**
 * Sends a cached public body with its validator, gzipped when the reader accepts it; a matching
 * `If-None-Match` (for either representation: both change together) gets 304 and no body.
 */
export function sendCatalogue(req: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  const gz = entry.gzip && acceptsGzip(req.headers['accept-encoding']) ? entry.gzip : null
  // Same for every non-staff reader, but readers' roles change: always revalidate, never trust a stored copy.
  reply
    .header('etag', gz ? gz.etag : entry.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding')
  const given = req.headers['if-none-match']
  if (
    given?.split(',').some((t) => {
      const tag = t.trim().replace(/^W\//, '')
      return tag === entry.etag || tag === entry.gzip?.etag
    })
  ) {
    return reply.code(304).send()
  }
  if (gz) reply.header('content-encoding', 'gzip')
  // A Buffer goes out as is: no serializer, no per-request encoding of a body that can be a megabyte.
  return reply.type('application/json; charset=utf-8').send(gz ? gz.body : entry.body)
}
