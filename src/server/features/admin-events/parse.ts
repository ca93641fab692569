import type { z } from 'zod'
import { AppError } from '../../errors'

/**
 * Validates a body with a shared schema and answers the contract's 400
 * (`{message: "path: message", errors: [{path, message}]}`), one entry per field (its first problem).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body ?? {})
  if (r.success) return r.data
  const seen = new Set<string>()
  const errors: { path: string; message: string }[] = []
  for (const issue of r.error.issues) {
    const path = issue.path.join('.')
    if (seen.has(path)) continue
    seen.add(path)
    errors.push({ path, message: issue.message })
  }
  const first = errors[0]
  throw new AppError(400, first.path ? `${first.path}: ${first.message}` : first.message, errors)
}
