import { eq } from 'drizzle-orm'
import { sessionCookieName } from '../src/server/auth/routes'
import { createSessionStore } from '../src/server/auth/sessions'
import { events, outbox, type users } from '../src/server/db/schema'
import { createUser } from './factories'
import { HttpClient } from './http-client'
import type { TestApp } from './test-app'

/** Many signed-in clients without paying for a password hash each (the race test needs 200). */
export async function signInMany(
  t: TestApp,
  n: number,
  role: (typeof users.$inferInsert)['role'] = 'parent',
) {
  const store = createSessionStore({ db: t.db, clock: t.clock, ttlDays: 1 })
  const clients: HttpClient[] = []
  const cookie = sessionCookieName(t.config)
  for (let i = 0; i < n; i++) {
    const u = await createUser(t.db, { role })
    const { token } = await store.create(u.id, {})
    clients.push(new HttpClient(t.url, { cookie: `${cookie}=${token}` }))
  }
  return clients
}

export async function eventCounts(t: TestApp, id: string) {
  const [e] = await t.db
    .select({ enrolled: events.enrolled, heldSeats: events.heldSeats, capacity: events.capacity })
    .from(events)
    .where(eq(events.id, id))
  return e
}

export async function messagesOf(t: TestApp, kind: string) {
  return t.db.select().from(outbox).where(eq(outbox.kind, kind))
}
