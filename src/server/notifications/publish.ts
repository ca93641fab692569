import { and, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { events, favorites, notificationPreferences, proposalVotes, providers, users } from '../db/schema'
import { enqueueMessages } from '../jobs/outbox'

const optedIn = sql`coalesce(${notificationPreferences.emailOptIn}, true)`

/**
 * "Confirmation emails have been sent to staff and subscribers" (spec §8). Staff: every admin and the
 * accounts of the event's own providers (plus the facilitator's address). Subscribers: people who
 * favourited one of its providers, if they keep email on (voters on its proposal get the voter notice instead).
 * See docs/decisions/notify.md. Call it in the publishing transaction; each person gets one notice
 * per event even if the event is published twice.
 */
export async function enqueuePublishNotices(tx: DbOrTx, eventId: string): Promise<number> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId))
  if (!event) return 0
  const providerIds = [event.providerId, event.provider2Id, event.provider3Id].filter((v): v is string => !!v)

  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      or(
        eq(users.role, 'admin'),
        providerIds.length
          ? inArray(
              users.id,
              tx
                .select({ id: providers.userId })
                .from(providers)
                .where(and(inArray(providers.id, providerIds), isNotNull(providers.userId))),
            )
          : sql`false`,
      ),
    )
  // Voters of the proposal the event grew from get their own "now open, register" message
  // (features/proposals/voter-notices.ts), so they are left out here: one mail each, not two.
  const votersOfProposal = event.proposalId
    ? tx
        .select({ id: proposalVotes.userId })
        .from(proposalVotes)
        .where(eq(proposalVotes.proposalId, event.proposalId))
    : null
  const subscriberFilter = and(
    providerIds.length
      ? inArray(
          users.id,
          tx
            .select({ id: favorites.userId })
            .from(favorites)
            .where(inArray(favorites.providerId, providerIds)),
        )
      : sql`false`,
    votersOfProposal ? notInArray(users.id, votersOfProposal) : undefined,
  )
  const subscribers = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(subscriberFilter, optedIn))

  const byEmail = new Map<string, { id: string | null; email: string }>()
  for (const u of [...staff, ...subscribers]) byEmail.set(u.email.toLowerCase(), u)
  if (event.facilitatorEmail && !byEmail.has(event.facilitatorEmail.toLowerCase()))
    byEmail.set(event.facilitatorEmail.toLowerCase(), { id: null, email: event.facilitatorEmail })

  const recipients = [...byEmail.values()]
  await enqueueMessages(
    tx,
    recipients.map((r) => ({
      channel: 'email' as const,
      kind: 'event-published' as const,
      recipient: r.email,
      userId: r.id,
      subject: `New on Cradle: ${event.title}`,
      payload: { eventId },
      dedupeKey: `event-published:${eventId}:${r.id ?? r.email.toLowerCase()}`,
    })),
  )
  return recipients.length
}
