import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bugReports, events, notificationPreferences, providers, users } from '../../src/server/db/schema'
import { installErrorHandler } from '../../src/server/errors'
import { validForm } from '../../src/server/features/admin-events/test-fixtures'
import { startTestApp, type TestApp } from '../test-app'

describe('security headers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t?.close())

  const expectHardened = (h: Headers) => {
    const csp = h.get('content-security-policy') ?? ''
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("default-src 'self'")
    // No inline script: script-src lists origins only.
    expect(csp).toMatch(/script-src 'self'(;|$)/)
    expect(h.get('x-content-type-options')).toBe('nosniff')
    expect(h.get('referrer-policy')).toBe('no-referrer')
  }

  it('are on API answers', async () => {
    const res = await t.client().get('/api/health')
    expect(res.status).toBe(200)
    expectHardened(res.headers)
  })

  it('are on HTML pages (the join-link page) and on errors', async () => {
    const html = await t.client().get('/join/no-such-token', { accept: 'text/html' })
    expect(html.status).toBe(404)
    expect(html.headers.get('content-type')).toContain('text/html')
    expectHardened(html.headers)
    expectHardened((await t.client().get('/api/users')).headers)
  })
})

describe('error answers never leak internals', () => {
  it('a thrown error becomes a bare 500 without stack or SQL', async () => {
    // The production error handler on a bare instance: the same function buildApp installs.
    const app = Fastify({ logger: false })
    installErrorHandler(app)
    app.get('/boom', async () => {
      const err = new Error('relation "users" does not exist: select password_hash from users where id = $1')
      Object.assign(err, { code: '42P01', detail: 'secret detail', routine: 'parserOpenTable' })
      throw err
    })
    const res = await app.inject({ method: 'GET', url: '/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ message: 'Something went wrong' })
    expect(res.body).not.toMatch(/select|password|42P01|at .*\.ts|stack/i)
    await app.close()
  })

  it('a value the database refuses (NUL byte in text) is a 400 and writes nothing', async () => {
    const t = await startTestApp()
    try {
      const parent = await t.signIn({ role: 'parent' })
      const res = await parent.request(
        'POST',
        '/api/support/report-bug',
        { title: 'Broken\u0000page', description: 'The page shows nothing at all.' },
        { origin: t.url },
      )
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ message: 'Text contains a character that is not allowed' })
      expect(await t.db.select().from(bugReports)).toEqual([])
      const profile = await parent.request(
        'PATCH',
        '/api/user/profile',
        { firstName: 'Ann\u0000', lastName: 'Lee' },
        { origin: t.url },
      )
      expect(profile.status).toBe(400)
      const [me] = await t.db.select().from(users).where(eq(users.id, parent.user.id))
      expect(me.firstName).toBe(parent.user.firstName)
    } finally {
      await t.close()
    }
  })

  it('malformed JSON is a 400 with a short message', async () => {
    const t = await startTestApp()
    try {
      const res = await t.client().request('POST', '/api/auth/login', '{"email":', {
        'content-type': 'application/json',
      })
      expect(res.status).toBe(400)
      expect(Object.keys(res.body)).toEqual(['message'])
      expect(res.text).not.toMatch(/at .*\.(js|ts)|node_modules/)
    } finally {
      await t.close()
    }
  })
})

describe('addresses Fastify refuses before routing answer in the same format', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t?.close())

  it('a malformed escape is a 400 and an over-long id a 404, with the usual headers and no framework codes', async () => {
    const bad = await t.client().get('/api/events/%zz')
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ message: 'This address is not valid' })
    expect(bad.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(bad.headers.get('x-request-id')).toBeTruthy()
    const long = await t.client().get(`/api/events/${'a'.repeat(150)}`)
    expect(long.status).toBe(404)
    expect(long.body).toEqual({ message: 'Not found' })
    expect(long.headers.get('content-security-policy')).toBeTruthy()
  })

  it('an id that cannot be one is unknown (404) on every route, not a 400 on some', async () => {
    const parent = await t.signIn()
    const admin = await t.signIn({ role: 'admin' })
    const registration = await parent.get('/api/events/not-an-id/registration')
    expect(registration.status).toBe(404)
    expect(registration.body).toEqual({ message: 'Event not found' })
    expect((await parent.get('/api/events/not-an-id')).status).toBe(404)
    const status = await admin.patch('/api/event-proposals/not-an-id/status', { status: 'under_review' })
    expect(status.status).toBe(404)
    expect(status.body).toEqual({ message: 'Not found' })
  })
})

describe('rate limits answer 429 with Retry-After', () => {
  let t: TestApp
  beforeAll(async () => {
    // Factor 0.001 turns every limit into one request per minute.
    t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '0.001' } })
  })
  afterAll(() => t?.close())

  it.each([
    ['sign-in', '/api/auth/login', { email: 'nobody@example.test', password: 'wrong-password-1' }],
    ['sign-up', '/api/auth/signup', {}],
    ['bug report', '/api/support/report-bug', {}],
  ])('%s', async (_name, path, body) => {
    const c = t.client()
    const first = await c.post(path, body)
    expect(first.status).not.toBe(429)
    const second = await c.post(path, body)
    expect(second.status).toBe(429)
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(second.body.message).toMatch(/Too many requests/)
    // A caller cannot pick a fresh bucket by naming another address: no proxy is trusted unless configured.
    const spoofed = await c.post(path, body, {
      'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}`,
    })
    expect(spoofed.status).toBe(429)
  })

  it('unknown API paths are limited (no scanning at full speed), page paths are not', async () => {
    const c = t.client()
    expect((await c.get('/api/no-such-thing-1')).status).toBe(404)
    const second = await c.get('/api/no-such-thing-2')
    expect(second.status).toBe(429)
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0)
    for (const page of ['/events/some-page', '/providers/another'])
      expect((await c.get(page)).status).not.toBe(429)
  })

  it('behind a configured proxy, each client named by it has its own bucket', async () => {
    const proxied = await startTestApp({ env: { RATE_LIMIT_FACTOR: '0.001', TRUST_PROXY: 'loopback' } })
    try {
      const c = proxied.client()
      const from = (ip: string) => ({ 'x-forwarded-for': ip })
      expect((await c.post('/api/support/report-bug', {}, from('198.51.100.1'))).status).not.toBe(429)
      expect((await c.post('/api/support/report-bug', {}, from('198.51.100.1'))).status).toBe(429)
      expect((await c.post('/api/support/report-bug', {}, from('198.51.100.2'))).status).not.toBe(429)
    } finally {
      await proxied.close()
    }
  })
})

