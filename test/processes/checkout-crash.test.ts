import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/server/db/client'
import { events, paymentIntents } from '../../src/server/db/schema'
import { createEvent, createUser } from '../factories'
import { startStripeFake, stripeTestEnv } from '../fakes/stripe'
import { assertSeatInvariant } from '../seat-invariant'
import { createPostgresDatabase, testDatabaseUrl } from '../test-db'
import { browser, freePort, type ServerProcess, sessionCookie, startServerProcess } from './server-process'

const PRICE = 3000

/** Fails in `ms` with a message instead of hanging until vitest's timeout. */
const within = <T>(ms: number, what: string, p: Promise<T>) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), ms)),
  ])

interface Setup {
  /** Where the server keeps its data: PostgreSQL's URL, or the embedded database's folder. */
  server: { databaseUrl?: string; dataDir?: string }
  /** The same database, opened by the test (the embedded one only while no server runs). */
  open(): Promise<Database>
  /** How long the retry may take: the embedded database knows at once, PostgreSQL after the lease (6 s). */
  answerWithinMs: number
  cleanUp(): Promise<void>
}

async function embedded(): Promise<Setup> {
  const folder = mkdtempSync(path.join(tmpdir(), 'cradle-checkout-'))
  const dataDir = path.join(folder, 'data')
  return {
    server: { dataDir },
    // The server keeps its embedded database in DATA_DIR/pglite.
    open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
    answerWithinMs: 3_000,
    async cleanUp() {
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

async function postgres(): Promise<Setup> {
  const created = await createPostgresDatabase()
  return {
    server: { databaseUrl: created.url },
    open: () => openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 }),
    answerWithinMs: 9_000,
    cleanUp: () => created.drop(),
  }
}

const kinds: [string, () => Promise<Setup>][] = [['the embedded database', embedded]]
if (testDatabaseUrl()) kinds.push(['PostgreSQL', postgres])

/**
 * Issue 32: a process SIGKILLed while Stripe creates a payment intent leaves its placeholder holding the seat.
 * The family's retry, on the restarted server, used to wait 85 s for it (the placeholder's 90-second timeout).
 */
describe.each(kinds)('a server killed during a checkout, on %s', { timeout: 120_000 }, (_, make) => {
  let setup: Setup
  let fake: Awaited<ReturnType<typeof startStripeFake>>
  let server: ServerProcess | undefined
  beforeAll(async () => {
    setup = await make()
    fake = await startStripeFake()
  })
  afterAll(async () => {
    await server?.kill()
    await fake?.close()
    await setup?.cleanUp()
  })

  it("answers the family's retry at once with a payment for the same seat", async () => {
    let database = await setup.open()
    await database.migrate()
    const event = await createEvent(database.db, { priceCents: PRICE, capacity: 1 })
    const parent = await createUser(database.db)
    const cookie = await sessionCookie(database.db, parent.id)
    // The embedded database is one process's at a time: the test lets go of it while servers run.
    await database.close()

    const start = async () =>
      startServerProcess({ port: await freePort(), ...setup.server, env: stripeTestEnv(fake.url) })
    server = await start()
    const url = () => server?.url ?? ''
    const checkout = () =>
      browser(url(), cookie).post('/api/create-payment-intent', { eventId: event.id, amount: PRICE })

    // Stripe holds its answer; the process dies while it waits.
    const release = fake.holdCreates()
    const before = fake.createCount()
    const cut = checkout().then(
      () => 'answered',
      () => 'cut',
    )
    await within(20_000, 'the checkout to reach Stripe', fake.createsArrived(before + 1))
    await server.kill()
    expect(await cut).toBe('cut')
    release()

    server = await start()
    const began = performance.now()
    const retry = await within(30_000, 'the retry to answer', checkout())
    const tookMs = performance.now() - began
    expect(retry.status).toBe(200)
    expect(retry.body.clientSecret).toMatch(/^pi_/)
    expect(tookMs).toBeLessThan(setup.answerWithinMs)
    await server.stop()

    database = await setup.open()
    try {
      const [counts] = await database.db
        .select({ enrolled: events.enrolled, heldSeats: events.heldSeats })
        .from(events)
        .where(eq(events.id, event.id))
      expect(counts).toEqual({ enrolled: 0, heldSeats: 1 })
      const intents = await database.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.userId, parent.id))
      expect(intents.map((i) => i.status).sort()).toEqual(['canceled', 'requires_payment_method'])
      expect(intents.find((i) => i.status === 'requires_payment_method')?.clientSecret).toBe(
        retry.body.clientSecret,
      )
      await assertSeatInvariant(database.db)
    } finally {
      await database.close()
    }
  })
})
