import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider, createUser } from '../../../../test/factories'
import { registerAndConfirm } from '../../../../test/fakes/register'
import type { HttpClient } from '../../../../test/http-client'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { auditLog, outbox, providers, registrations } from '../../db/schema'

const HOUR = 3600_000
const DAY = 24 * HOUR

describe.each(databaseKinds())('verified reviews on %s', (kind) => {
  let t: TestApp
  let admin: HttpClient
  beforeAll(async () => {
    t = await startTestApp({ kind })
    admin = await t.signIn({ role: 'admin' })
  })
  afterAll(() => t?.close())

  /** A session that ended `endedAgo` ms ago, facilitated by `providerIds`, and one family per entry of `came`. */
  async function session(providerIds: string[], endedAgo = 2 * HOUR) {
    const event = await createEvent(t.db, {
      startsAt: new Date(t.clock.now().getTime() - endedAgo - HOUR),
      durationMinutes: 60,
      providerId: providerIds[0] ?? null,
      provider2Id: providerIds[1] ?? null,
    })
    const family = async (attended = true) => {
      const u = await createUser(t.db, { firstName: 'Ana', lastName: 'Reyes' })
      const reg = await registerAndConfirm(t.db, { eventId: event.id, userId: u.id, email: u.email })
      if (attended)
        await t.db
          .update(registrations)
          .set({ attendedAt: event.startsAt })
          .where(eq(registrations.id, reg.id))
      return { client: await t.signIn(u), reg, user: u }
    }
    return { event, family }
  }
  const figures = async (id: string) => {
    const [p] = await t.db
      .select({ rating: providers.rating, reviewCount: providers.reviewCount })
      .from(providers)
      .where(eq(providers.id, id))
    return p
  }
  const review = (c: HttpClient, regId: string, body: unknown) =>
    c.put(`/api/registrations/${regId}/review`, body)

  it('only an attendee reviews, after the session and within 30 days, once per session (editable)', async () => {
    const p = await createProvider(t.db)
    const { family } = await session([p.id])
    const ana = await family()
    const path = `/api/registrations/${ana.reg.id}/review`
    expect((await ana.client.get(path)).body).toMatchObject({ refusal: null, review: null })

    const bad = await review(ana.client, ana.reg.id, { rating: 6 })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]).toMatchObject({ path: 'rating', message: 'Please choose 1 to 5 stars' })
    const first = await review(ana.client, ana.reg.id, { rating: 4, body: 'Warm and practical.' })
    expect(first.status).toBe(200)
    expect(first.body.review).toMatchObject({ rating: 4, body: 'Warm and practical.', status: 'pending' })
    const edited = await review(ana.client, ana.reg.id, { rating: 5 })
    expect(edited.body.review).toMatchObject({ id: first.body.review.id, rating: 5, body: null })

    const absent = await family(false)
    const refused = await review(absent.client, absent.reg.id, { rating: 1 })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Only families who attended this session can review it')
    expect((await review(absent.client, ana.reg.id, { rating: 1 })).status).toBe(404)
    expect((await t.client().put(path, { rating: 1 })).status).toBe(401)

    const old = await session([p.id], 31 * DAY)
    const late = await old.family()
    expect((await review(late.client, late.reg.id, { rating: 5 })).body.message).toMatch(/30 days/)
    const upcoming = await session([p.id], -3 * HOUR)
    const early = await upcoming.family()
    expect((await review(early.client, early.reg.id, { rating: 5 })).status).toBe(409)
  })

  it('admins publish or hide with a reason; ratings follow published reviews exactly; the author is told', async () => {
    const a = await createProvider(t.db)
    const b = await createProvider(t.db)
    const { family } = await session([a.id, b.id])
    const one = await family()
    const two = await family()
    const r1 = (await review(one.client, one.reg.id, { rating: 5, body: 'Lovely' })).body.review.id
    const r2 = (await review(two.client, two.reg.id, { rating: 2 })).body.review.id
    expect(await figures(a.id)).toEqual({ rating: null, reviewCount: 0 })

    const pending = await admin.get('/api/admin/reviews?status=pending')
    expect(pending.body.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([r1, r2]))
    expect((await admin.patch(`/api/admin/reviews/${r1}`, { status: 'published' })).status).toBe(200)
    expect((await admin.patch(`/api/admin/reviews/${r2}`, { status: 'published' })).status).toBe(200)
    expect(await figures(a.id)).toEqual({ rating: '3.50', reviewCount: 2 })
    expect(await figures(b.id)).toEqual({ rating: '3.50', reviewCount: 2 })

    const noReason = await admin.patch(`/api/admin/reviews/${r2}`, { status: 'hidden' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors[0].path).toBe('reason')
    expect(
      (await admin.patch(`/api/admin/reviews/${r2}`, { status: 'hidden', reason: 'Names a child' })).status,
    ).toBe(200)
    expect(await figures(a.id)).toEqual({ rating: '5.00', reviewCount: 1 })
    const told = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'review-moderated'), eq(outbox.userId, two.user.id)))
    expect(told.map((m) => m.payload.status).sort()).toEqual(['hidden', 'published'])
    await t.runTasks()
    const delivered = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'review-moderated'), eq(outbox.userId, two.user.id)))
    // Only the decision that stands is told: the earlier "published" is skipped.
    expect(delivered.map((m) => [m.payload.status, m.lastError ?? 'sent']).sort()).toEqual([
      ['hidden', 'sent'],
      ['published', 'Skipped: the review changed since'],
    ])
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, r2))
    expect(audits.map((x) => x.action).sort()).toEqual(['review.hide', 'review.publish'])
    expect((await two.client.get(`/api/registrations/${two.reg.id}/review`)).body.review).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Names a child',
    })

    // The profile shows the published one only, by first name and initial.
    const shown = await t.client().get(`/api/providers/${a.id}/reviews`)
    expect(shown.body).toEqual([
      expect.objectContaining({ id: r1, rating: 5, body: 'Lovely', author: 'Ana R.' }),
    ])
    expect(JSON.stringify(shown.body)).not.toContain('@')
    expect((await t.client().get(`/api/providers/${a.id}`)).body).toMatchObject({
      rating: '5.00',
      reviewCount: 1,
    })

    // An edit goes back to moderation and out of the figures.
    await review(one.client, one.reg.id, { rating: 1 })
    expect(await figures(a.id)).toEqual({ rating: null, reviewCount: 0 })

    expect((await one.client.get('/api/admin/reviews')).status).toBe(403)
    expect((await one.client.patch(`/api/admin/reviews/${r1}`, { status: 'published' })).status).toBe(403)
  })

  it('the directory sorts by rating: best first, unrated last', async () => {
    const [low, high, none] = [
      await createProvider(t.db),
      await createProvider(t.db),
      await createProvider(t.db),
    ]
    for (const [p, rating] of [
      [low, 2],
      [high, 5],
    ] as const) {
      const { family } = await session([p.id])
      const f = await family()
      const id = (await review(f.client, f.reg.id, { rating })).body.review.id
      await admin.patch(`/api/admin/reviews/${id}`, { status: 'published' })
    }
    const list = (await t.client().get('/api/providers?sort=rating')).body as { id: string }[]
    const order = list.map((p) => p.id).filter((id) => [low.id, high.id, none.id].includes(id))
    expect(order).toEqual([high.id, low.id, none.id])
  })

  it('counts exactly when many reviews are published at once', async () => {
    const a = await createProvider(t.db)
    const b = await createProvider(t.db)
    const ids: string[] = []
    const ratings: number[] = []
    for (let i = 0; i < 24; i++) {
      // Half the sessions are A's alone, half A's and B's: both rows are locked by overlapping moderations.
      const { family } = await session(i % 2 ? [a.id, b.id] : [a.id])
      const f = await family()
      const rating = (i % 5) + 1
      ratings.push(rating)
      ids.push((await review(f.client, f.reg.id, { rating })).body.review.id)
    }
    const results = await Promise.all(
      ids.map((id) => admin.patch(`/api/admin/reviews/${id}`, { status: 'published' })),
    )
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 200))
    const mean = (xs: number[]) => (xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(2)
    expect(await figures(a.id)).toEqual({ rating: mean(ratings), reviewCount: 24 })
    expect(await figures(b.id)).toEqual({ rating: mean(ratings.filter((_, i) => i % 2)), reviewCount: 12 })
  })
})