describe('votes, uploads and imports are rate limited too', () => {
  let t: TestApp
  beforeAll(async () => {
    // Factor 0.15: three sign-ins, then 5 votes, 9 upload starts, 3 imports per minute.
    t = await startTestApp({ env: { RATE_LIMIT_FACTOR: '0.15' } })
  })
  afterAll(() => t?.close())

  it.each([
    ['parent', 'vote', `/api/event-proposals/${randomUUID()}/vote`, 5],
    ['admin', 'upload', '/api/objects/upload', 9],
    ['admin', 'import', '/api/admin/import/extract-text', 3],
  ] as const)('%s %s', async (role, _name, path, max) => {
    const c = await t.signIn({ role })
    const statuses: number[] = []
    for (let i = 0; i <= max; i++) {
      const res = await c.post(path, {})
      statuses.push(res.status)
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses.filter((s) => s === 429)).toEqual([429])
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('unknown and hostile body fields are refused or ignored, never written', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t?.close())

  it('prototype-pollution keys are refused with 400', async () => {
    const admin = await t.signIn({ role: 'admin' })
    for (const raw of [
      '{"__proto__":{"polluted":true},"firstName":"A","lastName":"B"}',
      '{"constructor":{"prototype":{"polluted":true}},"firstName":"A","lastName":"B"}',
    ]) {
      for (const path of ['/api/user/profile', '/api/providers', '/api/user/preferences', '/api/events']) {
        const method = path === '/api/user/profile' ? 'PATCH' : 'POST'
        const res = await admin.request(method, path, raw, { 'content-type': 'application/json' })
        expect(res.status, `${method} ${path}`).toBe(400)
        // Refused by the JSON parser itself, before any schema or handler sees the object.
        expect(res.body.message).toMatch(/not valid JSON/)
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    // Control: the same JSON without the hostile key is accepted.
    const ok = await admin.request('PATCH', '/api/user/profile', '{"firstName":"A","lastName":"B"}', {
      'content-type': 'application/json',
    })
    expect(ok.status).toBe(200)
  })

  it('event create (admin) ignores id, enrolled, heldSeats, deletedAt', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const forcedId = randomUUID()
    const res = await admin.post(
      '/api/events',
      validForm({
        id: forcedId,
        enrolled: 99,
        heldSeats: 20,
        deletedAt: '2020-01-01T00:00:00Z',
        sequence: 9,
      }),
    )
    expect(res.status).toBe(201)
    expect(res.body.id).not.toBe(forcedId)
    const [row] = await t.db.select().from(events).where(eq(events.id, res.body.id))
    expect(row.heldSeats).toBe(0)
    expect(row.deletedAt).toBeNull()
    expect(row.sequence).toBe(0)
    expect((await t.db.select().from(events).where(eq(events.id, forcedId))).length).toBe(0)
  })

  it('provider create (admin) ignores id and timestamps', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const forcedId = randomUUID()
    const res = await admin.post('/api/providers', {
      firstName: 'Ida',
      lastName: 'Ignored',
      title: 'Doula',
      bio: 'Supports families.',
      id: forcedId,
      createdAt: '2001-01-01T00:00:00Z',
      deletedAt: '2001-01-01T00:00:00Z',
    })
    expect(res.status).toBe(201)
    expect(res.body.id).not.toBe(forcedId)
    const [row] = await t.db.select().from(providers).where(eq(providers.id, res.body.id))
    expect(row.createdAt.getFullYear()).not.toBe(2001)
    expect((await t.db.select().from(providers).where(eq(providers.id, forcedId))).length).toBe(0)
  })

  it('profile refuses unknown fields; preferences ignore a foreign userId', async () => {
    const alice = await t.signIn({ role: 'parent' })
    const bob = await t.signIn({ role: 'parent' })
    for (const extra of [
      { role: 'admin' },
      { id: bob.user.id },
      { email: 'x@example.test' },
      { enrolled: true },
    ]) {
      const res = await alice.patch('/api/user/profile', { firstName: 'A', lastName: 'B', ...extra })
      expect(res.status, JSON.stringify(extra)).toBe(400)
    }
    expect((await alice.get('/api/auth/user')).body.role).toBe('parent')

    const res = await alice.post('/api/user/preferences', {
      emailOptIn: false,
      smsOptIn: false,
      preferredChannel: 'email',
      userId: bob.user.id,
    })
    expect(res.status).toBe(200)
    const bobRows = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, bob.user.id))
    expect(bobRows.every((r) => r.emailOptIn)).toBe(true)
    expect((await bob.get('/api/user/preferences')).body.emailOptIn).toBe(true)
  })
})
