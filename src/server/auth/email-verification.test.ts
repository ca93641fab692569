import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProvider, createUser } from '../../../test/factories'
import type { HttpClient } from '../../../test/http-client'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { EMAIL_VERIFICATION_EXPIRED, EMAIL_VERIFICATION_OTHER_ACCOUNT } from '../../domain/auth'
import { outbox, providers } from '../db/schema'
import { createRenderer, HIDDEN_SECRET, redactSecrets } from '../notifications/render'
import { VERIFICATIONS_PER_HOUR } from './email-verification'

describe.each(databaseKinds())('proving an email address on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({
      kind,
      env: { ADMIN_EMAILS: 'ops-lead@probe.test,boss@probe.test,old-boss@probe.test,old-boss2@probe.test' },
    })
  })
  afterAll(() => t.close())

  async function signUp(email: string) {
    const c = t.client()
    const res = await c.post('/api/auth/signup', {
      email,
      password: 'long-enough',
      firstName: 'Sam',
      lastName: 'Lee',
      ageConfirmed: true,
    })
    expect(res.status).toBe(201)
    return Object.assign(c, { user: res.body as { id: string; role: string } })
  }
  const mails = (email: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'email-verification')))
  /** The link's token as the mail carries it, from the newest confirmation mail. */
  async function tokenFor(email: string) {
    const rows = (await mails(email)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    const mail = await createRenderer({ db: t.db, config: t.config, clock: t.clock }).render(rows[0])
    if (mail.type !== 'email') throw new Error(`no mail: ${JSON.stringify(mail)}`)
    const url = mail.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0]
    if (!url) throw new Error(`no link in ${mail.text}`)
    // Staff reading the Outbox never see a usable link.
    expect(redactSecrets(mail).text).toContain(HIDDEN_SECRET)
    return decodeURIComponent(new URL(url).searchParams.get('token') ?? '')
  }
  const verify = (c: HttpClient, token: string) => c.post('/api/auth/verify-email', { token })

  it('keeps a squatter of an ADMIN_EMAILS address a parent: the link goes to the real owner (issue 32.1)', async () => {
    const squatter = await signUp('Ops-Lead@probe.test')
    expect(squatter.user.role).toBe('parent')
    expect((await squatter.get('/api/users')).status).toBe(403)
    expect(await mails('ops-lead@probe.test')).toHaveLength(1)
    // The owner (or their mail scanner) opens the link without the squatter's session: nothing is proven.
    const token = await tokenFor('ops-lead@probe.test')
    expect((await verify(t.client(), token)).status).toBe(401)
    const someoneElse = await t.signIn()
    const other = await verify(someoneElse, token)
    expect(other.status).toBe(403)
    expect(other.body.message).toBe(EMAIL_VERIFICATION_OTHER_ACCOUNT)
    expect((await squatter.get('/api/auth/user')).body).toMatchObject({
      role: 'parent',
      emailVerified: false,
    })
  })

  it('makes a listed address admin once its owner opens the link signed in', async () => {
    const owner = await signUp('boss@probe.test')
    const token = await tokenFor('boss@probe.test')
    const res = await verify(owner, token)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ role: 'admin', emailVerified: true })
    expect((await owner.get('/api/users')).status).toBe(200)
    // Used once: the same link again is harmless, a stranger's token is refused.
    expect((await verify(owner, token)).status).toBe(200)
    const bad = await verify(owner, 'not-a-token')
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ path: 'token', message: EMAIL_VERIFICATION_EXPIRED }])
  })

  it('links a provider profile only to an account that proved the address (issue 32.1)', async () => {
    const profile = await createProvider(t.db, { email: 'doula.nia@probe.test' })
    const squatter = await signUp('doula.nia@probe.test')
    // An admin makes the account a provider; the unproven address earns no profile.
    const admin = await t.signIn({ role: 'admin' })
    expect((await admin.put(`/api/users/${squatter.user.id}/role`, { role: 'provider' })).status).toBe(200)
    expect((await squatter.get('/api/my-events')).body).toEqual([])
    const [row] = await t.db.select().from(providers).where(eq(providers.id, profile.id))
    expect(row.userId).toBeNull()
    // Proven: the profile is theirs on first use.
    expect((await verify(squatter, await tokenFor('doula.nia@probe.test'))).status).toBe(200)
    expect((await squatter.get('/api/my-events')).status).toBe(200)
    const [linked] = await t.db.select().from(providers).where(eq(providers.id, profile.id))
    expect(linked.userId).toBe(squatter.user.id)
  })

  it('expires a link after 48 hours and refuses one sent to an address the account no longer has', async () => {
    const c = await signUp('late.opener@probe.test')
    const token = await tokenFor('late.opener@probe.test')
    t.clock.advance(49 * 3600_000)
    const res = await verify(c, token)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(EMAIL_VERIFICATION_EXPIRED)
    t.clock.set(new Date())
  })

  it('sends the link again on request, a few times an hour, and not once proven', async () => {
    const c = await signUp('resend@probe.test')
    for (let i = 1; i < VERIFICATIONS_PER_HOUR; i++)
      expect((await c.post('/api/auth/verify-email/resend')).status).toBe(202)
    const tooMany = await c.post('/api/auth/verify-email/resend')
    expect(tooMany.status).toBe(429)
    expect(await mails('resend@probe.test')).toHaveLength(VERIFICATIONS_PER_HOUR)
    expect((await verify(c, await tokenFor('resend@probe.test'))).status).toBe(200)
    t.clock.advance(2 * 3600_000)
    expect((await c.post('/api/auth/verify-email/resend')).status).toBe(409)
    t.clock.set(new Date())
    expect((await t.client().post('/api/auth/verify-email/resend')).status).toBe(401)
  })

  it('signs an existing listed account in as admin only when its address is proven', async () => {
    const unproven = await createUser(t.db, { email: 'old-boss@probe.test', emailVerifiedAt: null })
    const proven = await createUser(t.db, { email: 'old-boss2@probe.test' })
    const login = (u: typeof proven) =>
      t.client().post('/api/auth/login', { email: u.email, password: u.password })
    expect((await login(unproven)).body).toMatchObject({ role: 'parent', emailVerified: false })
    expect((await login(proven)).body).toMatchObject({ role: 'admin', emailVerified: true })
  })
})
