import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, type TestUser } from '../../../test/factories'
import type { HttpClient } from '../../../test/http-client'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { MFA_SETUP_REQUIRED_CODE } from '../../domain/mfa'
import { auditLog, users } from '../db/schema'
import { totpCodeAt } from './mfa'
import { SIGN_IN_PAUSED } from './service'

describe.each(databaseKinds())('two-step sign-in (TOTP + recovery codes) on %s (issue 33)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  const code = (secret: string, offsetMs = 0) =>
    totpCodeAt(secret, new Date(t.clock.now().getTime() + offsetMs))

  /** A signed-in account with the factor on: its secret and recovery codes. */
  async function enrolled(overrides: Partial<TestUser> = {}) {
    const c = await t.signIn(await createUser(t.db, overrides))
    const setup = await c.post('/api/auth/mfa/setup')
    expect(setup.status).toBe(200)
    const on = await c.post('/api/auth/mfa/enable', { code: code(setup.body.secret) })
    expect(on.status).toBe(200)
    // The step of the confirming code is spent: the next sign-in needs a later one (two steps on, so the step
    // before "now" is unused too).
    t.clock.advance(60_000)
    return { c, secret: setup.body.secret as string, recoveryCodes: on.body.recoveryCodes as string[] }
  }

  async function passwordStep(user: TestUser) {
    const c = t.client()
    const res = await c.post('/api/auth/login', { email: user.email, password: user.password })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ mfaRequired: true })
    return c
  }

  it('sets up with a QR code and the secret as text, confirmed by a first code; the secret is never shown again', async () => {
    const c = await t.signIn()
    expect((await c.get('/api/auth/mfa')).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 })
    const setup = await c.post('/api/auth/mfa/setup')
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Cradle:.+\?.*secret=/)
    expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/)
    expect(setup.headers.get('cache-control')).toBe('no-store')
    // The pending secret is stored encrypted, not as the base32 text.
    const [row] = await t.db.select().from(users).where(eq(users.id, c.user.id))
    expect(row.mfaPendingSecret).toMatch(/^v1\./)
    expect(row.mfaPendingSecret).not.toContain(setup.body.secret)

    const wrong = await c.post('/api/auth/mfa/enable', { code: '000000' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors[0].path).toBe('code')
    const on = await c.post('/api/auth/mfa/enable', { code: code(setup.body.secret) })
    expect(on.status).toBe(200)
    expect(on.body.recoveryCodes).toHaveLength(10)
    expect(new Set(on.body.recoveryCodes).size).toBe(10)
    const status = await c.get('/api/auth/mfa')
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 })
    expect(JSON.stringify(status.body)).not.toContain(setup.body.secret)
    expect((await c.get('/api/auth/user')).body.mfaEnabled).toBe(true)
    expect((await c.post('/api/auth/mfa/setup')).status).toBe(409)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.user.id), eq(auditLog.action, 'mfa.enable')))
    expect(audit).toHaveLength(1)
  })

  it('asks for the code after the password; a right code (±1 step) signs in, a replayed one is refused', async () => {
    const { c, secret } = await enrolled()
    const b = await passwordStep(c.user)
    // No session yet: the password alone opens nothing.
    expect((await b.get('/api/auth/user')).status).toBe(401)
    const wrong = await b.post('/api/auth/login/mfa', {
      code: '123456' === code(secret) ? '654321' : '123456',
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body.errors[0].path).toBe('code')
    const previousStep = code(secret, -30_000)
    const ok = await b.post('/api/auth/login/mfa', { code: previousStep })
    expect(ok.status).toBe(200)
    expect(ok.body.email).toBe(c.user.email)
    expect((await b.get('/api/auth/user')).status).toBe(200)

    // The same code again, within its window, from another browser: refused.
    const again = await passwordStep(c.user)
    expect((await again.post('/api/auth/login/mfa', { code: previousStep })).status).toBe(401)
    expect((await again.post('/api/auth/login/mfa', { code: code(secret) })).status).toBe(200)
    // Two steps away is too far.
    const far = await passwordStep(c.user)
    expect((await far.post('/api/auth/login/mfa', { code: code(secret, 90_000) })).status).toBe(401)
  })

  it('refuses the code step without the password step, or after its five minutes', async () => {
    const { c, secret } = await enrolled()
    expect((await t.client().post('/api/auth/login/mfa', { code: code(secret) })).status).toBe(401)
    const b = await passwordStep(c.user)
    t.clock.advance(5 * 60_000 + 1000)
    const late = await b.post('/api/auth/login/mfa', { code: code(secret) })
    expect(late.status).toBe(401)
    expect(late.body.message).toMatch(/expired/)
  })

  it('pauses the account after five wrong codes, like wrong passwords', async () => {
    const { c, secret } = await enrolled()
    const b = await passwordStep(c.user)
    for (let i = 0; i < 5; i++)
      expect((await b.post('/api/auth/login/mfa', { code: `99999${i}` })).status).toBe(401)
    const paused = await b.post('/api/auth/login/mfa', { code: code(secret) })
    expect(paused.status).toBe(429)
    expect(paused.body.message).toBe(SIGN_IN_PAUSED)
    t.clock.advance(16 * 60_000)
  })

  it('takes a recovery code once, and audits its use', async () => {
    const { c, recoveryCodes } = await enrolled()
    const b = await passwordStep(c.user)
    // Typed in capitals and without the dash: still the code.
    const ok = await b.post('/api/auth/login/mfa', { code: recoveryCodes[0].toUpperCase().replace('-', ' ') })
    expect(ok.status).toBe(200)
    const again = await passwordStep(c.user)
    expect((await again.post('/api/auth/login/mfa', { code: recoveryCodes[0] })).status).toBe(401)
    expect((await again.post('/api/auth/login/mfa', { code: recoveryCodes[1] })).status).toBe(200)
    expect((await again.get('/api/auth/mfa')).body.recoveryCodesLeft).toBe(8)
    const used = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.user.id), eq(auditLog.action, 'mfa.recovery_code_used')))
    expect(used).toHaveLength(2)
  })

  it('turns off only with the password or a current code; new recovery codes replace the old', async () => {
    const { c, secret, recoveryCodes } = await enrolled()
    expect((await c.post('/api/auth/mfa/disable', {})).status).toBe(400)
    const wrong = await c.post('/api/auth/mfa/disable', { password: 'not-my-password' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors[0].path).toBe('password')
    expect((await c.post('/api/auth/mfa/disable', { code: '000000' })).status).toBe(400)

    const fresh = await c.post('/api/auth/mfa/recovery-codes', { code: code(secret) })
    expect(fresh.status).toBe(200)
    const b = await passwordStep(c.user)
    expect((await b.post('/api/auth/login/mfa', { code: recoveryCodes[0] })).status).toBe(401)
    expect((await b.post('/api/auth/login/mfa', { code: fresh.body.recoveryCodes[0] })).status).toBe(200)

    expect((await c.post('/api/auth/mfa/disable', { password: c.user.password })).status).toBe(204)
    expect((await c.get('/api/auth/mfa')).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 })
    const [row] = await t.db.select().from(users).where(eq(users.id, c.user.id))
    expect(row.mfaSecret).toBeNull()
    // Sign-in is one step again.
    const plain = await t.client().post('/api/auth/login', { email: c.user.email, password: c.user.password })
    expect(plain.body.email).toBe(c.user.email)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.user.id), eq(auditLog.action, 'mfa.disable')))
    expect(audit).toHaveLength(1)
  })

  it('turns off with a current code too', async () => {
    const { c, secret } = await enrolled()
    expect((await c.post('/api/auth/mfa/disable', { code: code(secret) })).status).toBe(204)
  })

  it('lets admins use admin routes without a second factor by default', async () => {
    const admin = await t.signIn(await createUser(t.db, { role: 'admin' }))
    expect((await admin.get('/api/admin/audit')).status).toBe(200)
  })
})

