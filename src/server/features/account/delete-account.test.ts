import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider, createUser } from '../../../../test/factories'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { LAST_ADMIN_REFUSAL } from '../../../domain/account'
import {
  auditLog,
  events,
  favorites,
  jobs,
  outbox,
  paymentIntents,
  registrations,
  sessions,
  users,
  waitlistEntries,
} from '../../db/schema'
import { deletedEmail } from './delete-account'

const DAY = 24 * 3600_000

describe.each(databaseKinds())('deleting my account on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('ends sign-in at once, erases the person, keeps anonymous records that still count (issue 33.1)', async () => {
    const me = await t.signIn({ firstName: 'Dana', lastName: 'Private', phone: '+15555550199' })
    const uid = me.user.id
    const phone = await t.signIn(me.user) // a second device
    const now = t.clock.now()
    const paid = await createEvent(t.db, {
      priceCents: 3000,
      enrolled: 1,
      startsAt: new Date(now.getTime() + 7 * DAY),
    })
    const free = await createEvent(t.db, {
      enrolled: 2,
      capacity: 2,
      startsAt: new Date(now.getTime() + 3 * DAY),
    })
    const past = await createEvent(t.db, { enrolled: 1, startsAt: new Date(now.getTime() - 30 * DAY) })
    await t.db.insert(paymentIntents).values({
      id: 'pi_delete_1',
      clientSecret: 'pi_delete_1_secret',
      processor: 'test',
      userId: uid,
      eventId: paid.id,
      amountCents: 3000,
      status: 'succeeded',
    })
    const token = () => randomBytes(12).toString('hex')
    const [paidReg, freeReg, pastReg] = await t.db
      .insert(registrations)
      .values([
        {
          eventId: paid.id,
          userId: uid,
          joinToken: token(),
          amountCents: 3000,
          paymentStatus: 'succeeded',
          paymentIntentId: 'pi_delete_1',
          utmSource: 'newsletter',
        },
        { eventId: free.id, userId: uid, joinToken: token() },
        { eventId: past.id, userId: uid, joinToken: token(), amountCents: 0 },
      ])
      .returning()
    // Someone else holds the other seat of the full free event, and a third family waits for one.
    const other = await createUser(t.db)
    await t.db.insert(registrations).values({ eventId: free.id, userId: other.id, joinToken: token() })
    const waiting = await createUser(t.db)
    await t.db.insert(waitlistEntries).values({ eventId: free.id, userId: waiting.id })
    const full = await createEvent(t.db)
    await t.db.insert(waitlistEntries).values({ eventId: full.id, userId: uid })
    await t.db.insert(favorites).values({ userId: uid, providerId: (await createProvider(t.db)).id })
    await t.db.insert(outbox).values([
      { channel: 'email', kind: 'join-link', recipient: me.user.email, userId: uid, status: 'pending' },
      { channel: 'sms', kind: 'sms-reminder', recipient: '+15555550199', userId: uid, status: 'failed' },
      {
        channel: 'email',
        kind: 'registration-confirmation',
        recipient: me.user.email,
        userId: uid,
        status: 'sent',
        subject: 'Registered',
      },
    ])

    const wrong = await me.post('/api/account/delete', { password: 'not-my-password' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual([{ path: 'password', message: 'Password is incorrect' }])

    const done = await me.post('/api/account/delete', { password: me.user.password })
    expect(done.status).toBe(204)
    // Signed out everywhere at once, and the old password no longer opens anything.
    expect((await me.get('/api/auth/user')).status).toBe(401)
    expect((await phone.get('/api/auth/user')).status).toBe(401)
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, uid))).toEqual([])
    const again = await t
      .client()
      .post('/api/auth/login', { email: me.user.email, password: me.user.password })
    expect(again.status).toBe(401)

    const [row] = await t.db.select().from(users).where(eq(users.id, uid))
    expect(row).toMatchObject({
      email: deletedEmail(uid),
      firstName: null,
      lastName: null,
      phone: null,
      passwordHash: null,
      role: 'parent',
    })
    expect(row.deletedAt).not.toBeNull()

    // Registrations stay (counts and revenue), upcoming ones cancelled by the policy: the paid one refunded.
    const regs = await t.db.select().from(registrations).where(eq(registrations.userId, uid))
    expect(regs).toHaveLength(3)
    const byId = new Map(regs.map((r) => [r.id, r]))
    expect(byId.get(paidReg.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      utmSource: null,
    })
    expect(byId.get(freeReg.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Account deleted' })
    expect(byId.get(pastReg.id)).toMatchObject({ status: 'confirmed' })
    const refundJobs = await t.db.select().from(jobs).where(eq(jobs.kind, 'payment-refund'))
    expect(refundJobs.map((j) => j.payload.paymentIntentId)).toContain('pi_delete_1')
    const [paidNow] = await t.db.select().from(events).where(eq(events.id, paid.id))
    expect(paidNow.enrolled).toBe(0)
    // The freed seat went to the family waiting.
    const [offer] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, waiting.id))
    expect(offer.status).toBe('offered')
    const [mine] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, uid))
    expect(mine.status).toBe('cancelled')
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, uid))).toEqual([])

    // Nothing queued still writes to them; what was sent keeps no address.
    const left = await t.db.select().from(outbox).where(eq(outbox.recipient, me.user.email))
    expect(left).toEqual([])
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, '+15555550199'))).toEqual([])
    const kept = await t.db.select().from(outbox).where(eq(outbox.recipient, 'deleted account'))
    expect(kept.map((m) => m.status)).toEqual(['sent'])

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.delete'), eq(auditLog.entityId, uid)))
    expect(audit.changes).toMatchObject({ cancelled: 2, refunded: 1, waitlistPlaces: 1 })

    // The address is free for a new account.
    const fresh = await t.client().post('/api/auth/signup', {
      email: me.user.email,
      password: 'a-new-long-password',
      firstName: 'Dana',
      lastName: 'Again',
      ageConfirmed: true,
    })
    expect(fresh.status).toBe(201)
  })

  it('refuses the last admin, with a clear message, and lets an admin go once another remains', async () => {
    await t.db.update(users).set({ role: 'parent' }).where(eq(users.role, 'admin'))
    const admin = await t.signIn({ role: 'admin' })
    const refused = await admin.post('/api/account/delete', { password: admin.user.password })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(LAST_ADMIN_REFUSAL)
    expect((await admin.get('/api/auth/user')).status).toBe(200)

    await createUser(t.db, { role: 'admin' })
    expect((await admin.post('/api/account/delete', { password: admin.user.password })).status).toBe(204)
    // Deleted accounts leave the admin's user list.
    const lister = await t.signIn({ role: 'admin' })
    const list = await lister.get(`/api/users?q=${encodeURIComponent('deleted.invalid')}`)
    expect(list.body.total).toBe(0)
  })

  it('asks an account without a password for a fresh sign-in', async () => {
    const sso = await t.signIn()
    await t.db
      .update(users)
      .set({ passwordHash: null, oidcSubject: 'sub-1' })
      .where(eq(users.id, sso.user.id))
    t.clock.advance(11 * 60_000)
    const stale = await sso.post('/api/account/delete', {})
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/sign in again/)
  })
})
