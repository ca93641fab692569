import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createUser } from '../../../../test/factories'
import { createTestDatabase } from '../../../../test/test-db'
import type { Database } from '../../db/client'
import { notificationPreferences, outbox, proposalVotes } from '../../db/schema'
import { createProposal } from './test-helpers'
import { enqueueVoterNotices } from './voter-notices'

describe('enqueueVoterNotices', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase('pglite')
    // Generous: the first PGlite template is built here, which is slow on a busy machine.
  }, 180_000)
  afterAll(() => database.close())

  it('tells every voter once, with the event to register for, skipping email opt-outs', async () => {
    const db = database.db
    const proposal = await createProposal(db, { status: 'approved' })
    const [a, b, optedOut, nonVoter] = await Promise.all([
      createUser(db),
      createUser(db),
      createUser(db),
      createUser(db),
    ])
    await db
      .insert(proposalVotes)
      .values([a, b, optedOut].map((u) => ({ proposalId: proposal.id, userId: u.id })))
    await db.insert(notificationPreferences).values({ userId: optedOut.id, emailOptIn: false })
    const event = await createEvent(db, { proposalId: proposal.id, title: 'Newborn Sleep Basics' })

    expect(await db.transaction((tx) => enqueueVoterNotices(tx, event.id))).toBe(2)
    // Publishing again (or a retry) adds nothing.
    await db.transaction((tx) => enqueueVoterNotices(tx, event.id))
    const messages = await db.select().from(outbox).where(eq(outbox.kind, 'coming-soon-published'))
    expect(messages.map((m) => m.recipient).sort()).toEqual([a.email, b.email].sort())
    expect(messages.map((m) => m.recipient)).not.toContain(nonVoter.email)
    expect(messages[0].payload).toMatchObject({ eventId: event.id, registerPath: `/events/${event.id}` })
  })

  it('does nothing for an event that did not come from a proposal', async () => {
    const event = await createEvent(database.db)
    expect(await enqueueVoterNotices(database.db, event.id)).toBe(0)
  })
})
