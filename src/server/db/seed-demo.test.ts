import { existsSync } from 'node:fs'
import path from 'node:path'
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { createTestDatabase, databaseKinds } from '../../../test/test-db'
import { EVENT_STATUSES, EVENT_TYPES, FEW_LEFT_THRESHOLD } from '../../domain/event-rules'
import { verifyPassword } from '../auth/passwords'
import { loadConfig } from '../config'
import type { Database } from './client'
import {
  eventProposals,
  events,
  favorites,
  paymentIntents,
  proposalStatus,
  proposalVotes,
  providers,
  registrations,
  tags,
  users,
} from './schema'
import { DEMO_PASSWORD, seedDemoIfEmpty } from './seed-demo'

const publicDir = path.resolve(__dirname, '../../../public')
const config = loadConfig({ LOG_LEVEL: 'silent' })

describe.each(databaseKinds())('demo data on %s', (kind) => {
  let database: Database
  const now = new Date()
  let seeded: boolean
  let ms: number
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    // CPU time, not wall time: the test machines are shared, and PGlite runs inside this process.
    const t0 = process.cpuUsage()
    seeded = await seedDemoIfEmpty(database.db, config, now)
    const used = process.cpuUsage(t0)
    ms = (used.user + used.system) / 1000
  })
  afterAll(() => database.close())
  const db = () => database.db

  it('loads into an empty database, quickly', () => {
    expect(seeded).toBe(true)
    expect(ms).toBeLessThan(3000)
  })

  it('creates the three demo accounts with the documented password', async () => {
    const rows = await db().select().from(users)
    const byEmail = new Map(rows.map((u) => [u.email, u]))
    expect(byEmail.get('admin@cradle.test')?.role).toBe('admin')
    expect(byEmail.get('provider@cradle.test')?.role).toBe('provider')
    expect(byEmail.get('parent@cradle.test')?.role).toBe('parent')
    expect(await verifyPassword(DEMO_PASSWORD, byEmail.get('parent@cradle.test')?.passwordHash ?? '')).toBe(
      true,
    )
    expect(rows.length).toBeGreaterThanOrEqual(23)
    for (const u of rows) if (u.phone) expect(u.phone).toMatch(/^\+[1-9]\d{7,14}$/)
  })

  it('has at least 12 providers, each with a shipped photo, credentials and specialties', async () => {
    const rows = await db().select().from(providers)
    expect(rows.length).toBeGreaterThanOrEqual(12)
    for (const p of rows) {
      expect(p.profilePhotoUrl).toMatch(/^\/demo\/providers\/[a-z-]+\.svg$/)
      expect(existsSync(path.join(publicDir, p.profilePhotoUrl ?? 'missing'))).toBe(true)
      expect(p.credentials.length).toBeGreaterThan(0)
      expect(p.specialties.length).toBeGreaterThan(0)
    }
    expect(rows.some((p) => p.specialties.length > 3)).toBe(true)
    expect(rows.some((p) => p.featured)).toBe(true)
    expect(new Set(rows.flatMap((p) => p.languages)).size).toBeGreaterThan(5)
  })

  it('has at least 30 events covering every status, type and audience, over the past month and next 8 weeks', async () => {
    const rows = await db().select().from(events)
    expect(rows.length).toBeGreaterThanOrEqual(30)
    expect(new Set(rows.map((e) => e.status))).toEqual(new Set(EVENT_STATUSES))
    expect(new Set(rows.map((e) => e.eventType))).toEqual(new Set(EVENT_TYPES))
    expect(new Set(rows.map((e) => e.audience))).toEqual(new Set(['all', 'parents', 'providers']))
    expect(new Set(rows.map((e) => e.language)).size).toBeGreaterThanOrEqual(5)
    const day = 24 * 3600 * 1000
    for (const e of rows) {
      expect(e.startsAt.getTime()).toBeGreaterThan(now.getTime() - 31 * day)
      expect(e.startsAt.getTime()).toBeLessThan(now.getTime() + 57 * day)
      expect(existsSync(path.join(publicDir, e.imageUrl ?? 'missing'))).toBe(true)
      if (e.providerPhotoUrl) expect(existsSync(path.join(publicDir, e.providerPhotoUrl))).toBe(true)
    }
    expect(rows.filter((e) => e.startsAt < now).length).toBeGreaterThanOrEqual(5)
    expect(rows.filter((e) => e.startsAt > now && e.featured).length).toBeGreaterThanOrEqual(3)
    expect(rows.some((e) => e.priceCents === 0)).toBe(true)
    expect(rows.some((e) => e.priceCents > 0)).toBe(true)
    expect(rows.some((e) => e.provider3Id)).toBe(true)
  })

  it('copies each referenced provider’s shown fields onto the event', async () => {
    const rows = await db()
      .select({ e: events, p: providers })
      .from(events)
      .innerJoin(providers, eq(providers.id, events.provider2Id))
    expect(rows.length).toBeGreaterThan(0)
    for (const { e, p } of rows) {
      expect(e.provider2Name).toBe(`${p.firstName} ${p.lastName}`)
      expect(e.provider2PhotoUrl).toBe(p.profilePhotoUrl)
    }
  })

  it('keeps enrolled equal to confirmed registrations, full sold-out events and few seats on limited ones', async () => {
    const rows = await db()
      .select({
        status: events.status,
        capacity: events.capacity,
        enrolled: events.enrolled,
        confirmed: sql<number>`(select count(*)::int from ${registrations} r where r.event_id = "events"."id" and r.status = 'confirmed')`,
      })
      .from(events)
    for (const e of rows) {
      expect(e.enrolled).toBe(e.confirmed)
      if (e.status === 'sold_out') expect(e.enrolled).toBe(e.capacity)
      if (e.status === 'limited') {
        expect(e.capacity - e.enrolled).toBeGreaterThan(0)
        expect(e.capacity - e.enrolled).toBeLessThanOrEqual(FEW_LEFT_THRESHOLD)
      }
      if (e.status === 'published') expect(e.capacity - e.enrolled).toBeGreaterThan(FEW_LEFT_THRESHOLD)
    }
  })

  it('backs every paid registration with a succeeded test payment intent of the right amount', async () => {
    const rows = await db()
      .select({ r: registrations, pi: paymentIntents, price: events.priceCents })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .leftJoin(paymentIntents, eq(paymentIntents.id, registrations.paymentIntentId))
    for (const { r, pi, price } of rows) {
      expect(r.amountCents).toBe(price)
      if (price === 0) {
        expect(r.paymentStatus).toBe('free')
        expect(pi).toBeNull()
      } else {
        expect(pi).toMatchObject({
          status: 'succeeded',
          processor: 'test',
          amountCents: price,
          userId: r.userId,
        })
        expect(pi?.id).toMatch(/^pi_demo_/)
        expect(r.paymentStatus).toBe(r.status === 'confirmed' ? 'succeeded' : 'refunded')
      }
    }
  })

  it('registers the demo parent for upcoming (one paid) and past events, and gives them favourites', async () => {
    const [parent] = await db().select().from(users).where(eq(users.email, 'parent@cradle.test'))
    const rows = await db()
      .select({ startsAt: events.startsAt, price: events.priceCents, utm: registrations.utmSource })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(and(eq(registrations.userId, parent.id), eq(registrations.status, 'confirmed')))
    const upcoming = rows.filter((r) => r.startsAt > now)
    expect(upcoming.length).toBeGreaterThanOrEqual(2)
    expect(upcoming.some((r) => r.price > 0)).toBe(true)
    expect(rows.filter((r) => r.startsAt < now).length).toBeGreaterThanOrEqual(2)
    expect(rows.some((r) => r.utm)).toBe(true)
    const [{ n }] = await db().select({ n: count() }).from(favorites).where(eq(favorites.userId, parent.id))
    expect(n).toBeGreaterThan(0)
  })

  it('has proposals in every status and vote counts equal to votes', async () => {
    const rows = await db()
      .select({
        status: eventProposals.status,
        voteCount: eventProposals.voteCount,
        votes: sql<number>`(select count(*)::int from ${proposalVotes} v where v.proposal_id = "event_proposals"."id")`,
      })
      .from(eventProposals)
    expect(rows.length).toBeGreaterThanOrEqual(8)
    expect(new Set(rows.map((p) => p.status))).toEqual(new Set(proposalStatus.enumValues))
    for (const p of rows) expect(p.voteCount).toBe(p.votes)
    expect(rows.filter((p) => p.status === 'coming_soon' && p.votes > 0).length).toBeGreaterThanOrEqual(3)
  })

  it('links the provider account to a profile that facilitates events and has proposals', async () => {
    const [u] = await db().select().from(users).where(eq(users.email, 'provider@cradle.test'))
    const [p] = await db().select().from(providers).where(eq(providers.userId, u.id))
    expect(p).toMatchObject({ firstName: 'Maria', lastName: 'Lopez', email: 'provider@cradle.test' })
    const facilitated = await db()
      .select({ id: events.id })
      .from(events)
      .where(sql`${p.id} in (${events.providerId}, ${events.provider2Id}, ${events.provider3Id})`)
    expect(facilitated.length).toBeGreaterThanOrEqual(3)
    const own = await db()
      .select({ status: eventProposals.status, by: eventProposals.submittedByUserId })
      .from(eventProposals)
      .where(eq(eventProposals.providerId, p.id))
    expect(new Set(own.map((o) => o.status)).size).toBeGreaterThanOrEqual(3)
    for (const o of own) expect(o.by).toBe(u.id)
  })

  it('has tags in several categories linked to events', async () => {
    const rows = await db().select().from(tags)
    expect(new Set(rows.map((t) => t.category)).size).toBeGreaterThanOrEqual(3)
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(sql`event_tags`)
    expect(n).toBeGreaterThan(30)
  })

  it('does nothing on a second call', async () => {
    const before = await db().select({ n: count() }).from(events)
    expect(await seedDemoIfEmpty(db(), config, now)).toBe(false)
    expect(await db().select({ n: count() }).from(events)).toEqual(before)
  })
})

