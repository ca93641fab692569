import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { PASSWORD_RESET_EXPIRED, PASSWORD_RESET_SENT } from '../../domain/auth'
import { loginAttempts, outbox, passwordResets } from '../db/schema'
import { createRenderer, HIDDEN_SECRET } from '../notifications/render'
import { totpCodeAt } from './mfa'
import { RESETS_PER_HOUR } from './password-reset'
import { COMMON_PASSWORD_MESSAGE } from './passwords'

describe.each(databaseKinds())('forgot password on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  const ask = (email: string) => t.client().post('/api/auth/password-reset', { email })
  const mailsTo = (email: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'password-reset')))
  /** The link in the mail as the family receives it. */
  async function linkFor(email: string): Promise<string> {
    const rows = await mailsTo(email)
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]
    const mail = await createRenderer({ db: t.db, config: t.config, clock: t.clock }).render(newest)
    if (mail.type !== 'email') throw new Error(`no mail: ${JSON.stringify(mail)}`)
    const url = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0]
    if (!url) throw new Error(`no link in ${mail.text}`)
    return decodeURIComponent(new URL(url).searchParams.get('token') ?? '')
  }

  it('answers the same for an unknown address as for an account, and mails only the account', async () => {
    const user = await createUser(t.db)
    const known = await ask(user.email.toUpperCase())
    const unknown = await ask('nobody-here@example.test')
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(known.body).toEqual({ message: PASSWORD_RESET_SENT })
    expect(unknown.body).toEqual(known.body)
    expect(await mailsTo(user.email)).toHaveLength(1)
    expect(await mailsTo('nobody-here@example.test')).toHaveLength(0)
  })

  it('still asks for the second factor after a reset, when the account has one (issue 33)', async () => {
    const owner = await t.signIn(await createUser(t.db))
    const setup = await owner.post('/api/auth/mfa/setup')
    await owner.post('/api/auth/mfa/enable', { code: totpCodeAt(setup.body.secret, t.clock.now()) })
    t.clock.advance(60_000)
    await ask(owner.user.email)
    const browser = t.client()
    const res = await browser.post('/api/auth/password-reset/confirm', {
      token: await linkFor(owner.user.email),
      password: 'a-brand-new-one',
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ mfaRequired: true })
    // The mailbox alone opens nothing: no session until the code.
    expect((await browser.get('/api/auth/user')).status).toBe(401)
    const code = await browser.post('/api/auth/login/mfa', {
      code: totpCodeAt(setup.body.secret, t.clock.now()),
    })
    expect(code.status).toBe(200)
    expect((await browser.get('/api/auth/user')).body.email).toBe(owner.user.email)
  })

  it('sets the new password from the link once, signs that browser in and every other one out', async () => {
    const user = await createUser(t.db)
    const elsewhere = await t.signIn(user)
    await ask(user.email)
    const token = await linkFor(user.email)

    expect(
      (await t.client().get(`/api/auth/password-reset/status?token=${encodeURIComponent(token)}`)).body,
    ).toEqual({
      usable: true,
    })
    const c = t.client()
    const res = await c.post('/api/auth/password-reset/confirm', { token, password: 'a-brand-new-one' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: user.id, email: user.email })
    expect((await c.get('/api/auth/user')).body.id).toBe(user.id)
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401)

    const old = await t.client().post('/api/auth/login', { email: user.email, password: user.password })
    expect(old.status).toBe(401)
    const fresh = await t.client().post('/api/auth/login', { email: user.email, password: 'a-brand-new-one' })
    expect(fresh.status).toBe(200)

    const status = async (tk: string) =>
      (await t.client().get(`/api/auth/password-reset/status?token=${encodeURIComponent(tk)}`)).body.usable
    expect(await status(token)).toBe(false)
    expect(await status('not-a-token')).toBe(false)
    const again = await t
      .client()
      .post('/api/auth/password-reset/confirm', { token, password: 'yet-another-one' })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(PASSWORD_RESET_EXPIRED)
    expect(again.body.errors).toEqual([{ path: 'token', message: PASSWORD_RESET_EXPIRED }])
  })

  it('retires older links when one is used, and refuses a link after its hour', async () => {
    const user = await createUser(t.db)
    await ask(user.email)
    const first = await linkFor(user.email)
    t.clock.advance(1000)
    await ask(user.email)
    const second = await linkFor(user.email)
    expect(second).not.toBe(first)
    const confirm = (token: string) =>
      t.client().post('/api/auth/password-reset/confirm', { token, password: 'fine-password' })
    expect((await confirm(second)).status).toBe(200)
    expect((await confirm(first)).status).toBe(400)

    const late = await createUser(t.db)
    await ask(late.email)
    const token = await linkFor(late.email)
    t.clock.advance(60 * 60_000 + 1)
    try {
      expect((await confirm(token)).status).toBe(400)
    } finally {
      t.clock.advance(-(60 * 60_000 + 1))
    }
  })

  it('refuses forged, tampered and malformed tokens, and a short password, writing nothing', async () => {
    const user = await createUser(t.db)
    await ask(user.email)
    const token = await linkFor(user.email)
    const [id] = token.split('.')
    for (const forged of [
      `${id}.not-the-signature`,
      `${id}`,
      `${crypto.randomUUID()}.${token.split('.')[1]}`,
      'x',
    ]) {
      const res = await t
        .client()
        .post('/api/auth/password-reset/confirm', { token: forged, password: 'long-enough' })
      expect(res.status, forged).toBe(400)
    }
    const short = await t.client().post('/api/auth/password-reset/confirm', { token, password: 'short' })
    expect(short.status).toBe(400)
    expect(short.body.errors).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ])
    // A leaked favourite is refused by name (issue 33), and does not use the link up.
    const common = await t
      .client()
      .post('/api/auth/password-reset/confirm', { token, password: 'password123' })
    expect(common.status).toBe(400)
    expect(common.body.errors).toEqual([{ path: 'password', message: COMMON_PASSWORD_MESSAGE }])
    // The link still works after all of that.
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.id, id))
    expect(row.usedAt).toBeNull()
    expect(
      (await t.client().post('/api/auth/password-reset/confirm', { token, password: 'long-enough' })).status,
    ).toBe(200)
  })

  it(`sends an account at most ${RESETS_PER_HOUR} links an hour, answering the same after that`, async () => {
    const user = await createUser(t.db)
    for (let i = 0; i < RESETS_PER_HOUR + 2; i++) expect((await ask(user.email)).status).toBe(202)
    expect(await mailsTo(user.email)).toHaveLength(RESETS_PER_HOUR)
  })

  it('lifts the pause after failed sign-ins: the family who forgot is not kept out', async () => {
    const user = await createUser(t.db)
    for (let i = 0; i < 5; i++)
      await t.client().post('/api/auth/login', { email: user.email, password: 'wrong-guess' })
    expect(
      (await t.client().post('/api/auth/login', { email: user.email, password: user.password })).status,
    ).toBe(429)
    await ask(user.email)
    const token = await linkFor(user.email)
    await t.client().post('/api/auth/password-reset/confirm', { token, password: 'remembered-now' })
    const failures = await t.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, user.email), eq(loginAttempts.succeeded, false)))
    expect(failures).toHaveLength(0)
    expect(
      (await t.client().post('/api/auth/login', { email: user.email, password: 'remembered-now' })).status,
    ).toBe(200)
  })

  it('delivers the link to the family only: the copy kept and the Outbox page hide it', async () => {
    const user = await createUser(t.db)
    const admin = await t.signIn({ role: 'admin' })
    await ask(user.email)
    const token = await linkFor(user.email)
    const [queued] = await mailsTo(user.email)
    const preview = await admin.get(`/api/admin/outbox/${queued.id}`)
    expect(preview.status).toBe(200)
    expect(preview.body.rendered.text).toContain(HIDDEN_SECRET)
    expect(JSON.stringify(preview.body)).not.toContain(token)

    await t.runTasks()
    const [sent] = await mailsTo(user.email)
    expect(sent.status).toBe('sent')
    expect(JSON.stringify(sent.payload)).not.toContain(token)
    expect(JSON.stringify(sent.payload)).toContain(HIDDEN_SECRET)
    const kept = await admin.get(`/api/admin/outbox/${queued.id}`)
    expect(JSON.stringify(kept.body)).not.toContain(token)
  })

  it('never sends a link that was used or expired before the worker reached it', async () => {
    const user = await createUser(t.db)
    await ask(user.email)
    const token = await linkFor(user.email)
    await t.client().post('/api/auth/password-reset/confirm', { token, password: 'quick-family' })
    await t.runTasks()
    const [row] = await mailsTo(user.email)
    expect(row.lastError).toBe('Skipped: the link was already used')
  })
})
