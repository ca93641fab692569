import type { z } from 'zod'
import { AppError } from '../../errors'

/**
 * Validates a body with a shared schema and answers the contract's 400
 * (`{message: "path: message", errors: [{path, message}]}`), one entry per field (its first problem).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body ?? {})
  if (r.success) return r.data
  const errors = fieldErrors(r.error)
  const first = errors[0]
  throw new AppError(400, first.path ? `${first.path}: ${first.message}` : first.message, errors)
}

/** One message per field, the first the schema gave, in the schema's order. */
export function fieldErrors(error: z.ZodError): { path: string; message: string }[] {
  const seen = new Set<string>()
  const errors: { path: string; message: string }[] = []
  for (const issue of error.issues) {
    const path = issue.path.join('.')
    if (seen.has(path)) continue
    seen.add(path)
    errors.push({ path, message: issue.message })
  }
  return errors
}
