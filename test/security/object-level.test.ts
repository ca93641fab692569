import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventProposals, registrations } from '../../src/server/db/schema'
import { createEvent, createProvider, createUser } from '../factories'
import type { HttpClient } from '../http-client'
import { startTestApp, type TestApp } from '../test-app'
import { databaseKinds } from '../test-db'

type Signed = HttpClient & { user: { id: string } }

/** One account can never read or change another's data, whatever ids it guesses. */
describe.each(databaseKinds())('object-level authorization on %s', (kind) => {
  let t: TestApp
  let alice: Signed
  let bob: Signed
  let pat: Signed
  let quinn: Signed
  let eventA: string
  let regA: string
  let patEvent: string
  let quinnEvent: string
  let patProviderId: string

  beforeAll(async () => {
    t = await startTestApp({ kind })
    alice = await t.signIn({ role: 'parent', firstName: 'Alice' })
    bob = await t.signIn({ role: 'parent', firstName: 'Bob' })
    pat = await t.signIn({ role: 'provider' })
    quinn = await t.signIn({ role: 'provider' })
    const patProvider = await createProvider(t.db, { userId: pat.user.id })
    const quinnProvider = await createProvider(t.db, { userId: quinn.user.id })
    patProviderId = patProvider.id
    eventA = (await createEvent(t.db)).id
    patEvent = (await createEvent(t.db, { providerId: patProvider.id })).id
    quinnEvent = (await createEvent(t.db, { providerId: quinnProvider.id })).id
    const [r] = await t.db
      .insert(registrations)
      .values({ eventId: eventA, userId: alice.user.id, joinToken: randomBytes(16).toString('hex') })
      .returning()
    regA = r.id
    await t.db.insert(eventProposals).values([
      {
        serviceType: 'Class',
        eventName: 'Pat idea',
        providerId: patProvider.id,
        submittedByUserId: pat.user.id,
        internalNotes: 'STAFF-ONLY-NOTE',
        reviewNotes: 'Looks good',
      },
      {
        serviceType: 'Class',
        eventName: 'Quinn idea',
        providerId: quinnProvider.id,
        submittedByUserId: quinn.user.id,
      },
    ])
  })
  afterAll(() => t?.close())

  it("a parent cannot read or cancel another parent's registration", async () => {
    expect((await alice.get(`/api/events/${eventA}/registration`)).body.id).toBe(regA)
    // Bob is told he holds none; Alice's is not his to see.
    const bobs = await bob.get(`/api/events/${eventA}/registration`)
    expect([bobs.status, bobs.body]).toEqual([200, null])
    const mine = await bob.get('/api/my-registrations')
    expect(mine.status).toBe(200)
    expect(mine.text).not.toContain(regA)
    // Guessing the id does not help: not found for Bob, and the admin-only cancel route is forbidden.
    expect((await bob.delete(`/api/registrations/${regA}`)).status).toBe(404)
    expect((await bob.post(`/api/registrations/${regA}/cancel`, {})).status).toBe(403)
    expect((await bob.get(`/api/events/${eventA}/calendar.ics`)).status).toBe(403)
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, regA))
    expect(row.status).toBe('confirmed')
    expect((await alice.get('/api/my-registrations')).text).toContain(regA)
  })

  it('preferences, profile and favourites are always the caller’s own', async () => {
    const prefs = { emailOptIn: false, smsOptIn: false, preferredChannel: 'email' }
    expect((await alice.post('/api/user/preferences', prefs)).status).toBe(200)
    expect((await alice.get('/api/user/preferences')).body.emailOptIn).toBe(false)
    expect((await bob.get('/api/user/preferences')).body.emailOptIn).toBe(true)

    expect((await alice.patch('/api/user/profile', { firstName: 'Alicia', lastName: 'A' })).status).toBe(200)
    const bobMe = (await bob.get('/api/auth/user')).body
    expect(bobMe.id).toBe(bob.user.id)
    expect(bobMe.firstName).toBe('Bob')
    // Naming someone else's id in the body does not redirect the write.
    const res = await bob.patch('/api/user/profile', { firstName: 'Bobby', lastName: 'B', id: alice.user.id })
    expect(res.status).toBe(400) // the profile schema is strict
    expect((await alice.get('/api/auth/user')).body.firstName).toBe('Alicia')

    expect((await alice.post(`/api/favorites/${patProviderId}`)).status).toBe(204)
    expect(JSON.stringify((await alice.get('/api/my-favorites')).body)).toContain(patProviderId)
    expect(JSON.stringify((await bob.get('/api/my-favorites')).body)).not.toContain(patProviderId)
    // Bob removing "his" favourite leaves Alice's untouched.
    expect((await bob.delete(`/api/favorites/${patProviderId}`)).status).toBe(204)
    expect(JSON.stringify((await alice.get('/api/my-favorites')).body)).toContain(patProviderId)
  })

  it('a provider sees only their own events and proposals, never staff-only notes', async () => {
    const events = await pat.get('/api/my-events')
    expect(events.status).toBe(200)
    const ids = events.body.map((e: { id: string }) => e.id)
    expect(ids).toContain(patEvent)
    expect(ids).not.toContain(quinnEvent)

    const proposals = await pat.get('/api/my-proposals')
    expect(proposals.status).toBe(200)
    expect(proposals.body.map((p: { eventName: string }) => p.eventName)).toEqual(['Pat idea'])
    expect(proposals.text).not.toContain('STAFF-ONLY-NOTE')
    expect(proposals.text).not.toContain('internalNotes')

    const [quinnProposal] = await t.db
      .select()
      .from(eventProposals)
      .where(eq(eventProposals.eventName, 'Quinn idea'))
    const edit = await pat.patch(`/api/my-proposals/${quinnProposal.id}`, { eventName: 'Hijacked' })
    expect(edit.status).toBe(404)
    const [after] = await t.db.select().from(eventProposals).where(eq(eventProposals.id, quinnProposal.id))
    expect(after.eventName).toBe('Quinn idea')

    expect((await pat.get(`/api/events/${patEvent}/calendar-provider.ics`)).status).toBe(200)
    expect((await pat.get(`/api/events/${quinnEvent}/calendar-provider.ics`)).status).toBe(403)
  })

  it('a parent with a guessed staff id still gets 403 from staff reads', async () => {
    const u = await createUser(t.db)
    expect((await alice.get(`/api/events/${eventA}/registrations`)).status).toBe(403)
    expect((await alice.request('PUT', `/api/users/${u.id}/role`, { role: 'admin' })).status).toBe(403)
    expect((await alice.get('/api/auth/user')).body.role).toBe('parent')
  })
})
