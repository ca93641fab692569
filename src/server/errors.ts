import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502

/** A refusal the user can understand (or, 502, a service we depend on failing); answered with its status and `{ message, errors }`. */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly errors?: { path: string; message: string }[],
    /** For a 429: when to try again, sent as `Retry-After` (seconds), as the rate limiter's own answers do. */
    readonly retryAfterSeconds?: number,
    /** A stable name for a refusal the client acts on (`mfa_setup_required`), sent as `code` beside the message. */
    readonly code?: string,
  ) {
    super(message)
  }
}

/**
 * PostgreSQL "data exception" codes for a value the schemas let through but the column cannot hold
 * (a NUL byte in text, a number past the column's range, a string past its length, a malformed uuid or
 * date). The request is the problem, not the server: 400, logged as a warning so the schema gets fixed.
 */
const REFUSED_VALUE: Record<string, string> = {
  '22001': 'A value is too long',
  '22003': 'A number is out of range',
  '22007': 'A date or time is not valid',
  '22008': 'A date or time is out of range',
  '22021': 'Text contains a character that is not allowed',
  '22P02': 'A value has the wrong format',
  '22P05': 'Text contains a character that is not allowed',
}

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

export const notFound = (what = 'Not found') => new AppError(404, what)

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds))
      return reply.code(error.status).send({ message: error.message, errors: error.errors, code: error.code })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path parameter that cannot be an id names nothing: 404, as an id that exists nowhere would
      // (`GET /api/events/x` and `GET /api/events/x/registration` answer alike). A schema's own
      // "… not found" sentence is kept.
      if (error.validationContext === 'params') {
        const own = error.validation[0]?.message
        return reply.code(404).send({ message: own && /not found$/i.test(own) ? own : 'Not found' })
      }
      const errors = error.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }))
      const first = errors[0]
      const message = first
        ? first.path
          ? `${first.path}: ${first.message}`
          : first.message
        : 'Invalid input'
      return reply.code(400).send({ message, errors })
    }
    const refused = REFUSED_VALUE[sqlState(error) ?? '']
    if (refused) {
      req.log.warn({ err: error }, 'the database refused a value the schema accepted')
      return reply.code(400).send({ message: refused })
    }
    const status = error.statusCode ?? 500
    if (status === 429) {
      return reply
        .code(429)
        .send({ message: error.message || 'Too many requests. Please wait a moment and try again.' })
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) carry safe messages.
      return reply.code(status).send({ message: error.message })
    }
    req.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ message: 'Something went wrong' })
  })
}
