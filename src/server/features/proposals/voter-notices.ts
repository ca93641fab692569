import { and, eq, isNull, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { eventProposals, events, notificationPreferences, proposalVotes, users } from '../../db/schema'
import { enqueueMessages } from '../../jobs/outbox'

/**
 * Votes turn into sign-ups: when the event an approved coming-soon proposal became is published, every voter
 * is told, with the event's page to register. Call it in the publishing transaction. One message per voter
 * and event (dedupe key), so publishing twice tells no one twice; voters who opted out of email are skipped.
 * Returns how many messages were written.
 */
export async function enqueueVoterNotices(tx: DbOrTx, eventId: string): Promise<number> {
  const [ev] = await tx
    .select({ id: events.id, title: events.title, startsAt: events.startsAt, proposalId: events.proposalId })
    .from(events)
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)))
  if (!ev?.proposalId) return 0
  const [proposal] = await tx
    .select({ eventName: eventProposals.eventName })
    .from(eventProposals)
    .where(eq(eventProposals.id, ev.proposalId))
  const voters = await tx
    .select({ userId: users.id, email: users.email })
    .from(proposalVotes)
    .innerJoin(users, eq(users.id, proposalVotes.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        eq(proposalVotes.proposalId, ev.proposalId),
        or(isNull(notificationPreferences.emailOptIn), eq(notificationPreferences.emailOptIn, true)),
      ),
    )
  await enqueueMessages(
    tx,
    voters.map((v) => ({
      channel: 'email' as const,
      kind: 'coming-soon-published' as const,
      recipient: v.email,
      userId: v.userId,
      subject: `"${ev.title}" is open for registration`,
      payload: {
        proposalId: ev.proposalId,
        proposalName: proposal?.eventName ?? ev.title,
        eventId: ev.id,
        eventTitle: ev.title,
        startsAt: ev.startsAt.toISOString(),
        /** Relative to PUBLIC_URL; the worker makes it absolute. */
        registerPath: `/events/${ev.id}`,
      },
      dedupeKey: `coming-soon-published:${ev.id}:${v.userId}`,
    })),
  )
  return voters.length
}
