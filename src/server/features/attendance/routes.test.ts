import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider, createUser } from '../../../../test/factories'
import { registerAndConfirm } from '../../../../test/fakes/register'
import type { HttpClient } from '../../../../test/http-client'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { auditLog, registrations } from '../../db/schema'

const MIN = 60_000

describe.each(databaseKinds())('attendance on %s', (kind) => {
  let t: TestApp
  let admin: HttpClient
  let provider: HttpClient
  let otherProvider: HttpClient
  let profileId: string
  beforeAll(async () => {
    t = await startTestApp({ kind })
    admin = await t.signIn({ role: 'admin' })
    const p = await t.signIn({ role: 'provider' })
    provider = p
    profileId = (await createProvider(t.db, { userId: p.user.id })).id
    const o = await t.signIn({ role: 'provider' })
    otherProvider = o
    await createProvider(t.db, { userId: o.user.id })
  })
  afterAll(() => t?.close())

  async function session(startsInMs: number, extra: Parameters<typeof createEvent>[1] = {}) {
    const event = await createEvent(t.db, {
      startsAt: new Date(t.clock.now().getTime() + startsInMs),
      durationMinutes: 60,
      webinarLink: 'https://zoom.example/j/attend',
      provider2Id: profileId,
      ...extra,
    })
    const family = async (firstName: string, lastName: string) => {
      const u = await createUser(t.db, { firstName, lastName })
      return registerAndConfirm(t.db, { eventId: event.id, userId: u.id, email: u.email })
    }
    return { event, family }
  }
  const attendedAt = async (id: string) =>
    (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0].attendedAt

  it('opening the join link from 15 minutes before the start to the end marks the family attended, once', async () => {
    const { event, family } = await session(2 * 60 * MIN)
    const early = await family('Early', 'Bird')
    const onTime = await family('On', 'Time')
    const late = await family('Too', 'Late')
    const start = event.startsAt.getTime()

    t.clock.set(new Date(start - 16 * MIN))
    const go = await t.client().get(`/join/${early.joinToken}`)
    expect(go.status).toBe(302) // the room opens 24 hours before; attending does not
    expect(await attendedAt(early.id)).toBeNull()

    t.clock.set(new Date(start - 15 * MIN))
    expect((await t.client().get(`/join/${onTime.joinToken}`)).status).toBe(302)
    expect(await attendedAt(onTime.id)).toEqual(new Date(start - 15 * MIN))
    t.clock.advance(30 * MIN)
    await t.client().get(`/join/${onTime.joinToken}`)
    expect(await attendedAt(onTime.id)).toEqual(new Date(start - 15 * MIN)) // the first time counts

    t.clock.set(new Date(start + 60 * MIN + 1))
    await t.client().get(`/join/${late.joinToken}`)
    expect(await attendedAt(late.id)).toBeNull()
    t.clock.set(new Date())
  })

  it("a provider sees their own session's families with attendance, and nothing of another provider's", async () => {
    const { event, family } = await session(-30 * MIN)
    const ana = await family('Ana', 'Alvarez')
    await family('Ben', 'Baker')
    const gone = await family('Cy', 'Cancelled')
    await t.db.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, gone.id))
    await t.client().get(`/join/${ana.joinToken}`)

    const res = await provider.get(`/api/my-events/${event.id}/attendees`)
    expect(res.status).toBe(200)
    expect(res.body.event).toMatchObject({ id: event.id, title: event.title, canMark: true })
    expect(res.body.attendees).toEqual([
      {
        registrationId: ana.id,
        firstName: 'Ana',
        lastName: 'Alvarez',
        attendedAt: expect.any(String),
        markedByHand: false,
        accommodation: null,
      },
      expect.objectContaining({ firstName: 'Ben', lastName: 'Baker', attendedAt: null }),
    ])
    // Names and attendance only: no contact details or payments reach a provider.
    expect(JSON.stringify(res.body)).not.toContain('@example.test')

    expect((await otherProvider.get(`/api/my-events/${event.id}/attendees`)).status).toBe(403)
    const parent = await t.signIn()
    expect((await parent.get(`/api/my-events/${event.id}/attendees`)).status).toBe(403)
    expect((await t.client().get(`/api/my-events/${event.id}/attendees`)).status).toBe(401)
    expect((await provider.get('/api/my-events/not-an-id/attendees')).status).toBe(404)
    expect((await admin.get(`/api/my-events/${event.id}/attendees`)).status).toBe(200)
    // The admin list and the export carry it too.
    const list = await admin.get(`/api/events/${event.id}/registrations`)
    expect(list.body.find((a: { id: string }) => a.id === ana.id).attendedAt).toEqual(expect.any(String))
  })

  it('a facilitator or admin corrects attendance by hand (audited); the link does not undo a correction', async () => {
    const { event, family } = await session(-10 * MIN)
    const ana = await family('Ana', 'Hand')
    const ben = await family('Ben', 'Hand')
    const mark = (c: HttpClient, id: string, attended: unknown) =>
      c.put(`/api/registrations/${id}/attendance`, { attended })

    expect((await mark(provider, ana.id, 'yes')).status).toBe(400)
    const done = await mark(provider, ana.id, true)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ registrationId: ana.id, markedByHand: true })
    expect(await attendedAt(ana.id)).toEqual(t.clock.now())

    await t.client().get(`/join/${ben.joinToken}`)
    expect(await attendedAt(ben.id)).not.toBeNull()
    expect((await mark(admin, ben.id, false)).status).toBe(200)
    await t.client().get(`/join/${ben.joinToken}`)
    expect(await attendedAt(ben.id)).toBeNull()

    expect((await mark(otherProvider, ana.id, false)).status).toBe(403)
    expect((await mark(await t.signIn(), ana.id, false)).status).toBe(403)
    expect((await mark(provider, '00000000-0000-4000-8000-000000000000', true)).status).toBe(404)

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.attendance'), eq(auditLog.entityId, ben.id)))
    expect(audits).toHaveLength(1)
    expect(audits[0].changes).toMatchObject({ eventId: event.id, attended: { from: true, to: false } })

    // Days before the session, there is nothing to correct yet.
    const future = await session(3 * 24 * 60 * MIN)
    const early = await future.family('Not', 'Yet')
    const refused = await mark(provider, early.id, true)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/15 minutes before/)
  })
})
