import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { TestClock } from '../../../../test/test-app'
import { createTestDatabase, databaseKinds } from '../../../../test/test-db'
import type { PaymentProcessor } from '../../adapters/payments/processor'
import type { Database } from '../../db/client'
import { jobs } from '../../db/schema'
import { createRefundJobRunner } from './refund-jobs'

describe.each(databaseKinds())('refund jobs on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  // Decision R1: every test leaves each event's counts equal to its registrations and holds.
  afterEach(() => assertSeatInvariant(database.db))
  afterAll(() => database.close())

  it('refunds once through the processor, retrying a failure with backoff', async () => {
    const calls: string[] = []
    let failNext = true
    const processor = {
      async refund(intentId: string, key: string) {
        calls.push(`${intentId}|${key}`)
        if (failNext) {
          failNext = false
          throw new Error('processor unavailable')
        }
      },
    } as unknown as PaymentProcessor
    const clock = new TestClock()
    const run = createRefundJobRunner({ db: database.db, clock, processor })
    const [job] = await database.db
      .insert(jobs)
      .values({ kind: 'payment-refund', payload: { paymentIntentId: 'pi_1' }, runAt: clock.now() })
      .returning()

    expect(await run()).toBe(1)
    let [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id))
    expect(row).toMatchObject({ status: 'pending', lastError: 'processor unavailable' })
    expect(await run()).toBe(0) // not due yet: backoff
    clock.advance(10 * 60_000)
    expect(await run()).toBe(1)
    ;[row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id))
    expect(row.status).toBe('done')
    clock.advance(60 * 60_000)
    expect(await run()).toBe(0)
    expect(calls).toEqual(['pi_1|refund:pi_1', 'pi_1|refund:pi_1'])
  })
})
