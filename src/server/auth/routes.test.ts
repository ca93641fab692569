import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { AGE_CONFIRMATION_REQUIRED } from '../../domain/auth'
import { users } from '../db/schema'

describe.each(databaseKinds())('auth contract on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, env: { ADMIN_EMAILS: 'boss@example.test' } })
  })
  afterAll(() => t.close())

  it('signs up (201), sets an httpOnly Lax cookie and knows the user', async () => {
    const c = t.client()
    const res = await c.post('/api/auth/signup', {
      email: 'New.Parent@Example.test',
      password: 'long-enough',
      firstName: 'Nia',
      lastName: 'Okafor',
      ageConfirmed: true,
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ email: 'new.parent@example.test', role: 'parent', firstName: 'Nia' })
    expect(res.body.passwordHash).toBeUndefined()
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const me = await c.get('/api/auth/user')
    expect(me.status).toBe(200)
    expect(me.body.email).toBe('new.parent@example.test')
    // The age or guardian confirmation is stored with its time (issue 33).
    const [row] = await t.db.select().from(users).where(eq(users.id, me.body.id))
    expect(row.ageConfirmedAt?.getTime()).toBe(t.clock.now().getTime())
  })

  it('refuses a sign-up without the age or guardian confirmation, naming the field (issue 33)', async () => {
    for (const ageConfirmed of [undefined, false, 'yes']) {
      const res = await t.client().post('/api/auth/signup', {
        email: 'young@example.test',
        password: 'long-enough',
        firstName: 'Y',
        lastName: 'Oung',
        ageConfirmed,
      })
      expect(res.status).toBe(400)
      expect(res.body.errors).toEqual([{ path: 'ageConfirmed', message: AGE_CONFIRMATION_REQUIRED }])
    }
  })

  it("starts the account in the browser's zone when it is one of the listed ones, else in the default", async () => {
    const signUp = async (email: string, timezone?: unknown) => {
      const c = t.client()
      const res = await c.post('/api/auth/signup', {
        email,
        password: 'long-enough',
        firstName: 'Zoe',
        lastName: 'Zone',
        ageConfirmed: true,
        ...(timezone === undefined ? {} : { timezone }),
      })
      expect(res.status).toBe(201)
      return (await c.get('/api/auth/user')).body.timezone
    }
    expect(await signUp('tz.ny@example.test', 'America/New_York')).toBe('America/New_York')
    // Unlisted, unknown or not even a string: the sign-up still succeeds, in the spec's default zone.
    expect(await signUp('tz.london@example.test', 'Europe/London')).toBe('America/Chicago')
    expect(await signUp('tz.bogus@example.test', 'Not/AZone')).toBe('America/Chicago')
    expect(await signUp('tz.number@example.test', 42)).toBe('America/Chicago')
    expect(await signUp('tz.none@example.test')).toBe('America/Chicago')
  })

  it('refuses a duplicate email with 409, whatever its case', async () => {
    await createUser(t.db, { email: 'taken@example.test' })
    const res = await t.client().post('/api/auth/signup', {
      email: 'TAKEN@example.test',
      password: 'long-enough',
      firstName: 'A',
      lastName: 'B',
      ageConfirmed: true,
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('An account with this email already exists')
  })

  it('refuses a short password with 400 naming the field', async () => {
    const res = await t.client().post('/api/auth/signup', {
      email: 'short@example.test',
      password: 'short',
      firstName: 'A',
      lastName: 'B',
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toContainEqual({
      path: 'password',
      message: 'Password must be at least 8 characters',
    })
    // No body at all gets the same field messages as an empty one, not "expected object, received null".
    const bare = await t.client().request('POST', '/api/auth/signup')
    expect(bare.status).toBe(400)
    expect(bare.body.errors).toContainEqual({ path: 'password', message: 'Password is required' })
    // Fields left out are named in the same words as empty ones.
    const empty = await t.client().post('/api/auth/signup', { email: 'missing@example.test' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'password', message: 'Password is required' },
        { path: 'firstName', message: 'First name is required' },
        { path: 'lastName', message: 'Last name is required' },
      ]),
    )
  })

  it('grants no role for a sign-up alone, even with an ADMIN_EMAILS address (issue 32.1)', async () => {
    const c = t.client()
    const res = await c.post('/api/auth/signup', {
      email: 'Boss@example.test',
      password: 'long-enough',
      firstName: 'B',
      lastName: 'Oss',
      ageConfirmed: true,
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ role: 'parent', emailVerified: false })
    expect((await c.get('/api/users')).status).toBe(403)
    // Signing in again changes nothing until the address is proven (email-verification.test.ts).
    await c.post('/api/auth/logout')
    const again = await c.post('/api/auth/login', { email: 'boss@example.test', password: 'long-enough' })
    expect(again.body.role).toBe('parent')
  })

  it('signs in (200), refuses a wrong password (401), and rotates the session id', async () => {
    const u = await createUser(t.db)
    const c = t.client()
    expect((await c.post('/api/auth/login', { email: u.email, password: 'wrong-password' })).status).toBe(401)
    const first = await c.post('/api/auth/login', { email: u.email, password: u.password })
    expect(first.status).toBe(200)
    expect(first.body.id).toBe(u.id)
    const cookie1 = c.cookie('cradle_session')
    await c.post('/api/auth/login', { email: u.email, password: u.password })
    expect(c.cookie('cradle_session')).not.toBe(cookie1)
  })

  it('pauses an account after 5 failed sign-ins with 429 and a clear message', async () => {
    const u = await createUser(t.db)
    const c = t.client()
    for (let i = 0; i < 5; i++) {
      expect((await c.post('/api/auth/login', { email: u.email, password: `nope-${i}-xxxx` })).status).toBe(
        401,
      )
    }
    const res = await c.post('/api/auth/login', { email: u.email, password: u.password })
    expect(res.status).toBe(429)
    expect(res.body.message).toMatch(/Too many sign-in attempts/)
    // Says when to come back: when the first of the five failures is 15 minutes old.
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
    t.clock.advance(10 * 60_000)
    const later = await c.post('/api/auth/login', { email: u.email, password: u.password })
    expect(Number(later.headers.get('retry-after'))).toBeLessThanOrEqual(5 * 60)
    t.clock.advance(5 * 60_000 + 1000)
    expect((await c.post('/api/auth/login', { email: u.email, password: u.password })).status).toBe(200)
    t.clock.set(new Date())
  })

  it('answers 401 signed out and ends the session at logout', async () => {
    const anon = await t.client().get('/api/auth/user')
    expect(anon.status).toBe(401)
    expect(typeof anon.body.message).toBe('string')
    const c = await t.signIn()
    expect((await c.get('/api/auth/user')).status).toBe(200)
    const out = await c.post('/api/auth/logout')
    expect(out.status).toBe(204)
    expect((await c.get('/api/auth/user')).status).toBe(401)
  })

  it('sends browser navigations to the sign-in page with a safe redirect', async () => {
    const res = await t.client().get('/api/login?redirect=%2Fevents%2F1%3Fregister%3Dtrue')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/sign-in?redirect=%2Fevents%2F1%3Fregister%3Dtrue')
    const evil = await t.client().get('/api/login?redirect=https%3A%2F%2Fevil.example')
    expect(evil.headers.get('location')).toBe('/sign-in?redirect=%2F')
    // Dot segments normalise "/.//evil.test" to "//evil.test", another host (issue 32).
    for (const target of ['/.//evil.test/phish', '/..//evil.test', '/%2E%2e//evil.test']) {
      for (const page of ['login', 'signup']) {
        const res = await t.client().get(`/api/${page}?redirect=${encodeURIComponent(target)}`)
        expect(res.headers.get('location'), target).toBe(
          `/sign-${page === 'login' ? 'in' : 'up'}?redirect=%2F`,
        )
      }
    }
  })

  it('refuses a write from another origin with 403', async () => {
    const res = await t.client().post(
      '/api/auth/signup',
      { email: 'x@example.test', password: 'long-enough', firstName: 'A', lastName: 'B' },
      {
        origin: 'https://evil.example',
      },
    )
    expect(res.status).toBe(403)
  })

  it('answers unknown API paths with the JSON error format (404)', async () => {
    const res = await t.client().get('/api/nope')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'Not found: GET /api/nope' })
  })

  it('reports health with the database reachable', async () => {
    const res = await t.client().get('/api/health')
    expect(res.body).toEqual({ status: 'ok', database: 'ok' })
  })
})
