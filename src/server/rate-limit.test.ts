import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, TestClock } from '../../test/test-app'
import { databaseKinds } from '../../test/test-db'
import { rateLimitHits } from './db/schema'
import { countHit } from './rate-limit'

describe.each(databaseKinds())('rate limits on %s', (kind) => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    // Factor 0.2: two bug reports per minute per client. Two apps on one database, as two processes behind a
    // load balancer; one clock, so both agree on the window.
    const env = { RATE_LIMIT_FACTOR: '0.2' }
    const clock = new TestClock()
    a = await startTestApp({ kind, env, clock })
    b = await startTestApp({ kind, env, clock, database: a.database })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  it('counts a client across every process on the database, and opens again after the window', async () => {
    const report = (t: TestApp) => t.client().post('/api/support/report-bug', {})
    expect((await report(a)).status).not.toBe(429)
    expect((await report(b)).status).not.toBe(429)
    const third = await report(a)
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(third.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect((await report(b)).status).toBe(429)
    // Once a process has refused a client, it refuses again without writing: the flood costs the database nothing.
    const counted = async () =>
      (
        await a.db
          .select({ hits: rateLimitHits.hits })
          .from(rateLimitHits)
          .where(like(rateLimitHits.key, 'POST /api/support/report-bug %'))
      ).map((r) => r.hits)
    expect(await counted()).toEqual([4])
    for (const t of [a, b, a, b]) expect((await report(t)).status).toBe(429)
    expect(await counted()).toEqual([4])
    // Another route keeps its own count (sign-up: two a minute at this factor too).
    const signup = () => b.client().post('/api/auth/signup', {})
    expect((await signup()).status).toBe(400)
    expect((await signup()).status).toBe(400)
    expect((await signup()).status).toBe(429)

    a.clock.advance(61_000)
    expect((await report(b)).status).not.toBe(429)
  })

  it('loses no hit when many arrive at once', async () => {
    const now = new Date()
    const key = `concurrent-${kind}-${now.getTime()}`
    const hits = await Promise.all(Array.from({ length: 40 }, () => countHit(a.db, key, now, 60_000)))
    expect(hits.map((h) => h.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
    expect(new Set(hits.map((h) => h.ttl))).toEqual(new Set([60_000]))
  })
})

describe('the limit on unknown API paths', () => {
  it('counts an IPv6 client by its /64, as the other limits do', async () => {
    // Factor 0.001: one unknown path a minute; behind a trusted proxy, so the test can name the client.
    const t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '0.001', TRUST_PROXY: 'loopback' } })
    try {
      const from = (ip: string) => t.client().get('/api/no-such-thing', { 'x-forwarded-for': ip })
      expect((await from('2001:db8:0:1::1')).status).toBe(404)
      expect((await from('2001:db8:0:1::2')).status).toBe(429)
      expect((await from('2001:db8:0:2::1')).status).toBe(404)
    } finally {
      await t.close()
    }
  })
})
