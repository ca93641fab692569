// Rows the notification journeys need: their own parent (so changing a profile never disturbs other
// journeys) and a registration whose confirmation waits in the outbox for the worker to deliver.
import { hashPassword } from '../../src/server/auth/passwords'
import type { Db } from '../../src/server/db/client'
import { events, registrations, users } from '../../src/server/db/schema'
import { enqueueMessage } from '../../src/server/jobs/outbox'

export const NOTIFY_PARENT = { email: 'notify-parent@cradle.test', password: 'cradle-demo' }
export const NOTIFY_EVENT_TITLE = 'Notify Fixture: Newborn Sleep Basics'

export async function seed(db: Db) {
  const passwordHash = await hashPassword(NOTIFY_PARENT.password)
  await db.transaction(async (tx) => {
    const [parent] = await tx
      .insert(users)
      .values({
        email: NOTIFY_PARENT.email,
        passwordHash,
        firstName: 'Nora',
        lastName: 'Notify',
        role: 'parent',
        emailVerifiedAt: new Date(),
      })
      .returning()
    const [event] = await tx
      .insert(events)
      .values({
        title: NOTIFY_EVENT_TITLE,
        description: 'A calm hour on newborn sleep for new parents.',
        eventType: 'Educational Discussion',
        startsAt: new Date(Date.now() + 10 * 24 * 3600_000),
        status: 'published',
        providerName: 'Pat Provider',
        providerRole: 'IBCLC',
      })
      .returning()
    const [reg] = await tx
      .insert(registrations)
      .values({ eventId: event.id, userId: parent.id, joinToken: 'notify-fixture-join-token' })
      .returning()
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'registration-confirmation',
      recipient: parent.email,
      userId: parent.id,
      payload: { registrationId: reg.id, eventId: event.id },
      dedupeKey: `registration-confirmation:${reg.id}`,
    })
  })
}
