import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { users } from '../../db/schema'
import { enqueueMessages } from '../../jobs/outbox'

/**
 * Stand-in for the notifications area's `enqueuePublishNotices(tx, eventId)`
 * (src/server/notifications/publish.ts): one 'event-published' message to each admin, written
 * in the publishing transaction. At merge, the lead swaps the body for that call.
 */
export async function enqueuePublishNotices(tx: Tx, eventId: string, sequence: number): Promise<void> {
  const admins = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
  await enqueueMessages(
    tx,
    admins.map((a) => ({
      channel: 'email' as const,
      kind: 'event-published' as const,
      recipient: a.email,
      userId: a.id,
      payload: { eventId },
      dedupeKey: `event-published:${eventId}:${sequence}:${a.id}`,
    })),
  )
}
