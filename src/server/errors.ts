import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429

/** A refusal the user can understand; answered with its status and `{ message, errors }`. */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message)
  }
}

export const notFound = (what = 'Not found') => new AppError(404, what)

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send({ message: error.message, errors: error.errors })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
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
