import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import cookie from '@fastify/cookie'
import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { AGE_CONFIRMATION_NEEDED, AGE_CONFIRMATION_NEEDED_CODE } from '../domain/auth'
import { type Adapters, createAdapters } from './adapters'
import { createDevices } from './auth/devices'
import { createEmailVerifications } from './auth/email-verification'
import { createPasswordResets } from './auth/password-reset'
import { authRoutes } from './auth/routes'
import { createAuthService } from './auth/service'
import { resumeSession, sessionCookieName } from './auth/session-cookie'
import { createSessionStore } from './auth/sessions'
import { type Clock, systemClock } from './clock'
import type { Config } from './config'
import type { Database } from './db/client'
import { AppError, installErrorHandler } from './errors'
import { registerFeatures } from './features'
import { createCatalogueCache } from './features/events/catalogue-cache'
import { keepCatalogueFresh } from './features/events/catalogue-invalidation'
import { supportRoutes } from './features/support/routes'
import { publicConfigJson, systemRoutes } from './features/system/routes'
import { createHousekeeping } from './jobs/housekeeping'
import { createRetention } from './jobs/retention'
import { TaskRegistry } from './jobs/tasks'
import { type LogFormat, loggerOptions } from './logging'
import { databaseRateLimitStore, perMinute } from './rate-limit'
import { securityHeaders } from './security-headers'
import { withSigningSecret } from './signing'
import { createSpaShell } from './spa-shell'

