import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/server/db/client'
import { events, outbox, paymentIntents, registrations } from '../../src/server/db/schema'
import { createEvent, createUser } from '../factories'
import { parseMail, startSmtpServer } from '../fakes/smtp-server'
import { createPostgresDatabase, testDatabaseUrl } from '../test-db'
import {
  browser,
  freePort,
  type ServerProcess,
  sessionCookie,
  startServerProcess,
  waitUntil,
} from './server-process'

const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' }
const PRICE = 2500

interface Person {
  userId: string
  cookie: string
  eventId: string
  paid: boolean
}
type Outcome =
  | { kind: 'registered'; registrationId: string }
  | { kind: 'refused'; status: number }
  | { kind: 'cut' }

/**
 * What a browser does: a free event is one POST; a paid one is the payment intent (holds a seat),
 * the test card (pays and registers in one transaction). After a failed request the person tries
 * again, and the page first asks whether they are already registered.
 */
async function attempt(url: string, p: Person, retry = false): Promise<Outcome> {
  const c = browser(url, p.cookie)
  try {
    if (retry) {
      const mine = await c.get(`/api/events/${p.eventId}/registration`)
      // 200 with null: not registered (yet).
      if (mine.status === 200 && mine.body) return { kind: 'registered', registrationId: mine.body.id }
    }
    if (!p.paid) {
      const r = await c.post('/api/registrations', { eventId: p.eventId })
      return r.status === 201
        ? { kind: 'registered', registrationId: r.body.id }
        : { kind: 'refused', status: r.status }
    }
    const intent = await c.post('/api/create-payment-intent', { eventId: p.eventId, amount: PRICE })
    if (intent.status !== 200) return { kind: 'refused', status: intent.status }
    const paid = await c.post('/api/payments/test/confirm', {
      clientSecret: intent.body.clientSecret,
      ...CARD,
    })
    if (paid.status !== 200) return { kind: 'refused', status: paid.status }
    return { kind: 'registered', registrationId: paid.body.registrationId }
  } catch {
    // The connection was cut (the process died) or refused (it is not back yet).
    return { kind: 'cut' }
  }
}

const messageIdOf = (raw: string) => parseMail(raw).headers['message-id']

