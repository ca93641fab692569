import { and, count, eq, sql } from 'drizzle-orm'
import { archiveRefusal, DRAFT_UPCOMING_REFUSAL } from '../../../domain/event-rules'
import type { Tx } from '../../db/client'
import { auditLog, type events, registrations } from '../../db/schema'
import { AppError } from '../../errors'

type EventRow = typeof events.$inferSelect

export const REOPEN_REFUSAL = 'A cancelled event cannot be reopened. Create a new event instead.'

/**
 * Whether the event was cancelled at some point. An archived event keeps no trace of it in its row (archiving
 * from cancelled is allowed), so the audit log, written in the same transaction as every status change, is read.
 */
async function wasCancelled(tx: Tx, row: EventRow): Promise<boolean> {
  if (row.status === 'cancelled') return true
  if (row.status !== 'archived') return false
  const [hit] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'event'),
        eq(auditLog.entityId, row.id),
        sql`${auditLog.changes} -> 'status' ->> 'to' = 'cancelled'`,
      ),
    )
    .limit(1)
  return !!hit
}

/**
 * A cancelled event stays cancelled (decision AE10): its families were told and refunded, so reopening it would
 * send join links and reminders for a session they were told is off, and paid places would attend free.
 * Returns whether it had been cancelled, so the caller does not cancel it (and tell families) a second time.
 */
export async function refuseReopening(tx: Tx, row: EventRow, nextStatus: string): Promise<boolean> {
  const cancelled = await wasCancelled(tx, row)
  if (cancelled && nextStatus !== 'cancelled')
    throw new AppError(409, REOPEN_REFUSAL, [{ path: 'status', message: REOPEN_REFUSAL }])
  return cancelled
}

/**
 * 409 when archiving, or the edit form's move back to draft, would leave an upcoming event's families without their
 * join link, reminders or a word (decision AE10): one rule, `archiveRefusal`, with the sentence for each move.
 */
export async function refuseWithdrawing(
  tx: Tx,
  row: EventRow,
  to: 'archived' | 'draft',
  now: Date,
): Promise<void> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.eventId, row.id), eq(registrations.status, 'confirmed')))
  const refusal = archiveRefusal(
    { status: row.status, date: row.startsAt, duration: row.durationMinutes, registered: n },
    now,
  )
  if (!refusal) return
  const message = to === 'draft' ? DRAFT_UPCOMING_REFUSAL : refusal
  throw new AppError(409, message, [{ path: 'status', message }])
}
