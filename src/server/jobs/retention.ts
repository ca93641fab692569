import { and, eq, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { events, outbox, paymentIntents, registrations, users, waitlistEntries } from '../db/schema'

const YEAR_MS = 365.25 * 24 * 3600_000

/**
 * What the privacy page promises (issue 33): analytics, meaning how a family found an event (the UTM fields and
 * referrer on a registration) and the log of messages sent, for 2 years; registration and payment records for 7
 * years. Browser-side analytics never leave the browser (web/lib/analytics.ts) and keep only the last 100 entries.
 */
export const RETENTION_YEARS = { analytics: 2, registrations: 7 } as const

export interface RetentionResult {
  analyticsCleared: number
  messagesDeleted: number
  registrationsDeleted: number
  paymentsDeleted: number
  waitlistDeleted: number
  deletedAccountsRemoved: number
}

/**
 * The retention task: every step works in batches of `batch` rows (no statement holds its locks, or the embedded
 * database, for long) and selects only rows still over their limit, so a second run, or two processes at once,
 * change nothing more.
 */
export function createRetention(deps: { db: Db; clock: Clock; batch?: number }) {
  const { db, clock } = deps
  const BATCH = deps.batch ?? 2_000

  /** Repeats one batched step until a batch comes back short. */
  async function drain(step: () => Promise<number>): Promise<number> {
    let total = 0
    for (;;) {
      const n = await step()
      total += n
      if (n < BATCH) return total
    }
  }

  return async function runRetention(): Promise<RetentionResult> {
    const now = clock.now().getTime()
    const analyticsBefore = new Date(now - RETENTION_YEARS.analytics * YEAR_MS)
    const recordsBefore = new Date(now - RETENTION_YEARS.registrations * YEAR_MS)
    const tracked = or(
      isNotNull(registrations.utmSource),
      isNotNull(registrations.utmMedium),
      isNotNull(registrations.utmCampaign),
      isNotNull(registrations.utmTerm),
      isNotNull(registrations.utmContent),
      isNotNull(registrations.referrer),
    )

    const analyticsCleared = await drain(async () => {
      const batch = db
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(lt(registrations.createdAt, analyticsBefore), tracked))
        .limit(BATCH)
      const done = await db
        .update(registrations)
        .set({
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          utmTerm: null,
          utmContent: null,
          referrer: null,
        })
        .where(inArray(registrations.id, batch))
        .returning({ id: registrations.id })
      return done.length
    })

    const messagesDeleted = await drain(async () => {
      const batch = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            // Counted from when it went (the app's clock), else from when it was queued.
            lt(sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`, analyticsBefore),
            inArray(outbox.status, ['sent', 'failed']),
          ),
        )
        .limit(BATCH)
      return (await db.delete(outbox).where(inArray(outbox.id, batch)).returning({ id: outbox.id })).length
    })

    // Registrations past 7 years go, with their seat in the event's count (the count always equals the confirmed
    // registrations, decision R1), in one transaction per batch.
    const registrationsDeleted = await drain(() =>
      db.transaction(async (tx) => {
        const batch = tx
          .select({ id: registrations.id })
          .from(registrations)
          .where(lt(registrations.createdAt, recordsBefore))
          .limit(BATCH)
        const gone = await tx
          .delete(registrations)
          .where(inArray(registrations.id, batch))
          .returning({ eventId: registrations.eventId, status: registrations.status })
        const seats = new Map<string, number>()
        for (const g of gone.filter((r) => r.status === 'confirmed'))
          seats.set(g.eventId, (seats.get(g.eventId) ?? 0) + 1)
        for (const [eventId, n] of [...seats].sort(([a], [b]) => a.localeCompare(b)))
          await tx
            .update(events)
            .set({ enrolled: sql`greatest(${events.enrolled} - ${n}, 0)` })
            .where(eq(events.id, eventId))
        return gone.length
      }),
    )

    const paymentsDeleted = await drain(async () => {
      const batch = db
        .select({ id: paymentIntents.id })
        .from(paymentIntents)
        .where(
          and(
            lt(paymentIntents.createdAt, recordsBefore),
            notExists(
              db
                .select({ one: sql`1` })
                .from(registrations)
                .where(eq(registrations.paymentIntentId, paymentIntents.id)),
            ),
          ),
        )
        .limit(BATCH)
      const gone = await db
        .delete(paymentIntents)
        .where(inArray(paymentIntents.id, batch))
        .returning({ id: paymentIntents.id })
      return gone.length
    })

    const waitlistDeleted = await drain(async () => {
      const batch = db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(lt(waitlistEntries.createdAt, recordsBefore))
        .limit(BATCH)
      const gone = await db
        .delete(waitlistEntries)
        .where(inArray(waitlistEntries.id, batch))
        .returning({ id: waitlistEntries.id })
      return gone.length
    })

    // A deleted account's anonymous row was kept only for its records: once none is left, it goes too.
    const deletedAccountsRemoved = await drain(async () => {
      const none = (table: typeof registrations | typeof paymentIntents | typeof waitlistEntries) =>
        notExists(db.select({ one: sql`1` }).from(table).where(eq(table.userId, users.id)))
      const batch = db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            isNotNull(users.deletedAt),
            isNull(users.passwordHash),
            none(registrations),
            none(paymentIntents),
            none(waitlistEntries),
          ),
        )
        .limit(BATCH)
      return (await db.delete(users).where(inArray(users.id, batch)).returning({ id: users.id })).length
    })

    return {
      analyticsCleared,
      messagesDeleted,
      registrationsDeleted,
      paymentsDeleted,
      waitlistDeleted,
      deletedAccountsRemoved,
    }
  }
}