export interface AppDeps {
  config: Config
  database: Database
  clock?: Clock
  /** Where the built SPA lives; absent in API-only tests. */
  clientDir?: string
  logger?: FastifyServerOptions['logger']
  /** How the process logs (main.ts decides); JSON with a line per request unless told otherwise. */
  logFormat?: LogFormat
  /** Adapters to use instead of the configured ones (tests hand in fakes here); the rest come from config. */
  adapters?: Partial<Adapters>
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Called by other services (verified by their signatures), never by a browser session. */
const WEBHOOKS = new Set(['/api/payments/stripe/webhook', '/api/sms/inbound'])
/** What an account may still change before answering the age question: itself (sign-out, settings, deletion). */
const OWN_ACCOUNT = /^\/api\/(auth|account)\//
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/
/** Where the site serves files: uploads, the demo's pictures, the build's assets. */
const FILE_FOLDERS = ['/objects/', '/demo/', '/assets/']

export async function buildApp(deps: AppDeps) {
  const { database } = deps
  const clock = deps.clock ?? systemClock
  const db = database.db
  // Every signed value (reset and unsubscribe links, upload URLs, the device cookie) uses the deployment's secret.
  const config = await withSigningSecret(db, deps.config)
  const headers = securityHeaders(config)
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config, deps.logFormat ?? 'json'),
    // A person at a terminal is not helped by a line per request (12 000 lines in 25 minutes of clicking); errors
    // are still logged by the error handler (errors.ts).
    logController: new LogController({ disableRequestLogging: deps.logFormat === 'pretty' }),
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    },
    // A hop count trusts that many proxies nearest to the server (Fastify's types take it as a function).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_addr: string, hop: number) =>
              hop < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Fastify answers a malformed path (bad %-escape) or an over-long path parameter itself, before any hook: the
    // same JSON error format and headers as every other answer; a parameter too long to be an id is unknown.
    frameworkErrors: (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      reply.headers(headers).header('x-request-id', req.id)
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(404).send({ message: 'Not found' })
      return reply.code(400).send({ message: 'This address is not valid' })
    },
  }).withTypeProvider<ZodTypeProvider>()

  // Every route the server answers, so the authorization matrix test can prove none slipped in unreviewed.
  const routeTable: { method: string; url: string }[] = []
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routeTable.push({ method, url: r.url })
  })
  app.decorate('routeTable', routeTable)
  app.decorate('appConfig', config)

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandler(app)
  // A request sent without a body (curl -X POST, fetch with none) is read as an empty object, so it gets the same
  // field messages as `{}` ("Password is required") instead of "expected object, received null".
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.body == null && req.routeOptions.schema?.body) req.body = {}
    done()
  })
  // A plain (not async) hook with headers computed once: this runs on every request.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers)
    reply.header('x-request-id', req.id)
    // An empty body sent as JSON (a client that sets the header on every call) is no body, as above, instead of
    // Fastify's "Body cannot be empty when content-type is set to 'application/json'".
    if (req.headers['content-length'] === '0' && req.headers['content-type']?.startsWith('application/json'))
      delete req.headers['content-type']
    done()
  })

  await app.register(cookie, { secret: config.SESSION_SECRET })
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, clock),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
  })
  await app.register(swagger, {
    openapi: { info: { title: 'Cradle API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  const sessions = createSessionStore({ db, clock, ttlDays: config.SESSION_TTL_DAYS })
  const verifications = createEmailVerifications({ db, clock, config, adminEmails: config.ADMIN_EMAILS })
  const auth = createAuthService({ db, clock, adminEmails: config.ADMIN_EMAILS, verifications })
  const publicOrigin = new URL(config.PUBLIC_URL).origin

  app.decorateRequest('user', null)
  const cookieName = sessionCookieName(config)
  // Callback style: most public reads carry no session cookie and are answered without a promise here.
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.url.startsWith('/api/')) return done()
    // Cross-site writes are refused: the session cookie must not be usable from another site.
    if (!SAFE_METHODS.has(req.method) && !WEBHOOKS.has(req.url.split('?')[0])) {
      const origin = req.headers.origin
      const own = origin === publicOrigin || origin === `${req.protocol}://${req.host}`
      if ((origin && !own) || req.headers['sec-fetch-site'] === 'cross-site') {
        return done(new AppError(403, 'Cross-origin request refused'))
      }
    }
    if (!req.cookies[cookieName]) return done()
    resumeSession({ config, sessions }, req, reply).then((user) => {
      req.user = user
      // An account from OpenID Connect that has not answered the age question changes nothing but its own account
      // until it does (issue 33); reading stays open, so the app can ask.
      if (user?.ageConfirmationNeeded && !SAFE_METHODS.has(req.method) && !OWN_ACCOUNT.test(req.url))
        return done(
          new AppError(403, AGE_CONFIRMATION_NEEDED, undefined, undefined, AGE_CONFIRMATION_NEEDED_CODE),
        )
      done()
    }, done)
  })

  await app.register(systemRoutes, { db, config })
  const resets = createPasswordResets({ db, clock, config })
  const devices = createDevices({ db, clock, config })
  await app.register(authRoutes, { config, db, clock, auth, sessions, resets, verifications, devices })
  await app.register(supportRoutes, { db, config })
  const tasks = new TaskRegistry()
  app.decorate('tasks', tasks)
  const housekeeping = createHousekeeping({ db, clock })
  tasks.register({ name: 'housekeeping', everyMs: 3600_000, run: async () => void (await housekeeping()) })
  // The privacy page's retention limits (issue 33): once a day is plenty for limits counted in years.
  const retention = createRetention({ db, clock })
  tasks.register({ name: 'retention', everyMs: 24 * 3600_000, run: async () => void (await retention()) })
  const catalogue = createCatalogueCache({ clock })
  if (config.CATALOGUE_CACHE) await keepCatalogueFresh(app, database, catalogue)
  else catalogue.setEnabled(false)
  // The composition root: every adapter made once, here, and passed to the features (issue 28.2).
  const adapters = await createAdapters(config, deps.adapters)
  await registerFeatures(app, {
    config,
    db,
    databaseKind: database.kind,
    clock,
    sessions,
    tasks,
    catalogue,
    adapters,
  })

  const clientDir = deps.clientDir
  const hasClient = !!clientDir && existsSync(path.join(clientDir, 'index.html'))
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (precompress in vite.config.ts).
      preCompressed: true,
      // The build manifest is read by the server (spa-shell.ts), not by browsers.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable')
      },
    })
  }
  const shell = hasClient ? createSpaShell(clientDir, { publicConfig: publicConfigJson(config) }) : null
  const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/api?')
  // Folders of files, not pages: a file that is not there is a 404, never the app shell with 200 (issue 32).
  const isFilePath = (url: string) => FILE_FOLDERS.some((folder) => url.startsWith(folder))
  // Unknown API paths are limited per client, so the API cannot be scanned at full speed; page loads (every SPA
  // path ends here) are not, since many families may share one address (a hospital's network).
  const apiNotFoundLimit = app.rateLimit({
    ...perMinute(120, config.RATE_LIMIT_FACTOR).rateLimit,
    // Its own name (it has no route to be counted under), then the plugin's client key: an IPv6 client is its /64.
    keyGenerator: (req) => `api-not-found ${normalizeIP(req.ip)}`,
  })
  app.setNotFoundHandler(
    {
      preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
        if (isApiPath(req.url)) await apiNotFoundLimit.call(app, req, reply)
      },
    },
    (req, reply) => {
      if (
        isApiPath(req.url) ||
        isFilePath(req.url) ||
        (req.method !== 'GET' && req.method !== 'HEAD') ||
        !shell
      ) {
        return reply.code(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}` })
      }
      // History fallback: the SPA decides what the path shows (including its 404 page). The page carries its
      // session's user, so the signed-in frame is drawn from the first paint (issue 26.5): the answer is the
      // visitor's own, never a shared cache's.
      return resumeSession({ config, sessions }, req, reply).then((user) =>
        reply
          .header('cache-control', 'private, no-cache')
          .header('vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(shell.html(req.url.split('?')[0], user)),
      )
    },
  )

  return app
}
export type App = Awaited<ReturnType<typeof buildApp>>

declare module 'fastify' {
  interface FastifyInstance {
    /** Background tasks the features registered; main.ts runs them, tests call runAllOnce(). */
    tasks: TaskRegistry
    /** Every registered route (method, url pattern), collected by an onRoute hook. */
    routeTable: { method: string; url: string }[]
    /** The configuration the app runs with: the settings plus the deployment's signing secret. */
    appConfig: Config
  }
}
