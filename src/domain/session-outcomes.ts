import { z } from 'zod'

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31')
/** The period: sessions that ended from `from` (00:00 UTC) through `to` (end of day UTC). Default: the last 90 days. */
export const SessionOutcomesQuerySchema = z.object({ from: isoDay.optional(), to: isoDay.optional() })

/**
 * How sessions went (issue 30.6). Over ended, held sessions (not drafts, cancelled or deleted):
 * fill rate = registered / capacity; attendance rate = attended / registered; no-show rate = the rest / registered.
 * A rate is null when its denominator is 0.
 */
export const OutcomeRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  sessions: z.number().int(),
  capacity: z.number().int(),
  registered: z.number().int(),
  attended: z.number().int(),
  noShows: z.number().int(),
  fillRate: z.number().nullable(),
  attendanceRate: z.number().nullable(),
  noShowRate: z.number().nullable(),
})
export type OutcomeRow = z.infer<typeof OutcomeRowSchema>
export const SessionOutcomesSchema = z.object({
  from: z.string(),
  to: z.string(),
  overall: OutcomeRowSchema,
  byTopic: z.array(OutcomeRowSchema),
  byProvider: z.array(OutcomeRowSchema),
})
export type SessionOutcomes = z.infer<typeof SessionOutcomesSchema>

export interface SessionCounts {
  capacity: number
  registered: number
  attended: number
}
const rate = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10000) / 10000 : null)

/** Sums sessions into one row. */
export function outcomeRow(key: string, label: string, sessions: SessionCounts[]): OutcomeRow {
  const capacity = sessions.reduce((s, x) => s + x.capacity, 0)
  const registered = sessions.reduce((s, x) => s + x.registered, 0)
  const attended = sessions.reduce((s, x) => s + x.attended, 0)
  return {
    key,
    label,
    sessions: sessions.length,
    capacity,
    registered,
    attended,
    noShows: registered - attended,
    fillRate: rate(registered, capacity),
    attendanceRate: rate(attended, registered),
    noShowRate: rate(registered - attended, registered),
  }
}
export const NO_TOPIC = 'No topic'
