import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createUser } from '../../../../test/factories'
import type { HttpClient } from '../../../../test/http-client'
import { startTestApp, type TestApp, TestClock } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { paymentIntents, registrations } from '../../db/schema'
import { createProposal } from '../proposals/test-helpers'

const NOW = new Date('2030-06-12T15:00:00Z') // a Wednesday; its week starts Monday 2030-06-10
const day = 86_400_000
const at = (offsetDays: number) => new Date(NOW.getTime() + offsetDays * day)

// The known data set. Expected numbers are computed from these arrays, not by the code under test.
const EVENTS = [
  { status: 'published', startsAt: at(1), capacity: 10, enrolled: 4 },
  { status: 'published', startsAt: at(2), capacity: 20, enrolled: 20 },
  { status: 'limited', startsAt: at(3), capacity: 8, enrolled: 5 },
  { status: 'sold_out', startsAt: at(-3), capacity: 5, enrolled: 5 },
  { status: 'draft', startsAt: at(4), capacity: 25, enrolled: 0 },
  { status: 'draft', startsAt: at(5), capacity: 25, enrolled: 0 },
  { status: 'cancelled', startsAt: at(6), capacity: 25, enrolled: 0 },
  { status: 'archived', startsAt: at(-40), capacity: 25, enrolled: 0 },
  { status: 'published', startsAt: at(7), capacity: 25, enrolled: 1, deletedAt: at(-1) },
  { status: 'published', startsAt: at(8), capacity: 40, enrolled: 10 },
  { status: 'published', startsAt: at(9), capacity: 50, enrolled: 25 },
  { status: 'published', startsAt: at(10), capacity: 30, enrolled: 3 },
] as const
const PAYMENTS = [
  { status: 'succeeded', amountCents: 2500 },
  { status: 'succeeded', amountCents: 1000, refundedAt: at(-1) },
  { status: 'refunded', amountCents: 700, refundedAt: at(-1) },
  { status: 'requires_payment_method', amountCents: 5000 },
  { status: 'succeeded', amountCents: 1234 },
] as const
const PROPOSALS = [
  'submitted',
  'submitted',
  'under_review',
  'needs_info',
  'approved',
  'coming_soon',
  'declined',
] as const
/** Registration creation offsets in days; status. */
const REGS = [
  { days: 0, status: 'confirmed' },
  { days: -1, status: 'confirmed' },
  { days: -2, status: 'cancelled' },
  { days: -8, status: 'confirmed' },
  { days: -70, status: 'confirmed' },
  { days: -100, status: 'confirmed' }, // older than 12 weeks: in the total, not in the chart
] as const
const ROLES = ['parent', 'parent', 'parent', 'provider', 'provider', 'admin', 'reviewer'] as const

describe.each(databaseKinds())('dashboard metrics on %s', (kind) => {
  let t: TestApp
  let admin: HttpClient
  beforeAll(async () => {
    t = await startTestApp({ kind, clock: new TestClock(NOW) })
    for (const role of ROLES) await createUser(t.db, { role })
    admin = await t.signIn({ role: 'admin' })
    const evs = []
    for (const e of EVENTS) evs.push(await createEvent(t.db, { ...e, title: `E ${e.status} ${e.capacity}` }))
    const payer = await createUser(t.db)
    for (const p of PAYMENTS) {
      const id = `pi_${randomBytes(6).toString('hex')}`
      await t.db.insert(paymentIntents).values({
        id,
        clientSecret: `${id}_secret`,
        processor: 'test',
        userId: payer.id,
        eventId: evs[0].id,
        ...p,
      })
    }
    for (const s of PROPOSALS) await createProposal(t.db, { status: s })
    for (const r of REGS) {
      const u = await createUser(t.db)
      await t.db.insert(registrations).values({
        eventId: evs[1].id,
        userId: u.id,
        status: r.status,
        joinToken: randomBytes(8).toString('hex'),
        createdAt: at(r.days),
      })
    }
    // Generous: the first PGlite template is built here, which is slow on a busy machine.
  }, 180_000)
  afterAll(() => t.close())

  it('answers exactly the numbers computed from the data set', async () => {
    const res = await admin.get('/api/admin/dashboard-metrics')
    expect(res.status).toBe(200)
    const live = EVENTS.filter((e) => !('deletedAt' in e))
    // users: those in ROLES, the signed-in admin, the payer and one per registration are parents
    const extraParents = 1 + REGS.length
    expect(res.body).toMatchObject({
      events: {
        total: live.length,
        published: live.filter((e) => ['published', 'limited', 'sold_out'].includes(e.status)).length,
        draft: live.filter((e) => e.status === 'draft').length,
      },
      registrations: { total: REGS.filter((r) => r.status === 'confirmed').length },
      revenue: {
        total:
          PAYMENTS.filter((p) => p.status === 'succeeded' && !('refundedAt' in p)).reduce(
            (s, p) => s + p.amountCents,
            0,
          ) / 100,
      },
      proposals: {
        pending: PROPOSALS.filter((s) => ['submitted', 'under_review', 'needs_info'].includes(s)).length,
      },
      users: {
        parents: ROLES.filter((r) => r === 'parent').length + extraParents,
        providers: ROLES.filter((r) => r === 'provider').length,
        admins: ROLES.filter((r) => r === 'admin').length + 1,
      },
    })
    expect(res.body.revenue.total).toBe(37.34)
  })

  it('counts confirmed registrations per week for the last 12 weeks', async () => {
    const { body } = await admin.get('/api/admin/dashboard-metrics')
    expect(body.registrationsPerWeek).toHaveLength(12)
    expect(body.registrationsPerWeek[11]).toEqual({ weekStart: '2030-06-10', count: 2 })
    expect(body.registrationsPerWeek[10]).toEqual({ weekStart: '2030-06-03', count: 1 })
    expect(body.registrationsPerWeek[0].weekStart).toBe('2030-03-25')
    const total = body.registrationsPerWeek.reduce((s: number, w: { count: number }) => s + w.count, 0)
    expect(total).toBe(4)
  })

  it('shows the fill rate of the next 5 listed events', async () => {
    const { body } = await admin.get('/api/admin/dashboard-metrics')
    const expected = EVENTS.filter(
      (e) =>
        !('deletedAt' in e) &&
        ['published', 'limited', 'sold_out'].includes(e.status) &&
        e.startsAt.getTime() >= NOW.getTime(),
    )
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .slice(0, 5)
    expect(body.nextEvents.map((e: { fillRate: number }) => e.fillRate)).toEqual(
      expected.map((e) => e.enrolled / e.capacity),
    )
  })

  it('is 401 signed out and 403 for parents and providers', async () => {
    expect((await t.client().get('/api/admin/dashboard-metrics')).status).toBe(401)
    for (const role of ['parent', 'provider'] as const) {
      const c = await t.signIn({ role })
      expect((await c.get('/api/admin/dashboard-metrics')).status).toBe(403)
    }
  })
})
