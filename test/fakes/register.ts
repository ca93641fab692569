import { randomBytes } from 'node:crypto'
import type { Db } from '../../src/server/db/client'
import { registrations } from '../../src/server/db/schema'
import { enqueueMessage } from '../../src/server/jobs/outbox'

/** What the registration area does: a confirmed registration and its confirmation, in one transaction. */
export async function registerAndConfirm(
  db: Db,
  input: { eventId: string; userId: string; email: string; amountCents?: number },
) {
  return db.transaction(async (tx) => {
    const [reg] = await tx
      .insert(registrations)
      .values({
        eventId: input.eventId,
        userId: input.userId,
        amountCents: input.amountCents ?? 0,
        joinToken: randomBytes(16).toString('hex'),
      })
      .returning()
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'registration-confirmation',
      recipient: input.email,
      userId: input.userId,
      payload: { registrationId: reg.id, eventId: input.eventId },
      dedupeKey: `registration-confirmation:${reg.id}`,
    })
    return reg
  })
}
