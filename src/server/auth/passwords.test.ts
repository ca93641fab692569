import { randomBytes, scryptSync } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { users } from '../db/schema'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, needsRehash, verifyPassword } from './passwords'

/** A hash as Cradle made them before issue 33 (N=2^15). */
function legacyHash(password: string) {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFKC'), salt, 32, {
    N: 1 << 15,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  })
  return `scrypt$32768$${salt.toString('base64url')}$${key.toString('base64url')}`
}

describe('the common-password list', () => {
  it('knows the leaked favourites in any case, and not a long unusual phrase', () => {
    for (const p of ['password', 'Password1', 'qwertyuiop', '123456789', 'iloveyou'])
      expect(isCommonPassword(p)).toBe(true)
    expect(isCommonPassword('plum-kettle-orbit-47')).toBe(false)
  })
})

describe.each(databaseKinds())('password strength on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('upgrades an old scrypt hash to OWASP Argon2id at the next successful sign-in (issue 33.3)', async () => {
    const user = await createUser(t.db, { passwordHash: legacyHash('an-old-style-pass') })
    const wrong = await t.client().post('/api/auth/login', { email: user.email, password: 'not-it-at-all' })
    expect(wrong.status).toBe(401)
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(needsRehash(before.passwordHash ?? '')).toBe(true)

    const ok = await t.client().post('/api/auth/login', { email: user.email, password: 'an-old-style-pass' })
    expect(ok.status).toBe(200)
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(after.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(needsRehash(after.passwordHash ?? '')).toBe(false)
    expect(await verifyPassword('an-old-style-pass', after.passwordHash ?? '')).toBe(true)
    // And the upgraded hash signs in as before.
    expect(
      (await t.client().post('/api/auth/login', { email: user.email, password: 'an-old-style-pass' })).status,
    ).toBe(200)
  })

  it('refuses very common passwords at sign-up and change, naming the field', async () => {
    const signup = await t.client().post('/api/auth/signup', {
      email: 'common@example.test',
      password: 'Password1',
      firstName: 'C',
      lastName: 'Ommon',
      ageConfirmed: true,
    })
    expect(signup.status).toBe(400)
    expect(signup.body.errors).toEqual([{ path: 'password', message: COMMON_PASSWORD_MESSAGE }])

    const me = await t.signIn()
    const change = await me.post('/api/auth/password', {
      currentPassword: me.user.password,
      newPassword: 'iloveyou123',
    })
    expect(change.status).toBe(400)
    expect(change.body.errors).toEqual([{ path: 'newPassword', message: COMMON_PASSWORD_MESSAGE }])
    expect(
      (
        await me.post('/api/auth/password', {
          currentPassword: me.user.password,
          newPassword: 'plum-kettle-orbit-47',
        })
      ).status,
    ).toBe(204)
  })
})
