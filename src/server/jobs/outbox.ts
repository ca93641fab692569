import type { DbOrTx } from '../db/client'
import { outbox } from '../db/schema'

/**
 * Message kinds. The payload carries ids and facts; the worker renders the mail or SMS at delivery,
 * so every caller only states what happened.
 */
export type MessageKind =
  | 'registration-confirmation'
  | 'registration-cancelled'
  | 'payment-refunded'
  | 'waitlist-offer'
  | 'join-link'
  | 'sms-reminder'
  | 'post-event-survey'
  | 'missed-session'
  | 'review-moderated'
  | 'registrant-message'
  | 'event-cancelled'
  | 'event-rescheduled'
  | 'event-published'
  | 'event-deleted'
  | 'proposal-status-changed'
  | 'coming-soon-published'
  | 'bug-report'
  | 'password-reset'
  | 'email-verification'
  | 'data-export-ready'
  | 'email-change'
  | 'email-changed-notice'
  | 'stage-suggestions'
  | 'accommodation-requested'

export interface NewMessage {
  channel: 'email' | 'sms'
  kind: MessageKind
  /** Email address or E.164 phone number. */
  recipient: string
  userId?: string | null
  subject?: string
  payload?: Record<string, unknown>
  /** Same key, same message: enqueuing twice (a retried request, a replayed webhook) adds nothing. */
  dedupeKey?: string
  /** Not before this instant (default: now). */
  notBefore?: Date
}

/** Writes messages in the caller's transaction; the worker delivers them after commit. */
export async function enqueueMessages(tx: DbOrTx, messages: NewMessage[]): Promise<void> {
  if (!messages.length) return
  await tx
    .insert(outbox)
    .values(
      messages.map((m) => ({
        channel: m.channel,
        kind: m.kind,
        recipient: m.recipient,
        userId: m.userId ?? null,
        subject: m.subject,
        payload: m.payload ?? {},
        dedupeKey: m.dedupeKey,
        ...(m.notBefore ? { nextAttemptAt: m.notBefore } : {}),
      })),
    )
    .onConflictDoNothing()
}

export const enqueueMessage = (tx: DbOrTx, message: NewMessage) => enqueueMessages(tx, [message])
