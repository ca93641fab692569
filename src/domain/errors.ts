import { z } from 'zod'

/** The body of every non-2xx answer (DESIGN.md §4). */
export const ApiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** A stable name for a refusal the client acts on (an addition to DESIGN.md's format: `mfa_setup_required`). */
  code: z.string().optional(),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>
