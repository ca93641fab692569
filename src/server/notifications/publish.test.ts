import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider, createUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { eventProposals, favorites, notificationPreferences, outbox, proposalVotes } from '../db/schema'
import { enqueuePublishNotices } from './publish'

describe.each(databaseKinds())('publish notices on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('go to admins, the hosting provider and fans of the provider once each, leaving voters to the voter notice', async () => {
    const admin = await createUser(t.db, { role: 'admin' })
    const hostUser = await createUser(t.db, { role: 'provider' })
    const host = await createProvider(t.db, { userId: hostUser.id })
    const otherProvider = await createProvider(t.db)
    const fan = await createUser(t.db)
    const quietFan = await createUser(t.db)
    const voter = await createUser(t.db)
    const stranger = await createUser(t.db)
    const otherFan = await createUser(t.db)
    const [proposal] = await t.db
      .insert(eventProposals)
      .values({ serviceType: 'Class', eventName: 'Baby sleep' })
      .returning()
    await t.db.insert(favorites).values([
      { userId: fan.id, providerId: host.id },
      { userId: quietFan.id, providerId: host.id },
      { userId: voter.id, providerId: host.id },
      { userId: otherFan.id, providerId: otherProvider.id },
    ])
    await t.db.insert(notificationPreferences).values({ userId: quietFan.id, emailOptIn: false })
    await t.db.insert(proposalVotes).values({ userId: voter.id, proposalId: proposal.id })
    const event = await createEvent(t.db, {
      providerId: host.id,
      proposalId: proposal.id,
      facilitatorEmail: 'Facilitator@Example.test',
    })

    await t.db.transaction((tx) => enqueuePublishNotices(tx, event.id))
    await t.db.transaction((tx) => enqueuePublishNotices(tx, event.id))
    const rows = (await t.db.select().from(outbox)).filter((r) => r.payload.eventId === event.id)
    const to = rows.map((r) => r.recipient).sort()
    expect(to).toEqual([admin.email, hostUser.email, fan.email, 'Facilitator@Example.test'].sort())
    expect(to).not.toContain(voter.email)
    expect(to).not.toContain(stranger.email)
    expect(to).not.toContain(otherFan.email)
    expect(rows.every((r) => r.kind === 'event-published')).toBe(true)
  })
})