describe.each(databaseKinds())('ADMIN_MFA=required on %s (issue 33)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, env: { ADMIN_MFA: 'required' } })
  })
  afterAll(() => t.close())

  it('refuses admin routes with a clear code until the admin turns on a second factor', async () => {
    const admin: HttpClient & { user: TestUser } = await t.signIn(await createUser(t.db, { role: 'admin' }))
    const refused = await admin.get('/api/admin/audit')
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe(MFA_SETUP_REQUIRED_CODE)
    expect(refused.body.message).toMatch(/two-step sign-in/)
    // Staff routes an admin reaches by the admin role are closed too; the account's own pages are not.
    expect((await admin.get('/api/admin/outbox')).status).toBe(403)
    expect((await admin.get('/api/auth/user')).status).toBe(200)
    expect((await admin.get('/api/auth/mfa')).body).toMatchObject({ setupRequired: true })

    const setup = await admin.post('/api/auth/mfa/setup')
    const on = await admin.post('/api/auth/mfa/enable', {
      code: totpCodeAt(setup.body.secret, t.clock.now()),
    })
    expect(on.status).toBe(200)
    expect((await admin.get('/api/admin/audit')).status).toBe(200)
    expect((await admin.get('/api/auth/mfa')).body).toMatchObject({ setupRequired: false })
  })

  it('does not touch other roles', async () => {
    const parent = await t.signIn()
    expect((await parent.get('/api/auth/mfa')).body).toMatchObject({ setupRequired: false })
    expect((await parent.get('/api/admin/audit')).status).toBe(403)
    expect((await parent.get('/api/admin/audit')).body.code).toBeUndefined()
  })
})
