import { lookup } from 'node:dns/promises'
import { mkdirSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import ipaddr from 'ipaddr.js'
import { PDF_MAX_BYTES } from '../../../domain/uploads'
import { quietAwsSdkNodeWarning } from '../../adapters/aws-sdk-quiet'
import { requireAdmin } from '../../auth/guard'
import { routeCompanionLogs } from './companion-log'

export const COMPANION_PATH = '/api/companion'

type Companion = typeof import('@uppy/companion')
// Loaded on first use or just after the start, not before the first answer: its modules take ~0.9 s (issue 34.6).
let loaded: Promise<Companion> | undefined
const loadCompanion = () => {
  loaded ??= import('@uppy/companion')
  return loaded
}
const PUT_PREFIX = '/api/objects/put/'

export interface CompanionDeps {
  publicUrl: string
  dataDir: string
  secret: Buffer
  /** REMOTE_FETCH_TEST_ALLOW: `host:port` pairs a test may fetch from although local. */
  testAllow: string[]
}

/** Why a link is refused, or null: http(s) only; every address its name resolves to must be public unicast. */
export async function refuseRemoteUrl(raw: unknown, testAllow: string[]): Promise<string | null> {
  let url: URL
  try {
    url = new URL(String(raw))
  } catch {
    return 'Enter a full link starting with http:// or https://'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Only http and https links can be fetched'
  const port = url.port || (url.protocol === 'https:' ? '443' : '80')
  if (testAllow.includes(`${url.hostname}:${port}`)) return null
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  try {
    addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address)
  } catch {
    return 'That address could not be found'
  }
  const bad = addresses.some((a) => {
    const ip = ipaddr.parse(a)
    const plain =
      ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()
        ? (ip as ipaddr.IPv6).toIPv4Address()
        : ip
    return plain.range() !== 'unicast'
  })
  return bad || !addresses.length ? 'This address is not allowed' : null
}

type Next = (err?: unknown) => void
type Handler = (
  req: IncomingMessage & { body?: Record<string, unknown> },
  res: ServerResponse,
  next: Next,
) => void

/**
 * Uppy Companion (the real package, an Express app) inside this server under /api/companion, URL provider only.
 * The bridge is a Fastify catch-all route that hands the raw request to Express (`reply.hijack()`), so Fastify's
 * guards (admin only) and rate limits apply and no second HTTP stack is mounted (decision D25). In front of
 * Companion: the link is checked (scheme, DNS, addresses) and the destination is forced to our own signed PUT,
 * where the size, magic-byte and resize checks of every upload run. Companion itself re-checks every connection,
 * redirects included, against non-public addresses (`allowLocalUrls: false`), and stops a download at 10 MB.
 */
export const companionRoutes: FastifyPluginAsync<CompanionDeps> = async (app, deps) => {
  const filePath = join(deps.dataDir, 'companion')
  mkdirSync(filePath, { recursive: true })
  const publicUrl = new URL(deps.publicUrl)
  // Companion sends the file to this very process, on the address it listens on (no proxy, no PUBLIC_URL round trip).
  const self = () => {
    const a = app.server.address()
    if (!a || typeof a === 'string') throw new Error('The server is not listening on a port')
    const any = a.address === '::' || a.address === '0.0.0.0'
    const host = any ? '127.0.0.1' : a.family === 'IPv6' ? `[${a.address}]` : a.address
    return `http://${host}:${a.port}`
  }
  // Before Companion (and the AWS SDK inside it) loads: quiet its start, send its lines to our logger.
  quietAwsSdkNodeWarning()
  routeCompanionLogs(app.log)
  let created: Promise<(req: IncomingMessage, res: ServerResponse, next: Next) => void> | undefined
  const companionHandle = () =>
    (created ??= loadCompanion().then((companion) => {
      const { app: companionApp } = companion.app({
        providerOptions: {},
        server: { host: publicUrl.host, protocol: publicUrl.protocol.replace(':', ''), path: COMPANION_PATH },
        filePath,
        secret: deps.secret.toString('hex'),
        enableUrlEndpoint: true,
        // Local addresses only when a test names its own server; then our check above is what refuses the rest.
        allowLocalUrls: deps.testAllow.length > 0,
        // The guard below sets the destination itself; this is Companion's own check of it.
        uploadUrls: [/^http:\/\/[^/]+\/api\/objects\/put\/[0-9a-f-]{36}\?/],
        corsOrigins: [deps.publicUrl],
        maxFileSize: PDF_MAX_BYTES,
        streamingUpload: true,
        metrics: false,
      })
      return companionApp as unknown as (req: IncomingMessage, res: ServerResponse, next: Next) => void
    }))

  // The URL endpoints' body is read here (Express's json parser then leaves it), checked and completed.
  const guard: Handler = (req, res, next) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size > 64 * 1024) req.destroy()
      else chunks.push(c)
    })
    req.on('end', async () => {
      const reply = (status: number, message: string) => {
        res.statusCode = status
        res.setHeader('content-type', 'application/json; charset=utf-8')
        res.end(JSON.stringify({ message }))
      }
      let body: Record<string, unknown>
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>
      } catch {
        return reply(400, 'The body must be JSON')
      }
      const refused = await refuseRemoteUrl(body.url, deps.testAllow)
      if (refused) return reply(400, refused)
      if (req.url?.endsWith('/get')) {
        const endpoint = typeof body.endpoint === 'string' ? body.endpoint : ''
        if (!endpoint.startsWith(PUT_PREFIX)) return reply(400, 'The upload destination must be this site')
        Object.assign(body, {
          endpoint: `${self()}${endpoint}`,
          protocol: 'multipart',
          httpMethod: 'PUT',
          useFormData: false,
          headers: {},
        })
      }
      req.body = body
      // Express's body parser skips a request it is told was already read.
      ;(req as IncomingMessage & { _body?: boolean })._body = true
      next()
    })
  }

  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_req, _payload, done) => done(null))
  // Only POST: the URL provider's /url/meta and /url/get (no OAuth providers, so none of Companion's GET routes).
  app.post(`${COMPANION_PATH}/*`, { onRequest: requireAdmin, schema: { hide: true } }, async (req, reply) => {
    reply.hijack()
    const raw = req.raw as IncomingMessage & { body?: Record<string, unknown> }
    raw.url = raw.url?.slice(COMPANION_PATH.length) || '/'
    const handle = await companionHandle()
    // The answer's token is followed by a websocket: it must be there before the page opens it.
    if (app.server.listening) await attachCompanionSocket(app.server as unknown as SocketServer)
    const run = () =>
      handle(raw, reply.raw, (err?: unknown) => {
        if (!reply.raw.headersSent) {
          reply.raw.statusCode = err ? 500 : 404
          reply.raw.setHeader('content-type', 'application/json; charset=utf-8')
        }
        reply.raw.end(JSON.stringify({ message: err ? 'Companion failed' : 'Not found' }))
      })
    if (/^\/url\/(meta|get)$/.test(raw.url.split('?')[0] ?? '')) guard(raw, reply.raw, run)
    else run()
  })
}

type SocketServer = Parameters<Companion['socket']>[0]
const sockets = new WeakMap<object, Promise<void>>()

/**
 * Companion's progress websocket on this server (`/api/companion/api/{token}`; the token is the upload's secret).
 * Once per server, whoever asks first: the start (a second after listening) or the first upload from a link.
 */
export function attachCompanionSocket(server: SocketServer): Promise<void> {
  let attached = sockets.get(server)
  if (!attached) {
    attached = loadCompanion().then((companion) => {
      companion.socket(server)
    })
    sockets.set(server, attached)
  }
  return attached
}
