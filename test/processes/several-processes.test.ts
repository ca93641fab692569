import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/server/db/client'
import { events, outbox, registrations } from '../../src/server/db/schema'
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

/**
 * Two real server processes (web and worker both) on one PostgreSQL database, as a deployment
 * behind a load balancer runs them. Nothing is shared between them but the database.
 */
describe.skipIf(!testDatabaseUrl())('two server processes on one PostgreSQL', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>
  let database: Database
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    created = await createPostgresDatabase()
    smtp = await startSmtpServer()
    const env = { SMTP_URL: smtp.url, TASK_INTERVAL_MS: '200' }
    // Started together: both migrate the empty database at once, under the advisory lock.
    ;[a, b] = await Promise.all([
      startServerProcess({ port: await freePort(), databaseUrl: created.url, env }),
      startServerProcess({ port: await freePort(), databaseUrl: created.url, env }),
    ])
    database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 })
  })

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()])
    await database?.close()
    await smtp?.close()
    await created?.drop()
  })

  it('signs in on one process and the session works on the other, until signed out there', async () => {
    const user = await createUser(database.db)
    const onA = browser(a.url)
    expect((await onA.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(
      200,
    )
    const cookie = `cradle_session=${onA.cookie('cradle_session')}`

    const onB = browser(b.url, cookie)
    const me = await onB.get('/api/auth/user')
    expect(me.status).toBe(200)
    expect(me.body.email).toBe(user.email)

    expect((await onB.post('/api/auth/logout')).status).toBe(204)
    expect((await browser(a.url, cookie).get('/api/auth/user')).status).toBe(401)
  })

  it('a rush spread across both processes fills a free and a paid event exactly, and every message goes out once', async () => {
    const db = database.db
    // Two hours ahead with a room: the join-link reminder is due at once for every registration.
    const startsAt = new Date(Date.now() + 2 * 3600_000)
    const free = await createEvent(db, { capacity: 10, startsAt, webinarLink: 'https://meet.example/free' })
    const paid = await createEvent(db, {
      capacity: 4,
      priceCents: 2500,
      startsAt,
      webinarLink: 'https://meet.example/paid',
    })
    const users = await Promise.all(Array.from({ length: 42 }, () => createUser(db)))
    const cookies = await Promise.all(users.map((u) => sessionCookie(db, u.id)))
    const processes = [a, b]

    // 30 people for 10 free seats, every other one on the other process.
    const freeAnswers = await Promise.all(
      cookies
        .slice(0, 30)
        .map((cookie, i) =>
          browser(processes[i % 2].url, cookie).post('/api/registrations', { eventId: free.id }),
        ),
    )
    // 12 people for 4 paid seats: the intent on one process, the card on the other, then the
    // registration call the page makes after paying, back on the first.
    const paidAnswers = await Promise.all(
      cookies.slice(30).map(async (cookie, i) => {
        const here = browser(processes[i % 2].url, cookie)
        const there = browser(processes[(i + 1) % 2].url, cookie)
        const intent = await here.post('/api/create-payment-intent', { eventId: paid.id, amount: 2500 })
        if (intent.status !== 200) return { step: 'intent', status: intent.status }
        const confirm = await there.post('/api/payments/test/confirm', {
          clientSecret: intent.body.clientSecret,
          ...CARD,
        })
        if (confirm.status !== 200) return { step: 'confirm', status: confirm.status }
        const again = await here.post('/api/registrations', {
          eventId: paid.id,
          paymentIntentId: confirm.body.paymentIntentId,
        })
        return { step: 'registered', status: again.status, registrationId: confirm.body.registrationId }
      }),
    )

    const statuses = freeAnswers.map((r) => r.status).sort()
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(20).fill(409)])
    expect(paidAnswers.filter((p) => p.step === 'registered').map((p) => p.status)).toEqual([
      200, 200, 200, 200,
    ])
    expect(paidAnswers.filter((p) => p.step === 'intent').map((p) => p.status)).toEqual(Array(8).fill(409))

    const seats = await db
      .select({ id: events.id, enrolled: events.enrolled, held: events.heldSeats })
      .from(events)
      .where(inArray(events.id, [free.id, paid.id]))
    expect(Object.fromEntries(seats.map((s) => [s.id, [s.enrolled, s.held]]))).toEqual({
      [free.id]: [10, 0],
      [paid.id]: [4, 0],
    })
    const active = await db
      .select({ id: registrations.id, eventId: registrations.eventId })
      .from(registrations)
      .where(eq(registrations.status, 'confirmed'))
    expect(active.filter((r) => r.eventId === free.id)).toHaveLength(10)
    expect(active.filter((r) => r.eventId === paid.id)).toHaveLength(4)

    // Both workers poll the outbox every 200 ms and both schedulers compute the same reminders.
    // 14 confirmations and 14 join links; once every row is sent, stop both gracefully so that a
    // second copy still on its way would be counted.
    await waitUntil('14 confirmations and 14 join links are sent', async () => {
      const rows = await db.select({ status: outbox.status, kind: outbox.kind }).from(outbox)
      return rows.length === 28 && rows.every((r) => r.status === 'sent')
    })
    await Promise.all([a.stop(), b.stop()])

    const rows = await db.select().from(outbox)
    const byMessageId = new Map<string, number>()
    for (const mail of smtp.mails) {
      const id = parseMail(mail.raw).headers['message-id']
      byMessageId.set(id, (byMessageId.get(id) ?? 0) + 1)
    }
    expect(smtp.mails).toHaveLength(28)
    expect(Object.fromEntries(byMessageId)).toEqual(
      Object.fromEntries(rows.map((r) => [`<outbox-${r.id}@cradle>`, 1])),
    )
    // One reminder per registration although two schedulers computed it, each to its person.
    const joinLinks = rows.filter((r) => r.kind === 'join-link')
    expect(joinLinks.map((r) => r.payload.registrationId).sort()).toEqual(active.map((r) => r.id).sort())
    const confirmations = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'registration-confirmation'), eq(outbox.status, 'sent')))
    expect(confirmations.map((r) => r.payload.registrationId).sort()).toEqual(active.map((r) => r.id).sort())
  }, 90_000)
})
