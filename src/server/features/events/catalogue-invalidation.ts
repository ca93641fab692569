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

export type ContentCoding = 'br' | 'gzip'

/**
 * The coding to send, of those `offered` (in the server's order of preference), by the weights of an
 * `Accept-Encoding` header: the highest weight above zero wins, a tie goes to the server's preference, and
 * `*` weighs every coding the header does not name. No header, or nothing acceptable: null (send as is).
 */
export function pickEncoding(
  header: string | undefined,
  offered: readonly ContentCoding[],
): ContentCoding | null {
  if (!header || offered.length === 0) return null
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, Number.isFinite(weight) ? weight : 0)
  }
  let best: ContentCoding | null = null
  let bestWeight = 0
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0
    if (weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  return best
}

/**
 * Sends a cached public body with its validator, compressed as the reader accepts (brotli once it is made,
 * else gzip); a matching `If-None-Match` (for any representation: they all change together) gets 304 and no
 * body.
 */
export function sendCatalogue(req: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  const { br, gzip } = entry
  const offered: ContentCoding[] = []
  if (br) offered.push('br')
  if (gzip) offered.push('gzip')
  const coding = pickEncoding(req.headers['accept-encoding'], offered)
  const chosen = coding === 'br' ? br : coding === 'gzip' ? gzip : null
  // Same for every non-staff reader, but readers' roles change: always revalidate, never trust a stored copy.
  reply
    .header('etag', (chosen ?? entry).etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding')
  const given = req.headers['if-none-match']
  if (
    given?.split(',').some((t) => {
      const tag = t.trim().replace(/^W\//, '')
      return tag === entry.etag || tag === gzip?.etag || tag === br?.etag
    })
  ) {
    return reply.code(304).send()
  }
  if (coding) reply.header('content-encoding', coding)
  // A Buffer goes out as is: no serializer, no per-request encoding of a body that can be a megabyte.
  return reply.type('application/json; charset=utf-8').send(chosen ? chosen.body : entry.body)
}