describe('demo data through the API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
    await seedDemoIfEmpty(t.db, t.config)
  })
  afterAll(() => t.close())

  it('signs the demo accounts in with the documented password and serves every event in the read shape', async () => {
    const admin = t.client()
    const login = await admin.post('/api/auth/login', { email: 'admin@cradle.test', password: DEMO_PASSWORD })
    expect(login.status).toBe(200)
    // The response schema validates every row: a demo event that broke the read contract would be a 500.
    const all = await admin.get('/api/events?limit=1000')
    expect(all.status).toBe(200)
    expect(all.body.length).toBeGreaterThanOrEqual(30)

    const publicList = await t.client().get('/api/events?limit=1000')
    expect(publicList.status).toBe(200)
    expect(publicList.body.some((e: { status: string }) => e.status === 'draft')).toBe(false)
    const featured = await t.client().get('/api/events?featured=true')
    expect(featured.body.length).toBeGreaterThanOrEqual(3)
  })
})

// Two processes starting together against one PostgreSQL (PGlite has a single connection, so only PostgreSQL can race).
describe.each(databaseKinds().filter((k) => k === 'postgres'))(
  'demo data seeded concurrently on %s',
  (kind) => {
    it('loads once when two starts race', async () => {
      const database = await createTestDatabase(kind)
      try {
        const results = await Promise.all([
          seedDemoIfEmpty(database.db, config),
          seedDemoIfEmpty(database.db, config),
        ])
        expect(results.filter(Boolean)).toHaveLength(1)
        const [{ n }] = await database.db
          .select({ n: count() })
          .from(users)
          .where(eq(users.email, 'admin@cradle.test'))
        expect(n).toBe(1)
      } finally {
        await database.close()
      }
    })
  },
)