describe.skipIf(!testDatabaseUrl())('a server killed with SIGKILL mid-rush and mid-delivery', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>
  let database: Database
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let server: ServerProcess
  let start: () => Promise<ServerProcess>

  beforeAll(async () => {
    created = await createPostgresDatabase()
    smtp = await startSmtpServer()
    const port = await freePort()
    start = () =>
      startServerProcess({
        port,
        databaseUrl: created.url,
        env: { SMTP_URL: smtp.url, TASK_INTERVAL_MS: '200' },
      })
    server = await start()
    database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 })
  })

  afterAll(async () => {
    await server?.kill()
    await database?.close()
    await smtp?.close()
    await created?.drop()
  })

  it('loses no registration, charges no one twice, and delivers every message (a resend keeps its Message-ID)', async () => {
    const db = database.db
    const free = await createEvent(db, { capacity: 20 })
    const paidEvent = await createEvent(db, { capacity: 8, priceCents: PRICE })
    const people: Person[] = await Promise.all(
      Array.from({ length: 70 }, async (_, i) => {
        const user = await createUser(db)
        // Alternating, so the kill lands in the middle of both rushes.
        const paid = i % 2 === 1
        return {
          userId: user.id,
          cookie: await sessionCookie(db, user.id),
          eventId: paid ? paidEvent.id : free.id,
          paid,
        }
      }),
    )
    const outcomes = new Map<Person, Outcome>()

    // The mail server keeps what it receives but does not answer: the worker is stuck mid-batch,
    // with the first confirmation already in the mail server's hands.
    smtp.holdReplies()
    for (const p of people.filter((p) => !p.paid).slice(0, 3)) outcomes.set(p, await attempt(server.url, p))
    await waitUntil('the worker is delivering the first confirmation', () => smtp.heldCount() === 1)
    const inFlightMail = messageIdOf(smtp.mails[0].raw)

    // The rush: 12 people at a time; SIGKILL once 20 of them have an answer.
    const queue = people.filter((p) => !outcomes.has(p))
    let answered = 0
    let killing = false
    const rush = Array.from({ length: 12 }, async () => {
      while (!killing && queue.length) {
        const p = queue.shift() as Person
        const outcome = await attempt(server.url, p)
        outcomes.set(p, outcome)
        if (outcome.kind !== 'cut') answered++
      }
    })
    await waitUntil('20 people have an answer', () => answered >= 20)
    killing = true
    await server.kill()
    await Promise.all(rush)
    const cut = people.filter((p) => outcomes.get(p)?.kind === 'cut')
    expect(cut.length, 'requests were in flight when the process died').toBeGreaterThan(0)

    // The dead worker's claimed rows stay `sending` until their lease runs out (LEASE_MS, ten
    // minutes). Nobody else holds them, so expire exactly those instead of waiting.
    const orphans = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'sending'))
    expect(orphans.map((o) => `<outbox-${o.id}@cradle>`)).toContain(inFlightMail)
    await db
      .update(outbox)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(
        inArray(
          outbox.id,
          orphans.map((o) => o.id),
        ),
      )
    smtp.releaseReplies()

    server = await start()
    // Everyone cut off, or not yet served, tries again.
    const again = people.filter((p) => (outcomes.get(p)?.kind ?? 'cut') === 'cut')
    await Promise.all(again.map(async (p) => outcomes.set(p, await attempt(server.url, p, true))))
    expect([...outcomes.values()].filter((o) => o.kind === 'cut')).toEqual([])
    expect(
      [...outcomes.values()]
        .filter((o) => o.kind === 'refused')
        .every((o) => o.kind === 'refused' && o.status === 409),
    ).toBe(true)

    await waitUntil('every confirmation is sent', async () => {
      const rows = await db.select({ status: outbox.status }).from(outbox)
      return rows.length === 28 && rows.every((r) => r.status === 'sent')
    })
    await server.stop()

    // No lost registration: every person told "registered" has the row, and there are no others.
    const confirmed = await db.select().from(registrations).where(eq(registrations.status, 'confirmed'))
    const told = people.flatMap((p) => {
      const o = outcomes.get(p)
      return o?.kind === 'registered' ? [{ id: o.registrationId, userId: p.userId, eventId: p.eventId }] : []
    })
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
    expect(confirmed.map((r) => ({ id: r.id, userId: r.userId, eventId: r.eventId })).sort(byId)).toEqual(
      told.sort(byId),
    )

    // Seats: every seat sold exactly once, no seat stuck in a hold of a dead request.
    const seats = await db
      .select({ id: events.id, enrolled: events.enrolled, held: events.heldSeats })
      .from(events)
      .where(inArray(events.id, [free.id, paidEvent.id]))
    expect(Object.fromEntries(seats.map((s) => [s.id, [s.enrolled, s.held]]))).toEqual({
      [free.id]: [20, 0],
      [paidEvent.id]: [8, 0],
    })
    expect(confirmed.filter((r) => r.eventId === free.id)).toHaveLength(20)

    // No double charge: one paid intent per paid registration, none per person beyond that, no refunds owed.
    const intents = await db.select().from(paymentIntents)
    const succeeded = intents.filter((i) => i.status === 'succeeded')
    const paidRegistrations = confirmed.filter((r) => r.eventId === paidEvent.id)
    expect(paidRegistrations).toHaveLength(8)
    expect(succeeded.map((i) => i.id).sort()).toEqual(paidRegistrations.map((r) => r.paymentIntentId).sort())
    expect(new Set(succeeded.map((i) => i.userId)).size).toBe(succeeded.length)
    expect(succeeded.every((i) => i.amountCents === PRICE)).toBe(true)
    expect(intents.filter((i) => i.status.startsWith('refund'))).toEqual([])

    // Messages: one confirmation per registration, every one delivered. The one the mail server had
    // taken when the process died went out again after the lease — under the same Message-ID, so
    // the receiving side can drop the copy — and nothing else was sent twice.
    const rows = await db.select().from(outbox)
    expect(rows.map((r) => r.payload.registrationId).sort()).toEqual(confirmed.map((r) => r.id).sort())
    const copies = new Map<string, number>()
    for (const m of smtp.mails) copies.set(messageIdOf(m.raw), (copies.get(messageIdOf(m.raw)) ?? 0) + 1)
    expect([...copies.keys()].sort()).toEqual(rows.map((r) => `<outbox-${r.id}@cradle>`).sort())
    expect([...copies].filter(([, n]) => n > 1)).toEqual([[inFlightMail, 2]])
    // A copy is recognisable as one: the same recipient and subject never arrive under two ids.
    const idsPerMessage = new Map<string, Set<string>>()
    for (const m of smtp.mails) {
      const { headers } = parseMail(m.raw)
      const key = `${m.to.join()}|${headers.subject}`
      idsPerMessage.set(key, (idsPerMessage.get(key) ?? new Set()).add(headers['message-id']))
    }
    expect([...idsPerMessage.values()].every((ids) => ids.size === 1)).toBe(true)
    expect(idsPerMessage.size).toBe(28)
  }, 90_000)
})
