import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { outbox } from '../db/schema'
import { createRenderer, HIDDEN_SECRET, redactSecrets } from '../notifications/render'

describe.each(databaseKinds())('changing my email address on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  const mailsTo = (recipient: string, kindOf: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.kind, kindOf)))

  async function linkIn(recipient: string) {
    const [row] = await mailsTo(recipient, 'email-change')
    const mail = await createRenderer({ db: t.db, config: t.config, clock: t.clock }).render(row)
    if (mail.type !== 'email') throw new Error('no mail')
    expect(redactSecrets(mail).text).toContain(HIDDEN_SECRET)
    const url = mail.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0] ?? ''
    return decodeURIComponent(new URL(url).searchParams.get('token') ?? '')
  }

  it('moves the account only once the new address opens its link, and tells the old one (issue 33.1)', async () => {
    const me = await t.signIn()
    const old = me.user.email
    const wrong = await me.post('/api/auth/email', { email: 'New.Home@example.test', password: 'nope-nope' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual([{ path: 'password', message: 'Password is incorrect' }])

    const taken = await createUser(t.db)
    const clash = await me.post('/api/auth/email', { email: taken.email, password: me.user.password })
    expect(clash.status).toBe(409)
    expect(clash.body.errors).toEqual([
      { path: 'email', message: 'An account with this email already exists' },
    ])
    const same = await me.post('/api/auth/email', { email: old, password: me.user.password })
    expect(same.status).toBe(400)

    const asked = await me.post('/api/auth/email', {
      email: 'New.Home@example.test',
      password: me.user.password,
    })
    expect(asked.status).toBe(202)
    expect(asked.body.message).toContain('new.home@example.test')
    // Nothing changes until the link is opened.
    expect((await me.get('/api/auth/user')).body.email).toBe(old)
    const token = await linkIn('new.home@example.test')

    // Another account holding the link proves nothing.
    expect((await (await t.signIn()).post('/api/auth/verify-email', { token })).status).toBe(403)

    const moved = await me.post('/api/auth/verify-email', { token })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ email: 'new.home@example.test', emailVerified: true })
    const notices = await mailsTo(old, 'email-changed-notice')
    expect(notices).toHaveLength(1)
    const notice = await createRenderer({ db: t.db, config: t.config, clock: t.clock }).render(notices[0])
    expect(notice.type === 'email' && notice.text).toContain('now uses new.home@example.test')
    // Opening it again changes nothing; the new address signs in, the old one no longer does.
    expect((await me.post('/api/auth/verify-email', { token })).status).toBe(200)
    const login = (email: string) => t.client().post('/api/auth/login', { email, password: me.user.password })
    expect((await login('new.home@example.test')).status).toBe(200)
    expect((await login(old)).status).toBe(401)
  })

  it('refuses a link whose address was taken meanwhile, and an expired one', async () => {
    const me = await t.signIn()
    await me.post('/api/auth/email', { email: 'race@example.test', password: me.user.password })
    const token = await linkIn('race@example.test')
    await createUser(t.db, { email: 'race@example.test' })
    expect((await me.post('/api/auth/verify-email', { token })).status).toBe(409)

    const late = await t.signIn()
    await late.post('/api/auth/email', { email: 'late@example.test', password: late.user.password })
    const lateToken = await linkIn('late@example.test')
    t.clock.advance(49 * 3600_000)
    expect((await late.post('/api/auth/verify-email', { token: lateToken })).status).toBe(400)
    expect((await late.get('/api/auth/user')).body.email).toBe(late.user.email)
  })
})
