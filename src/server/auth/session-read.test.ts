import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { defineSessionRead } from './session-read'

const user = {
  id: 'u1',
  email: 'a@example.test',
  firstName: 'A',
  lastName: 'B',
  profileImageUrl: null,
  phone: null,
  timezone: 'UTC',
  role: 'parent' as const,
}
const request = () => ({}) as FastifyRequest
const params = { id: 'hash', now: '2026-11-25T00:00:00.000Z' }

describe('defineSessionRead', () => {
  it('resumes the session from the first row and keeps what the rows held for that request only', async () => {
    const read = defineSessionRead(
      async () => [
        { user, rotate: true, n: 1 },
        { user, rotate: true, n: 2 },
      ],
      (rows) => rows.map((r) => r.n),
    )
    const req = request()
    expect(await read.resume(req, params)).toEqual({ user, rotate: true })
    expect(read.take(req)).toEqual([1, 2])
    expect(() => read.take(request())).toThrow('The session read did not run for this request')
  })

  it('answers null and keeps nothing when the session is unknown or expired (no rows)', async () => {
    const read = defineSessionRead(
      async () => [] as { user: typeof user; rotate: boolean }[],
      (rows) => rows,
    )
    const req = request()
    expect(await read.resume(req, params)).toBeNull()
    expect(() => read.take(req)).toThrow()
  })
})
