import { and, eq, isNull } from 'drizzle-orm'
import { type AccommodationInput, accommodationLabel } from '../../../domain/accommodations'
import type { Tx } from '../../db/client'
import { accommodationRequests, users } from '../../db/schema'
import { enqueueMessages } from '../../jobs/outbox'
import type { EventRow } from './seats'

/**
 * Stores a family's accommodation request with its registration (same transaction) and tells the event's
 * facilitator and every admin through the outbox (decision D30). A second call for the same registration (the
 * Stripe return after the webhook registered) adds the request only if none is stored yet.
 */
export async function recordAccommodationInTx(
  tx: Tx,
  ev: EventRow,
  registrationId: string,
  input: AccommodationInput,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .insert(accommodationRequests)
    .values({
      registrationId,
      kind: input.kind,
      language: input.language ?? null,
      note: input.note ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: accommodationRequests.id })
  if (!row) return
  const admins = await tx
    .select({ email: users.email, id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
  const recipients = new Map<string, string | null>(admins.map((a) => [a.email.toLowerCase(), a.id]))
  if (ev.facilitatorEmail && !recipients.has(ev.facilitatorEmail.toLowerCase()))
    recipients.set(ev.facilitatorEmail.toLowerCase(), null)
  const label = accommodationLabel(input)
  await enqueueMessages(
    tx,
    [...recipients].map(([recipient, userId]) => ({
      channel: 'email' as const,
      kind: 'accommodation-requested' as const,
      recipient,
      userId,
      subject: `Accommodation request: ${label} for ${ev.title}`,
      payload: { accommodationId: row.id, eventId: ev.id },
      dedupeKey: `accommodation-requested:${row.id}:${recipient}`,
    })),
  )
}
