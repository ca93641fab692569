import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabaseWorkers } from '../../../test/fakes/outbox-workers'
import { TestClock } from '../../../test/test-app'
import { createTestDatabase, databaseKinds } from '../../../test/test-db'
import { loadConfig } from '../config'
import type { Database } from '../db/client'
import { bugReports, outbox } from '../db/schema'
import { backoffMs, LEASE_MS } from './deliver-outbox'
import { enqueueMessages } from './outbox'

describe('backoff', () => {
  it('doubles from 2 minutes and stops at an hour', () => {
    expect([1, 2, 3, 4, 10].map((n) => backoffMs(n) / 60_000)).toEqual([2, 4, 8, 16, 60])
  })
})

describe.each(databaseKinds())('outbox claims on %s', (kind) => {
  let database: Database
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' })
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(() => database.close())

  async function queue(n: number, tag: string) {
    const [report] = await database.db
      .insert(bugReports)
      .values({ title: `Broken ${tag}`, description: 'Something does not work at all.' })
      .returning()
    await enqueueMessages(
      database.db,
      Array.from({ length: n }, (_, i) => ({
        channel: 'email' as const,
        kind: 'bug-report' as const,
        recipient: config.SUPPORT_EMAIL,
        payload: { bugReportId: report.id },
        dedupeKey: `${tag}-${i}`,
      })),
    )
  }

  it('two workers running at once send each message exactly once', async () => {
    await queue(60, 'race')
    const clock = new TestClock()
    const { workers, sends } = createDatabaseWorkers(database.db, config, clock, 2)
    // Several rounds of both workers concurrently: on PostgreSQL each claim runs on its own connection.
    for (let round = 0; round < 5; round++) await Promise.all(workers.map((w) => w.runOnce()))
    const ids = sends.map((s) => s.messageId)
    expect(ids).toHaveLength(60)
    expect(new Set(ids).size).toBe(60)
    const rows = await database.db.select().from(outbox)
    expect(
      rows
        .filter((r) => r.dedupeKey?.startsWith('race-'))
        .every((r) => r.status === 'sent' && r.attempts === 1),
    ).toBe(true)
    // Both took a share (they really ran side by side) on PostgreSQL; PGlite runs one query at a time.
    if (kind === 'postgres') expect(new Set(sends.map((s) => s.worker)).size).toBe(2)
  })

  it('a worker killed mid-delivery loses nothing: after the lease another worker sends it', async () => {
    await queue(3, 'lease')
    const clock = new TestClock()
    const { workers, sends } = createDatabaseWorkers(database.db, config, clock, 2)
    const claimed = await workers[0].claim(10)
    expect(claimed.map((r) => r.dedupeKey).sort()).toEqual(['lease-0', 'lease-1', 'lease-2'])
    // The first worker "dies" here. Inside the lease nobody else touches the rows.
    await workers[1].runOnce()
    expect(sends).toHaveLength(0)
    clock.advance(LEASE_MS + 1000)
    await workers[1].runOnce()
    expect(sends.map((s) => s.worker)).toEqual([1, 1, 1])
    const [row] = await database.db.select().from(outbox).where(eq(outbox.dedupeKey, 'lease-0'))
    expect(row).toMatchObject({ status: 'sent', attempts: 2 })
  })
})
