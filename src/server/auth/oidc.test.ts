import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import Provider from 'oidc-provider'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../test/factories'
import { HttpClient } from '../../../test/http-client'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { users } from '../db/schema'
import { totpCodeAt } from './mfa'
import { identityFromClaims } from './oidc'

// The app never serves this host: the test carries the provider's redirect back to the app itself.
const PUBLIC_URL = 'http://cradle.localhost:3999'
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/oidc/callback`

const ACCOUNTS: Record<string, Record<string, unknown>> = {
  'sub-alice': {
    email: 'alice@idp.test',
    email_verified: true,
    given_name: 'Alice',
    family_name: 'Nakamura',
  },
  'sub-linked': { email: 'linked@idp.test', email_verified: true, name: 'Lina Ortega' },
  'sub-unverified': { email: 'taken@idp.test', email_verified: false, given_name: 'Mallory' },
  'sub-boss': { email: 'boss@idp.test', email_verified: true, given_name: 'Bea', family_name: 'Boss' },
  'sub-young': { email: 'young@idp.test', email_verified: true, given_name: 'Yuki', family_name: 'Young' },
}

/** A real OpenID Connect provider on loopback, with its development login and consent pages. */
async function startIdentityProvider() {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'cradle',
        client_secret: 'cradle-test-secret',
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    findAccount: (_ctx, id) =>
      ACCOUNTS[id] ? { accountId: id, claims: () => ({ sub: id, ...ACCOUNTS[id] }) } : undefined,
    cookies: { keys: ['oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
  })
  server.on('request', provider.callback())
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const decode = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&#x2F;', '/').replaceAll('&#x3D;', '=')

/**
 * Plays the browser: follows the provider's redirects, fills its login form with `login` and
 * accepts consent, and stops at the redirect back to the app, which it then calls.
 */
async function signInThroughProvider(
  t: TestApp,
  app: HttpClient,
  issuer: string,
  login: string,
  start: string,
) {
  const first = await app.get(start)
  expect(first.status).toBe(302)
  let location = first.headers.get('location') ?? ''
  expect(location.startsWith(issuer)).toBe(true)
  const browser = new HttpClient(issuer)
  for (let step = 0; step < 12 && !location.startsWith(PUBLIC_URL); step++) {
    const url = new URL(location, issuer)
    const res = await browser.get(url.pathname + url.search)
    if (res.status >= 300 && res.status < 400) {
      location = res.headers.get('location') ?? ''
      continue
    }
    expect(res.status).toBe(200)
    const action = decode(/<form[^>]*action="([^"]+)"/.exec(res.text)?.[1] ?? '')
    const prompt = /name="prompt" value="([^"]+)"/.exec(res.text)?.[1] ?? ''
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt })
    const posted = await browser.post(new URL(action, issuer).pathname, form.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    })
    location = posted.headers.get('location') ?? ''
  }
  expect(location.startsWith(REDIRECT_URI)).toBe(true)
  const back = new URL(location)
  expect(back.searchParams.get('code')).toBeTruthy()
  return { callback: await app.get(back.pathname + back.search), app: t }
}

describe.each(databaseKinds())('OpenID Connect sign-in on %s', (kind) => {
  let t: TestApp
  let idp: Awaited<ReturnType<typeof startIdentityProvider>>
  beforeAll(async () => {
    idp = await startIdentityProvider()
    t = await startTestApp({
      kind,
      env: {
        PUBLIC_URL,
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: 'cradle',
        OIDC_CLIENT_SECRET: 'cradle-test-secret',
        ADMIN_EMAILS: 'boss@idp.test',
      },
    })
  })
  afterAll(async () => {
    await t?.close()
    await idp?.close()
  })

  it('runs the code flow with PKCE and state, starts a session and returns to the redirect target', async () => {
    const app = t.client()
    const first = await app.get('/api/login?redirect=%2Fmy-events')
    const auth = new URL(first.headers.get('location') ?? '')
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256')
    expect(auth.searchParams.get('state')).toBeTruthy()
    expect(auth.searchParams.get('redirect_uri')).toBe(REDIRECT_URI)
    expect(first.headers.get('set-cookie')).toMatch(/cradle_oidc=.*HttpOnly/i)

    const { callback } = await signInThroughProvider(
      t,
      app,
      idp.issuer,
      'sub-alice',
      '/api/login?redirect=%2Fmy-events',
    )
    expect(callback.status).toBe(302)
    // A new account answers the sign-up's age question first, then goes on to the page asked for (issue 33).
    expect(callback.headers.get('location')).toBe('/confirm-age?redirect=%2Fmy-events')
    expect((await app.post('/api/auth/age-confirmation', { ageConfirmed: true })).status).toBe(200)
    const me = await app.get('/api/auth/user')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({
      email: 'alice@idp.test',
      firstName: 'Alice',
      lastName: 'Nakamura',
      role: 'parent',
    })
    const [row] = await t.db.select().from(users).where(eq(users.email, 'alice@idp.test'))
    expect(row.oidcSubject).toBe('sub-alice')
    expect(row.passwordHash).toBeNull()
  })

  it('reuses the same account on a second sign-in (also through /api/signup)', async () => {
    const app = t.client()
    const { callback } = await signInThroughProvider(t, app, idp.issuer, 'sub-alice', '/api/signup')
    expect(callback.status).toBe(302)
    expect(callback.headers.get('location')).toBe('/')
    const me = await app.get('/api/auth/user')
    const rows = await t.db.select().from(users).where(eq(users.email, 'alice@idp.test'))
    expect(rows).toHaveLength(1)
    expect(me.body.id).toBe(rows[0].id)
  })

  it('links an existing account by verified email, and never by an unverified one', async () => {
    const local = await createUser(t.db, { email: 'linked@idp.test' })
    const app = t.client()
    await signInThroughProvider(t, app, idp.issuer, 'sub-linked', '/api/login')
    expect((await app.get('/api/auth/user')).body.id).toBe(local.id)

    await createUser(t.db, { email: 'taken@idp.test' })
    const other = t.client()
    const { callback } = await signInThroughProvider(t, other, idp.issuer, 'sub-unverified', '/api/login')
    expect(callback.status).toBe(409)
    expect(callback.body.message).toBe(
      'An account with this email already exists. Sign in with your password instead.',
    )
    expect((await other.get('/api/auth/user')).status).toBe(401)
  })

  it('makes ADMIN_EMAILS accounts admins, who land on their dashboard when no page was asked for', async () => {
    const app = t.client()
    const { callback } = await signInThroughProvider(t, app, idp.issuer, 'sub-boss', '/api/login')
    expect((await app.get('/api/auth/user')).body.role).toBe('admin')
    expect(callback.headers.get('location')).toBe('/confirm-age?redirect=%2Fadmin')
  })

  it('asks a new account the age question before it changes anything, and stores the answer and its time', async () => {
    const app = t.client()
    const { callback } = await signInThroughProvider(
      t,
      app,
      idp.issuer,
      'sub-young',
      '/api/login?redirect=%2Fevents',
    )
    expect(callback.headers.get('location')).toBe('/confirm-age?redirect=%2Fevents')
    expect((await app.get('/api/auth/user')).body).toMatchObject({ ageConfirmationNeeded: true })
    // Reading stays open; changes outside the account's own settings wait for the answer.
    const refused = await app.post('/api/user/preferences', { emailOptIn: true })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('age_confirmation_required')
    expect(refused.body.message).toMatch(/16 or older/)
    expect((await app.get('/api/events')).status).toBe(200)

    const unticked = await app.post('/api/auth/age-confirmation', {})
    expect(unticked.status).toBe(400)
    expect(unticked.body.errors[0]).toMatchObject({ path: 'ageConfirmed' })
    t.clock.advance(1000)
    const answered = await app.post('/api/auth/age-confirmation', { ageConfirmed: true })
    expect(answered.status).toBe(200)
    expect(answered.body.ageConfirmationNeeded).toBe(false)
    const [row] = await t.db.select().from(users).where(eq(users.email, 'young@idp.test'))
    expect(row.ageConfirmedAt?.getTime()).toBe(t.clock.now().getTime())
    expect((await app.post('/api/user/preferences', { emailOptIn: true })).status).not.toBe(403)

    // The next sign-in goes straight on.
    const again = await signInThroughProvider(
      t,
      t.client(),
      idp.issuer,
      'sub-young',
      '/api/login?redirect=%2Fevents',
    )
    expect(again.callback.headers.get('location')).toBe('/events')
  })

  it("asks for the code of an account that turned on Cradle's second factor, after the provider's sign-in", async () => {
    const app = t.client()
    await signInThroughProvider(t, app, idp.issuer, 'sub-alice', '/api/login')
    const setup = await app.post('/api/auth/mfa/setup')
    expect(
      (await app.post('/api/auth/mfa/enable', { code: totpCodeAt(setup.body.secret, t.clock.now()) })).status,
    ).toBe(200)
    t.clock.advance(60_000)
    const other = t.client()
    const { callback } = await signInThroughProvider(
      t,
      other,
      idp.issuer,
      'sub-alice',
      '/api/login?redirect=%2Fevents',
    )
    expect(callback.headers.get('location')).toBe('/sign-in?step=code&redirect=%2Fevents')
    expect((await other.get('/api/auth/user')).status).toBe(401)
    const done = await other.post('/api/auth/login/mfa', {
      code: totpCodeAt(setup.body.secret, t.clock.now()),
    })
    expect(done.status).toBe(200)
    expect(done.body.email).toBe('alice@idp.test')
    // Off again (with the next step's code: this one is spent), so the tests below sign in in one step.
    const next = totpCodeAt(setup.body.secret, new Date(t.clock.now().getTime() + 30_000))
    expect((await app.post('/api/auth/mfa/disable', { code: next })).status).toBe(204)
  })

  it('never asks an account made with a password (it answered at sign-up)', async () => {
    const signedUp = await t.signIn({ ageConfirmedAt: new Date() })
    expect((await signedUp.get('/api/auth/user')).body.ageConfirmationNeeded).toBe(false)
  })

  it('refuses a callback with a bad state, or without the sign-in cookie, with 400', async () => {
    const app = t.client()
    await app.get('/api/login')
    const bad = await app.get('/api/auth/oidc/callback?code=abc&state=not-the-state')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('This sign-in link is invalid or has expired. Please sign in again.')
    const noCookie = await t.client().get('/api/auth/oidc/callback?code=abc&state=x')
    expect(noCookie.status).toBe(400)
    expect((await app.get('/api/auth/user')).status).toBe(401)
  })

  it('answers a malformed return path with 400, as without OIDC, never 500', async () => {
    for (const query of ['redirect=%2Fa&redirect=%2Fb', `redirect=%2F${'x'.repeat(2100)}`]) {
      const res = await t.client().get(`/api/login?${query}`)
      expect(res.status).toBe(400)
      expect(typeof res.body.message).toBe('string')
    }
  })

  it('refuses a forged code with 400 even with the right state', async () => {
    const app = t.client()
    const first = await app.get('/api/login')
    const state = new URL(first.headers.get('location') ?? '').searchParams.get('state')
    const res = await app.get(
      `/api/auth/oidc/callback?code=forged&state=${state}&iss=${encodeURIComponent(idp.issuer)}`,
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Sign-in could not be completed. Please sign in again.')
  })

  it('answers 400 when the person cancels at the provider', async () => {
    const app = t.client()
    const first = await app.get('/api/login')
    const state = new URL(first.headers.get('location') ?? '').searchParams.get('state')
    const res = await app.get(
      `/api/auth/oidc/callback?error=access_denied&error_description=End-User%20aborted%20interaction&state=${state}`,
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Sign-in was not completed: End-User aborted interaction')
  })

  it.each(['https://evil.example/', '/.//evil.test/phish', '/..//evil.test', '/%2e//evil.test'])(
    'never returns to another site after sign-in (%s)',
    async (target) => {
      const app = t.client()
      const { callback } = await signInThroughProvider(
        t,
        app,
        idp.issuer,
        'sub-alice',
        `/api/login?redirect=${encodeURIComponent(target)}`,
      )
      expect(callback.headers.get('location')).toBe('/')
    },
  )
})

describe('sign-in without OIDC configured', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  it('keeps the local sign-in and sign-up pages', async () => {
    const login = await t.client().get('/api/login?redirect=%2Fevents')
    expect(login.status).toBe(302)
    expect(login.headers.get('location')).toBe('/sign-in?redirect=%2Fevents')
    const signup = await t.client().get('/api/signup')
    expect(signup.headers.get('location')).toBe('/sign-up?redirect=%2F')
    expect((await t.client().get('/api/auth/oidc/callback?code=a&state=b')).status).toBe(404)
  })
})

describe('identityFromClaims', () => {
  it('reads standard claims, lower-cases the email and splits a full name', () => {
    expect(
      identityFromClaims({
        sub: 's1',
        email: 'Ana.Diaz@Example.ORG',
        email_verified: true,
        name: 'Ana María Díaz',
      }),
    ).toEqual({
      subject: 's1',
      email: 'ana.diaz@example.org',
      emailVerified: true,
      firstName: 'Ana',
      lastName: 'María Díaz',
    })
  })
  it('treats a missing email_verified as unverified and blank values as absent', () => {
    expect(identityFromClaims({ sub: 's2', email: ' ', given_name: 'Kai' })).toEqual({
      subject: 's2',
      email: null,
      emailVerified: false,
      firstName: 'Kai',
      lastName: null,
    })
  })
})
