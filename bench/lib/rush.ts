import http from 'node:http'
import { sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { rowsOf } from '../generate'
import { percentile } from './stats'

/** Up to 256 sockets at once: the rest of the crowd queues client-side, as behind a proxy. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })

function post(url: string, cookie: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

export interface RushResult {
  seats: number
  users: number
  succeeded: number
  enrolled: number
  exact: boolean
  drainMs: number
  p99Ms: number
  statuses: Record<string, number>
}

/** Every user posts `POST /api/registrations` at once; counts 201s and the event's own enrolled count. */
export async function rush(
  base: string,
  cookieName: string,
  eventId: string,
  seats: number,
  tokens: string[],
  adminCookie: string,
): Promise<RushResult> {
  const lat: number[] = []
  const body = JSON.stringify({ eventId })
  const t0 = performance.now()
  const codes = await Promise.all(
    tokens.map(async (t) => {
      const s = performance.now()
      const code = await post(`${base}/api/registrations`, `${cookieName}=${t}`, body).catch(() => 0)
      lat.push(performance.now() - s)
      return code
    }),
  )
  const drainMs = performance.now() - t0
  const statuses: Record<string, number> = {}
  for (const c of codes) statuses[c] = (statuses[c] ?? 0) + 1
  const ev = (await (
    await fetch(`${base}/api/events/${eventId}`, { headers: { cookie: adminCookie } })
  ).json()) as {
    enrolled: number
  }
  const succeeded = statuses['201'] ?? 0
  return {
    seats,
    users: tokens.length,
    succeeded,
    enrolled: ev.enrolled,
    exact: succeeded === seats && ev.enrolled === seats,
    drainMs,
    p99Ms: percentile(lat, 99),
    statuses,
  }
}

/**
 * The negative control: the check-then-act a naive implementation would write (count the seats taken,
 * insert if one is left), with no lock and no transaction. Run with the same crowd; it should oversell.
 */
export async function naiveRush(db: Db, eventId: string, seats: number, users: number): Promise<number> {
  const ids = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from users where email like 'rush%@example.test' order by email limit ${users}`,
    ),
  ).map((r) => r.id)
  await Promise.all(
    ids.map(async (userId) => {
      const [{ c }] = rowsOf<{ c: number }>(
        await db.execute(
          sql`select count(*)::int c from registrations where event_id = ${eventId} and status = 'confirmed'`,
        ),
      )
      if (c < seats)
        await db.execute(sql`insert into registrations (event_id, user_id, status, payment_status, join_token)
          values (${eventId}, ${userId}, 'confirmed', 'free', md5(random()::text || ${userId}))`)
    }),
  )
  const [{ c }] = rowsOf<{ c: number }>(
    await db.execute(sql`select count(*)::int c from registrations where event_id = ${eventId}`),
  )
  return c
}
