import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROTATION_GRACE_MS } from '../../src/server/auth/sessions'
import { createUser } from '../factories'
import { HttpClient } from '../http-client'
import { startTestApp, type TestApp } from '../test-app'
import { databaseKinds } from '../test-db'

const COOKIE = '__Host-cradle_session'
/** A signed-in endpoint that any role may call. */
const ME = '/api/auth/user'

/** Parses one Set-Cookie header into its name, value and attributes (lower-cased keys). */
function parseSetCookie(header: string) {
  const [pair, ...attrs] = header.split(';').map((p) => p.trim())
  const i = pair.indexOf('=')
  const attributes = new Map<string, string>()
  for (const a of attrs) {
    const j = a.indexOf('=')
    attributes.set((j < 0 ? a : a.slice(0, j)).toLowerCase(), j < 0 ? '' : a.slice(j + 1))
  }
  return { name: pair.slice(0, i), value: pair.slice(i + 1), attributes }
}

describe.each(databaseKinds())('session hardening under https on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, env: { PUBLIC_URL: 'https://cradle.example' } })
  })
  afterAll(() => t?.close())

  /** Another browser holding only this raw cookie value (what an attacker who copied it would send). */
  const replay = (token: string | undefined) => {
    if (!token) throw new Error('no session cookie was set')
    return new HttpClient(t.url, { cookie: `${COOKIE}=${token}` })
  }
  const login = (c: HttpClient, u: { email: string; password: string }) =>
    c.post('/api/auth/login', { email: u.email, password: u.password })

  it('sets a __Host- cookie: Secure, Path=/, no Domain, HttpOnly, SameSite=Lax; sign-out clears it the same way', async () => {
    const u = await createUser(t.db)
    const c = t.client()
    const res = await login(c, u)
    expect(res.status).toBe(200)
    const cookies = res.headers.getSetCookie().map(parseSetCookie)
    // The session, and the browser's device id (the sign-in pause counts per browser, decision A11): both __Host-.
    expect(cookies.map((k) => k.name)).toEqual([COOKIE, '__Host-cradle_device'])
    for (const { attributes } of cookies) {
      expect(attributes.has('secure')).toBe(true)
      expect(attributes.get('path')).toBe('/')
      expect(attributes.has('domain')).toBe(false)
      expect(attributes.has('httponly')).toBe(true)
      expect(attributes.get('samesite')?.toLowerCase()).toBe('lax')
    }

    const out = await c.post('/api/auth/logout')
    expect(out.status).toBe(204)
    // A browser ignores a __Host- cookie (even a deletion) without Secure and Path=/.
    const cleared = out.headers.getSetCookie().map(parseSetCookie)
    expect(cleared.map((k) => k.name)).toEqual([COOKIE])
    expect(cleared[0].attributes.has('secure')).toBe(true)
    expect(cleared[0].attributes.get('path')).toBe('/')
    expect(cleared[0].attributes.has('domain')).toBe(false)
    expect(new Date(cleared[0].attributes.get('expires') ?? '').getTime()).toBeLessThan(Date.now())
  })

  it('issues a new token at every sign-in; a planted or earlier token is not honoured', async () => {
    const victim = await createUser(t.db)
    const attacker = await createUser(t.db)
    // The attacker signs in, then plants their own valid token in the victim's browser.
    const attackerBrowser = t.client()
    await login(attackerBrowser, attacker)
    const planted = attackerBrowser.cookie(COOKIE)
    const victimBrowser = replay(planted)
    expect((await victimBrowser.get(ME)).body.id).toBe(attacker.id)

    expect((await login(victimBrowser, victim)).status).toBe(200)
    const first = victimBrowser.cookie(COOKIE)
    expect(first).toBeDefined()
    expect(first).not.toBe(planted)
    expect((await victimBrowser.get(ME)).body.id).toBe(victim.id)
    // The planted token died at sign-in: it can never be the victim's session.
    expect((await replay(planted).get(ME)).status).toBe(401)

    expect((await login(victimBrowser, victim)).status).toBe(200)
    const second = victimBrowser.cookie(COOKIE)
    expect(second).not.toBe(first)
    expect((await replay(first).get(ME)).status).toBe(401)
    expect((await replay(second).get(ME)).status).toBe(200)
  })

  it('a made-up token chosen before sign-in is replaced, not adopted', async () => {
    const u = await createUser(t.db)
    const chosen = 'attacker-chosen-session-value'
    const c = replay(chosen)
    expect((await c.get(ME)).status).toBe(401)
    expect((await login(c, u)).status).toBe(200)
    expect(c.cookie(COOKIE)).not.toBe(chosen)
    expect((await replay(chosen).get(ME)).status).toBe(401)
  })

  it.each(['POST /api/auth/logout', 'GET /api/logout'])(
    'after %s the old cookie value gets 401',
    async (route) => {
      const c = await t.signIn()
      const token = c.cookie(COOKIE)
      const elsewhere = await t.signIn(c.user)
      const [method, path] = route.split(' ')
      const out = method === 'POST' ? await c.post(path) : await c.get(path)
      expect([204, 302]).toContain(out.status)
      expect((await replay(token).get(ME)).status).toBe(401)
      expect((await replay(token).get('/api/my-registrations')).status).toBe(401)
      // Signing out one browser does not sign out the person's other devices.
      expect((await elsewhere.get(ME)).status).toBe(200)
    },
  )

  // Issue 32: a link or <img> on another site signed the visitor out. A navigation from this site or the address bar
  // still signs out, and so does a client that sends no Fetch Metadata (Node's fetch sends no Sec-Fetch-Dest); a
  // picture, style or script that names the address does not, wherever it is.
  it.each([
    ['cross-site', 'document'],
    ['cross-site', undefined],
    ['same-origin', 'image'],
    ['same-origin', 'script'],
    ['same-site', 'style'],
    ['none', 'empty'],
  ])(
    'GET /api/logout with Sec-Fetch-Site %s, Sec-Fetch-Dest %s is refused (403) and keeps the session',
    async (site, dest) => {
      const c = await t.signIn()
      const headers: Record<string, string> = { 'sec-fetch-site': site }
      if (dest) headers['sec-fetch-dest'] = dest
      const out = await c.get('/api/logout', headers)
      expect(out.status).toBe(403)
      expect(out.body).toEqual({ message: expect.stringMatching(/sign out/i) })
      expect(out.headers.get('set-cookie')).toBeNull()
      expect((await c.get(ME)).status).toBe(200)
    },
  )

  it.each(['same-origin', 'same-site', 'none', undefined])(
    'GET /api/logout as a navigation with Sec-Fetch-Site %s signs out and goes home',
    async (site) => {
      const c = await t.signIn()
      const token = c.cookie(COOKIE)
      const headers: Record<string, string> = site
        ? { 'sec-fetch-site': site, 'sec-fetch-dest': 'document' }
        : {}
      const out = await c.get('/api/logout', headers)
      expect(out.status).toBe(302)
      expect(out.headers.get('location')).toBe('/')
      expect((await replay(token).get(ME)).status).toBe(401)
    },
  )

  it('a role change ends every session of that user: each is swapped for a fresh id at its next use, with no new sign-in', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const parent = await t.signIn({ role: 'parent' })
    const parentPhone = await t.signIn(parent.user)
    const bystander = await t.signIn({ role: 'parent' })
    const bystanderToken = bystander.cookie(COOKIE)
    const old = [parent.cookie(COOKIE), parentPhone.cookie(COOKIE)]

    expect((await admin.put(`/api/users/${parent.user.id}/role`, { role: 'provider' })).status).toBe(200)
    // Next request from each device: the new role, and a new credential for it.
    for (const device of [parent, parentPhone]) {
      const me = await device.get(ME)
      expect(me.status).toBe(200)
      expect(me.body.role).toBe('provider')
      expect(me.headers.getSetCookie().map(parseSetCookie)[0]?.name).toBe(COOKIE)
    }
    const fresh = [parent.cookie(COOKIE), parentPhone.cookie(COOKIE)]
    expect(fresh).not.toContain(old[0])
    expect(fresh).not.toContain(old[1])
    // Requests the page had already sent with the old id still land for a moment, then the old id is dead.
    expect((await replay(old[0]).get(ME)).status).toBe(200)
    t.clock.advance(ROTATION_GRACE_MS + 1000)
    for (const token of old) expect((await replay(token).get(ME)).status).toBe(401)
    for (const token of fresh) expect((await replay(token).get(ME)).body.role).toBe('provider')
    // No one else's session was touched.
    expect((await bystander.get(ME)).headers.getSetCookie()).toEqual([])
    expect(bystander.cookie(COOKIE)).toBe(bystanderToken)
    expect((await admin.get('/api/users')).status).toBe(200)
  })

  // My Events reads the registrations in the same query as the session (auth/session-read.ts): the rules must hold.
  it('the route read together with its session keeps every session rule: rotation, grace, expiry, another user', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const parent = await t.signIn({ role: 'parent' })
    const other = await t.signIn({ role: 'parent' })
    const old = parent.cookie(COOKIE)
    expect((await admin.put(`/api/users/${parent.user.id}/role`, { role: 'provider' })).status).toBe(200)
    const mine = await parent.get('/api/my-registrations')
    expect(mine.status).toBe(200)
    expect(mine.body).toEqual([])
    expect(mine.headers.getSetCookie().map(parseSetCookie)[0]?.name).toBe(COOKIE)
    expect(parent.cookie(COOKIE)).not.toBe(old)
    t.clock.advance(ROTATION_GRACE_MS + 1000)
    expect((await replay(old).get('/api/my-registrations')).status).toBe(401)
    expect((await parent.get('/api/my-registrations')).status).toBe(200)
    // A session past its expiry reads nothing.
    t.clock.advance(31 * 24 * 3600_000)
    expect((await other.get('/api/my-registrations')).status).toBe(401)
    expect((await replay('not-a-session').get('/api/my-registrations')).status).toBe(401)
  })

  it('a stolen cookie that was never used after a role change dies with the grace period', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const victim = await t.signIn({ role: 'admin' })
    const stolen = victim.cookie(COOKIE)
    expect((await admin.put(`/api/users/${victim.user.id}/role`, { role: 'parent' })).status).toBe(200)
    // The victim comes back first: their browser gets the fresh id, the copied one is on borrowed time.
    expect((await victim.get(ME)).body.role).toBe('parent')
    t.clock.advance(ROTATION_GRACE_MS + 1000)
    expect((await replay(stolen).get(ME)).status).toBe(401)
    expect((await victim.get(ME)).status).toBe(200)
  })

  it('several requests racing on a marked session all succeed and only one fresh id is issued', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const parent = await t.signIn({ role: 'parent' })
    const token = parent.cookie(COOKIE)
    expect((await admin.put(`/api/users/${parent.user.id}/role`, { role: 'provider' })).status).toBe(200)
    const answers = await Promise.all(Array.from({ length: 8 }, () => replay(token).get(ME)))
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
    expect(answers.filter((a) => a.headers.getSetCookie().length > 0)).toHaveLength(1)
  })

  it('an admin who gives up their own admin role loses admin powers on the next request', async () => {
    const stays = await t.signIn({ role: 'admin' })
    const leaves = await t.signIn({ role: 'admin' })
    const res = await leaves.put(`/api/users/${leaves.user.id}/role`, { role: 'parent' })
    expect(res.status).toBe(200)
    expect(res.body.role).toBe('parent')
    expect((await leaves.get('/api/users')).status).toBe(403)
    expect((await leaves.get(ME)).body.role).toBe('parent')
    expect((await stays.get('/api/users')).status).toBe(200)
  })
})

describe('session cookie under plain http (local use)', () => {
  const login = (t: TestApp, u: { email: string; password: string }) =>
    t.client().post('/api/auth/login', { email: u.email, password: u.password })

  it('has no __Host- prefix and no Secure flag, which a browser would refuse over http', async () => {
    const t = await startTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } })
    try {
      const res = await login(t, await createUser(t.db))
      const [cookie] = res.headers.getSetCookie().map(parseSetCookie)
      expect(cookie.name).toBe('cradle_session')
      expect(cookie.attributes.has('secure')).toBe(false)
      expect(cookie.attributes.has('httponly')).toBe(true)
    } finally {
      await t.close()
    }
  })
})
