import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent } from '../../../../test/factories'
import { startTestApp, type TestApp, TestClock } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { outbox } from '../../db/schema'
import { createStageSuggestions } from './suggestions'

// 2031-03-01: a due date of 2031-03-15 is week 38 today; in three weeks the baby will be a newborn.
const NOW = new Date('2031-03-01T18:00:00Z')
const day = (d: string) => new Date(`${d}T18:00:00Z`)

describe.each(databaseKinds())('classes for the next stage, by email, on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, clock: new TestClock(NOW) })
  })
  afterAll(() => t.close())

  const mails = (userId: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'stage-suggestions')))

  it('mails, once a week and only when turned on, the classes a child is moving into', async () => {
    const newborn = await createEvent(t.db, {
      title: 'Newborn Feeding Circle',
      startsAt: day('2031-03-25'),
      stageRange: { from: { phase: 'baby', value: 0 }, to: { phase: 'baby', value: 2 } },
    })
    // Fits today already: not "next".
    await createEvent(t.db, {
      title: 'Late Pregnancy Q&A',
      startsAt: day('2031-03-05'),
      stageRange: { from: { phase: 'pregnant', value: 36 }, to: { phase: 'pregnant', value: 40 } },
    })
    const parent = await t.signIn({ role: 'parent' })
    await parent.post('/api/my-stages', { kind: 'due', date: '2031-03-15' })
    const suggestions = createStageSuggestions({ db: t.db, clock: t.clock })

    expect(await suggestions.run()).toBe(0)
    expect((await parent.get('/api/my-stages/suggestions')).body).toEqual({ on: false })
    expect((await parent.put('/api/my-stages/suggestions', { on: true })).body).toEqual({ on: true })

    await suggestions.run()
    const [mail] = await mails(parent.user.id)
    expect(mail).toMatchObject({
      subject: 'Classes for your next stage',
      payload: { eventIds: [newborn.id] },
    })
    // A second round the same week sends nothing; a week later, again.
    await suggestions.run()
    expect(await mails(parent.user.id)).toHaveLength(1)
    t.clock.advance(8 * 86_400_000)
    await suggestions.run()
    expect(await mails(parent.user.id)).toHaveLength(2)

    await parent.put('/api/my-stages/suggestions', { on: false })
    t.clock.advance(8 * 86_400_000)
    await suggestions.run()
    expect(await mails(parent.user.id)).toHaveLength(2)
    t.clock.set(NOW)
  })

  it('the mail lists the classes still ahead, with a way to all classes for the stage', async () => {
    const parent = await t.signIn({ role: 'parent' })
    await parent.post('/api/my-stages', { kind: 'due', date: '2031-03-15' })
    await parent.put('/api/my-stages/suggestions', { on: true })
    await createStageSuggestions({ db: t.db, clock: t.clock }).run()
    await t.runTasks()
    const [mail] = await mails(parent.user.id)
    expect(mail.status).toBe('sent')
  })
})
