import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider, createUser } from '../../../../test/factories'
import type { HttpClient } from '../../../../test/http-client'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { eventTags, registrations, tags } from '../../db/schema'

describe.each(databaseKinds())('session outcomes on %s', (kind) => {
  let t: TestApp
  let admin: HttpClient
  beforeAll(async () => {
    // A fixed "now", so the period holds exactly the sessions made here.
    t = await startTestApp({ kind })
    t.clock.set(new Date('2032-04-20T12:00:00Z'))
    admin = await t.signIn({ role: 'admin' })
  })
  afterAll(() => t?.close())

  /** A held session with `registered` families, `attended` of them there, and one cancelled registration. */
  async function held(startsAt: string, capacity: number, registered: number, attended: number, extra = {}) {
    const e = await createEvent(t.db, {
      startsAt: new Date(startsAt),
      durationMinutes: 60,
      capacity,
      ...extra,
    })
    for (let i = 0; i <= registered; i++) {
      const u = await createUser(t.db)
      await t.db.insert(registrations).values({
        eventId: e.id,
        userId: u.id,
        joinToken: randomBytes(12).toString('hex'),
        status: i === registered ? 'cancelled' : 'confirmed',
        attendedAt: i < attended ? new Date(startsAt) : null,
      })
    }
    return e
  }
  const topic = async (eventId: string, name: string) => {
    const [tag] = await t.db
      .insert(tags)
      .values({ tagName: `${name} ${kind}`, category: 'Topic' })
      .onConflictDoUpdate({ target: tags.tagName, set: { category: 'Topic' } })
      .returning()
    await t.db.insert(eventTags).values({ eventId, tagId: tag.id })
  }

  it('fill, attendance and no-show rates per topic and per provider match counts made by hand', async () => {
    const ana = await createProvider(t.db, { firstName: 'Ana', lastName: 'Outcome' })
    const ben = await createProvider(t.db, { firstName: 'Ben', lastName: 'Outcome' })
    const s1 = await held('2032-04-10T15:00:00Z', 10, 8, 6, { providerId: ana.id })
    await topic(s1.id, 'Sleep')
    const s2 = await held('2032-04-12T15:00:00Z', 20, 5, 1, { providerId: ana.id, provider2Id: ben.id })
    await topic(s2.id, 'Sleep')
    await topic(s2.id, 'Feeding')
    await held('2032-04-15T15:00:00Z', 4, 4, 4, { providerId: ben.id }) // no topic
    // Outside the period, not held, or not over: none of these count.
    await held('2032-03-01T15:00:00Z', 10, 10, 10, { providerId: ana.id })
    await held('2032-04-11T15:00:00Z', 10, 3, 0, { providerId: ana.id, status: 'cancelled' })
    await held('2032-04-20T11:30:00Z', 10, 3, 3, { providerId: ana.id }) // still under way
    await held('2032-04-09T15:00:00Z', 10, 3, 3, { providerId: ana.id, deletedAt: new Date() })

    const res = await admin.get('/api/admin/session-outcomes?from=2032-04-01&to=2032-04-30')
    expect(res.status).toBe(200)
    // By hand: sessions s1 (10 seats, 8 came to register, 6 attended), s2 (20, 5, 1), s3 (4, 4, 4).
    expect(res.body.overall).toEqual({
      key: 'all',
      label: 'All sessions',
      sessions: 3,
      capacity: 34,
      registered: 17,
      attended: 11,
      noShows: 6,
      fillRate: 0.5,
      attendanceRate: 0.6471,
      noShowRate: 0.3529,
    })
    const row = (rows: { label: string }[], label: string) => rows.find((r) => r.label === label)
    expect(row(res.body.byTopic, `Sleep ${kind}`)).toMatchObject({
      sessions: 2,
      capacity: 30,
      registered: 13,
      attended: 7,
      noShows: 6,
      fillRate: 0.4333,
      attendanceRate: 0.5385,
      noShowRate: 0.4615,
    })
    expect(row(res.body.byTopic, `Feeding ${kind}`)).toMatchObject({
      sessions: 1,
      fillRate: 0.25,
      noShowRate: 0.8,
    })
    expect(row(res.body.byTopic, 'No topic')).toMatchObject({
      sessions: 1,
      fillRate: 1,
      attendanceRate: 1,
      noShowRate: 0,
    })
    expect(row(res.body.byProvider, 'Ana Outcome')).toMatchObject({
      sessions: 2,
      capacity: 30,
      registered: 13,
      attended: 7,
    })
    expect(row(res.body.byProvider, 'Ben Outcome')).toMatchObject({
      sessions: 2,
      capacity: 24,
      registered: 9,
      attended: 5,
    })

    const bad = await admin.get('/api/admin/session-outcomes?from=2032-05-01&to=2032-04-01')
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('from')
    expect((await admin.get('/api/admin/session-outcomes?from=yesterday')).status).toBe(400)
    const empty = await admin.get('/api/admin/session-outcomes?from=2031-01-01&to=2031-01-31')
    expect(empty.body.overall).toMatchObject({
      sessions: 0,
      fillRate: null,
      attendanceRate: null,
      noShowRate: null,
    })
  })
})
