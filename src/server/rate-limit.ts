import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import type { Clock } from './clock'
import type { Db } from './db/client'
import { rateLimitHits } from './db/schema'

/**
 * Route `config` for @fastify/rate-limit: `max` requests per minute per client address, scaled by
 * RATE_LIMIT_FACTOR (tests raise it so suites never trip the limit, or lower it to prove the 429).
 */
export const perMinute = (max: number, factor: number) => ({
  rateLimit: { max: Math.max(1, Math.ceil(max * factor)), timeWindow: '1 minute' },
})

type Hits = { current: number; ttl: number }

/**
 * Counts one hit of `key` in a fixed window that starts at its first hit, in one statement: concurrent hits from
 * several processes are serialised by the row, so none is lost.
 */
export async function countHit(db: Db, key: string, now: Date, windowMs: number): Promise<Hits> {
  const at = now.toISOString()
  const fresh = new Date(now.getTime() + windowMs)
  const windowOver = sql`${rateLimitHits.resetsAt} <= ${at}::timestamptz`
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetsAt: fresh })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetsAt: sql`case when ${windowOver} then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, resetsAt: rateLimitHits.resetsAt })
  if (!row) throw new Error('The rate-limit counter returned no row')
  return { current: row.hits, ttl: Math.max(0, row.resetsAt.getTime() - now.getTime()) }
}

/** Most refused keys one process remembers: a flood from many addresses still cannot grow it without bound. */
const REFUSED_MEMO_MAX = 10_000

/**
 * Clients already over their limit, until their window ends. A fixed window only ever opens again at its end, so
 * until then this process can refuse without asking the database: a flood of refused requests then costs no write
 * each (another process refuses them after its own first look).
 */
function refusedMemo() {
  const until = new Map<string, number>()
  return {
    hits(key: string, now: number, max: number): Hits | null {
      const end = until.get(key)
      if (end === undefined) return null
      if (end > now) return { current: max + 1, ttl: end - now }
      until.delete(key)
      return null
    },
    remember(key: string, now: number, ttl: number) {
      if (until.size >= REFUSED_MEMO_MAX) {
        for (const [k, end] of until) if (end <= now) until.delete(k)
        if (until.size >= REFUSED_MEMO_MAX) return
      }
      until.set(key, now + ttl)
    },
  }
}

/**
 * A @fastify/rate-limit store keeping its counters in the database, so a limit holds across every process on it
 * (DESIGN: nothing another process needs lives in memory). Each route's counters are apart; a limiter made with
 * `app.rateLimit()` has no route, so its key generator names it. Only the plain fixed window is supported: no
 * route here asks for `continueExceeding` or exponential back-off.
 */
export function databaseRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  const refused = refusedMemo()
  class DatabaseStore implements FastifyRateLimitStore {
    // The plugin constructs the root store with its options, which this store does not need.
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}
    incr(
      key: string,
      callback: (error: Error | null, result?: Hits) => void,
      timeWindow: number,
      max: number,
    ) {
      const full = this.prefix + key
      const now = clock.now()
      const known = refused.hits(full, now.getTime(), max)
      if (known) {
        callback(null, known)
        return
      }
      countHit(db, full, now, timeWindow).then(
        (hits) => {
          if (hits.current > max) refused.remember(full, now.getTime(), hits.ttl)
          callback(null, hits)
        },
        (error: Error) => callback(error),
      )
    }
    child(options: object) {
      // The plugin's types call this the route's options; it passes its merged limit settings, the route under
      // `routeInfo` (empty for `app.rateLimit()`).
      const route = (options as { routeInfo?: { method?: unknown; url?: string } }).routeInfo
      return new DatabaseStore(undefined, route?.url ? `${String(route.method)} ${route.url} ` : '')
    }
  }
  return DatabaseStore
}
