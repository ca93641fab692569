import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { defineSessionRead, type SessionBatchParams } from './session-read'

const userOf = (id: string) => ({
  id,
  email: `${id}@example.test`,
  firstName: 'A',
  lastName: 'B',
  profileImageUrl: null,
  phone: null,
  timezone: 'UTC',
  role: 'parent' as const,
  emailVerified: true,
  mfaEnabled: false,
  ageConfirmationNeeded: false,
})
type Row = { sessionId: string; user: ReturnType<typeof userOf>; rotate: boolean; n: number }
const request = () => ({}) as FastifyRequest
const at = (minute: number) => `2026-11-25T00:${String(minute).padStart(2, '0')}:00.000Z`

/** A fake database: sessions `s1`..`s3` hold rows 1..3, `gone` has none (unknown or expired). */
function fakeDatabase() {
  const calls: SessionBatchParams[] = []
  const table: Row[] = [
    { sessionId: 's1', user: userOf('u1'), rotate: false, n: 11 },
    { sessionId: 's2', user: userOf('u2'), rotate: true, n: 21 },
    { sessionId: 's1', user: userOf('u1'), rotate: false, n: 12 },
    { sessionId: 's3', user: userOf('u3'), rotate: false, n: 31 },
  ]
  const execute = async (params: SessionBatchParams) => {
    calls.push(params)
    return table.filter((r) => params.ids.includes(r.sessionId))
  }
  return { calls, execute }
}

describe('defineSessionRead', () => {
  it('resumes each session from its own rows, in their order, and keeps them for that request only', async () => {
    const { execute } = fakeDatabase()
    const read = defineSessionRead(execute, (rows) => rows.map((r) => r.n))
    const req = request()
    expect(await read.resume(req, { id: 's1', now: at(0) })).toEqual({ user: userOf('u1'), rotate: false })
    expect(read.take(req)).toEqual([11, 12])
    expect(() => read.take(request())).toThrow('The session read did not run for this request')
  })

  it('answers null and keeps nothing when the session is unknown or expired (no rows)', async () => {
    const { execute } = fakeDatabase()
    const read = defineSessionRead(execute, (rows) => rows)
    const req = request()
    expect(await read.resume(req, { id: 'gone', now: at(0) })).toBeNull()
    expect(() => read.take(req)).toThrow()
  })

  it('answers requests arriving together with one query, never mixing two sessions up', async () => {
    const { calls, execute } = fakeDatabase()
    const read = defineSessionRead(execute, (rows) => rows.map((r) => r.n))
    const asks = [
      { id: 's2', now: at(1) },
      { id: 's1', now: at(3) },
      { id: 'gone', now: at(2) },
      { id: 's1', now: at(2) },
      { id: 's3', now: at(0) },
    ]
    const reqs = asks.map(request)
    const resumed = await Promise.all(asks.map((a, i) => read.resume(reqs[i], a)))
    expect(calls).toEqual([{ ids: ['s2', 's1', 'gone', 's3'], now: at(3) }])
    expect(resumed.map((r) => r?.user.id ?? null)).toEqual(['u2', 'u1', null, 'u1', 'u3'])
    expect(resumed[0]?.rotate).toBe(true)
    expect(reqs.filter((_, i) => i !== 2).map((r) => read.take(r))).toEqual([[21], [11, 12], [11, 12], [31]])
  })

  it('splits a crowd into batches of at most 32 sessions', async () => {
    const { calls, execute } = fakeDatabase()
    const read = defineSessionRead(execute, (rows) => rows)
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => read.resume(request(), { id: `x${i}`, now: at(0) })),
    )
    expect(calls.map((c) => c.ids.length)).toEqual([32, 32, 32, 4])
  })

  it('fails every request of a batch whose query failed, and the next batch runs afresh', async () => {
    let fail = true
    const read = defineSessionRead(
      async (p: SessionBatchParams) => {
        if (fail) throw new Error('connection lost')
        return p.ids.map((id) => ({ sessionId: id, user: userOf(id), rotate: false }))
      },
      (rows) => rows.length,
    )
    const both = [
      read.resume(request(), { id: 'a', now: at(0) }),
      read.resume(request(), { id: 'b', now: at(0) }),
    ]
    for (const r of await Promise.allSettled(both)) expect(r).toMatchObject({ status: 'rejected' })
    fail = false
    expect(await read.resume(request(), { id: 'a', now: at(0) })).toEqual({
      user: userOf('a'),
      rotate: false,
    })
  })
})
