import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { User } from '../../../domain/auth'
import {
  MESSAGE_RATE_REFUSAL,
  MESSAGES_PER_EVENT_PER_DAY,
  type MessagePreview,
  type RegistrantMessage,
  type SentMessage,
  smsNotice,
} from '../../../domain/registrant-messages'
import { recordAudit } from '../../audit'
import type { Clock } from '../../clock'
import type { Db, DbOrTx } from '../../db/client'
import {
  events,
  notificationPreferences,
  registrantMessageRecipients,
  registrantMessages,
  registrations,
  users,
  waitlistEntries,
} from '../../db/schema'
import { AppError } from '../../errors'
import { enqueueMessages } from '../../jobs/outbox'
import { requireFacilitatedEvent } from '../attendance/service'

/** Everyone holding a place (and, if asked, everyone waiting), once each, with what they agreed to receive. */
async function recipients(tx: DbOrTx, eventId: string, includeWaitlist: boolean) {
  const holders = tx
    .select({ userId: registrations.userId })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'confirmed')))
  const waiting = tx
    .select({ userId: waitlistEntries.userId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), inArray(waitlistEntries.status, ['waiting', 'offered'])))
  const ids = (await holders).map((r) => r.userId)
  if (includeWaitlist) ids.push(...(await waiting).map((r) => r.userId))
  const unique = [...new Set(ids)]
  if (!unique.length) return []
  return tx
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      smsOptIn: sql<boolean>`coalesce(${notificationPreferences.smsOptIn}, false)`,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, unique))
}

export function createRegistrantMessageService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    /** What would be sent, to how many: shown before sending. */
    async preview(user: User, eventId: string, input: RegistrantMessage): Promise<MessagePreview> {
      const event = await requireFacilitatedEvent(db, user, eventId)
      const list = await recipients(db, event.id, input.includeWaitlist)
      return {
        subject: input.subject,
        body: input.body,
        emailCount: list.length,
        smsCount: list.filter((r) => r.smsOptIn && r.phone).length,
        smsText: smsNotice(event.title),
      }
    },

    /** Email to every recipient, a text notice to those who chose SMS; all in one transaction, audited, rate-limited. */
    async send(user: User, eventId: string, input: RegistrantMessage) {
      const event = await requireFacilitatedEvent(db, user, eventId)
      return db.transaction(async (tx) => {
        // The event row is the lock: two sends at once count each other.
        await tx.select({ id: events.id }).from(events).where(eq(events.id, event.id)).for('update')
        const now = clock.now()
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(registrantMessages)
          .where(
            and(
              eq(registrantMessages.eventId, event.id),
              gt(registrantMessages.createdAt, new Date(now.getTime() - 24 * 3600_000)),
            ),
          )
        if (n >= MESSAGES_PER_EVENT_PER_DAY) throw new AppError(429, MESSAGE_RATE_REFUSAL)
        const list = await recipients(tx, event.id, input.includeWaitlist)
        const sms = list.filter((r) => r.smsOptIn && r.phone)
        const [msg] = await tx
          .insert(registrantMessages)
          .values({
            eventId: event.id,
            authorUserId: user.id,
            subject: input.subject,
            body: input.body,
            includeWaitlist: input.includeWaitlist,
            emailCount: list.length,
            smsCount: sms.length,
            createdAt: now,
          })
          .returning()
        if (list.length)
          await tx
            .insert(registrantMessageRecipients)
            .values(list.map((r) => ({ messageId: msg.id, userId: r.id })))
        await enqueueMessages(tx, [
          ...list.map((r) => ({
            channel: 'email' as const,
            kind: 'registrant-message' as const,
            recipient: r.email,
            userId: r.id,
            subject: input.subject,
            payload: { messageId: msg.id, eventId: event.id },
            dedupeKey: `registrant-message:${msg.id}:${r.id}`,
          })),
          ...sms.map((r) => ({
            channel: 'sms' as const,
            kind: 'registrant-message' as const,
            recipient: r.phone ?? '',
            userId: r.id,
            payload: { messageId: msg.id, eventId: event.id },
            dedupeKey: `registrant-message-sms:${msg.id}:${r.id}`,
          })),
        ])
        await recordAudit(tx, {
          actorUserId: user.id,
          action: 'event.message-registrants',
          entityType: 'event',
          entityId: event.id,
          changes: {
            messageId: msg.id,
            subject: input.subject,
            includeWaitlist: input.includeWaitlist,
            emails: list.length,
            sms: sms.length,
          },
        })
        return { id: msg.id, emailCount: list.length, smsCount: sms.length }
      })
    },

    /** The messages a family was sent, newest first. */
    async mine(user: User): Promise<SentMessage[]> {
      const rows = await db
        .select({ m: registrantMessages, title: events.title })
        .from(registrantMessageRecipients)
        .innerJoin(registrantMessages, eq(registrantMessages.id, registrantMessageRecipients.messageId))
        .innerJoin(events, eq(events.id, registrantMessages.eventId))
        .where(eq(registrantMessageRecipients.userId, user.id))
        .orderBy(desc(registrantMessages.createdAt))
        .limit(200)
      return rows.map(({ m, title }) => ({
        id: m.id,
        eventId: m.eventId,
        eventTitle: title,
        subject: m.subject,
        body: m.body,
        sentAt: m.createdAt.toISOString(),
      }))
    },
  }
}
