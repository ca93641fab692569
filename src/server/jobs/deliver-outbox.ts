import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { MessageAdapters } from '../adapters'
import { MailRejectedError } from '../adapters/mail/mailer'
import { SmsRejectedError } from '../adapters/sms/sms-sender'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { outbox } from '../db/schema'
import { PermanentError } from '../notifications/load'
import { createRenderer, type OutboxRow, type Rendered, redactSecrets } from '../notifications/render'

/** A claimed row belongs to its worker this long; after that (process killed) another worker takes it. */
export const LEASE_MS = 10 * 60_000
const BASE_BACKOFF_MS = 60_000
const MAX_BACKOFF_MS = 60 * 60_000

/** Wait before attempt n+1 after n failed attempts: 2, 4, 8 … minutes, at most an hour. */
export const backoffMs = (attempts: number) => Math.min(BASE_BACKOFF_MS * 2 ** attempts, MAX_BACKOFF_MS)

/** Scheduled reminders whose reason vanished are removed, so the scheduler can recompute them. */
const SCHEDULED_KINDS = ['join-link', 'sms-reminder', 'post-event-survey', 'missed-session']

/** Retrying cannot help: the cause is gone, or the provider refused this very message (bad address, STOP). */
const isPermanent = (err: unknown) =>
  err instanceof PermanentError || err instanceof MailRejectedError || err instanceof SmsRejectedError

export interface DeliveryLog {
  warn(obj: object, msg: string): void
}

export function createOutboxWorker(deps: {
  db: Db
  clock: Clock
  config: Config
  adapters: MessageAdapters
  log?: DeliveryLog
  batchSize?: number
}) {
  const { db, clock, config, adapters } = deps
  const renderer = createRenderer({ db, config, clock })
  const batchSize = deps.batchSize ?? 10

  /**
   * Claims due rows in one statement: `FOR UPDATE SKIP LOCKED` lets concurrent workers take disjoint
   * rows, and the lease (status sending + lockedUntil) keeps them away after commit.
   */
  async function claim(limit = batchSize): Promise<OutboxRow[]> {
    const now = clock.now()
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          // greatest(): rows queued with the database's default now() are due even when the app's clock
          // trails the database's (clock skew between machines, or a test clock).
          and(
            eq(outbox.status, 'pending'),
            lte(outbox.nextAttemptAt, sql`greatest(${now.toISOString()}::timestamptz, now())`),
          ),
          and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, now)),
        ),
      )
      .orderBy(outbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true })
    return db
      .update(outbox)
      .set({
        status: 'sending',
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning()
  }

  const mine = (row: OutboxRow) =>
    and(
      eq(outbox.id, row.id),
      eq(outbox.status, 'sending'),
      eq(outbox.lockedUntil, row.lockedUntil ?? new Date(0)),
    )

  async function send(row: OutboxRow, r: Exclude<Rendered, { type: 'skip' }>) {
    if (r.type === 'sms') return adapters.sms.send({ to: row.recipient, body: r.body })
    return adapters.mailer.send({
      from: config.MAIL_FROM,
      to: row.recipient,
      subject: r.subject,
      html: r.html,
      text: r.text,
      headers: r.headers,
      attachments: r.attachments,
      messageId: `<outbox-${row.id}@cradle>`,
    })
  }

  /** Renders and sends one claimed row, then records the outcome. Never throws. */
  async function deliver(row: OutboxRow): Promise<'sent' | 'skipped' | 'retry' | 'failed'> {
    const now = () => clock.now()
    try {
      const r = await renderer.render(row)
      if (r.type === 'skip') {
        // A final skip (the event started) can never come due again: keep it, so admins see why.
        if (SCHEDULED_KINDS.includes(row.kind) && !r.final) await db.delete(outbox).where(mine(row))
        else
          await db
            .update(outbox)
            .set({ status: 'sent', sentAt: now(), lockedUntil: null, lastError: `Skipped: ${r.reason}` })
            .where(mine(row))
        return 'skipped'
      }
      const { providerMessageId } = await send(row, r)
      // Keep what was sent, so admins read the mail as the family received it (secrets hidden).
      const kept = r.type === 'email' ? redactSecrets(r) : null
      const snapshot = kept
        ? {
            subject: kept.subject,
            html: kept.html,
            text: kept.text,
            headers: kept.headers,
            attachments: kept.attachments.map((a) => a.filename),
          }
        : { text: r.type === 'sms' ? r.body : '' }
      await db
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: now(),
          lockedUntil: null,
          lastError: null,
          providerMessageId,
          subject: row.subject ?? (r.type === 'email' ? r.subject : null),
          payload: { ...row.payload, rendered: snapshot },
        })
        .where(mine(row))
      return 'sent'
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      const final = isPermanent(err) || row.attempts >= row.maxAttempts
      deps.log?.warn(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: message },
        'delivery failed',
      )
      await db
        .update(outbox)
        .set(
          final
            ? { status: 'failed', lockedUntil: null, lastError: message.slice(0, 2000) }
            : {
                status: 'pending',
                lockedUntil: null,
                lastError: message.slice(0, 2000),
                nextAttemptAt: new Date(now().getTime() + backoffMs(row.attempts)),
              },
        )
        .where(mine(row))
      return final ? 'failed' : 'retry'
    }
  }

  /** Claims and delivers until nothing is due (bounded, so one round never runs forever). */
  async function runOnce(maxBatches = 20) {
    const counts = { sent: 0, skipped: 0, retry: 0, failed: 0 }
    for (let i = 0; i < maxBatches; i++) {
      const rows = await claim()
      for (const row of rows) counts[await deliver(row)]++
      if (rows.length < batchSize) break
    }
    return counts
  }

  return { claim, deliver, runOnce }
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>
