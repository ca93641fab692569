import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { passwordResets } from '../db/schema'

describe.each(databaseKinds())('changing the password on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('takes the current password, keeps this browser signed in and signs every other one out', async () => {
    const user = await createUser(t.db)
    const here = await t.signIn(user)
    const phone = await t.signIn(user)
    await t.client().post('/api/auth/password-reset', { email: user.email })

    const res = await here.post('/api/auth/password', {
      currentPassword: user.password,
      newPassword: 'changed-on-purpose',
    })
    expect(res.status).toBe(204)
    expect((await here.get('/api/auth/user')).body.id).toBe(user.id)
    expect((await phone.get('/api/auth/user')).status).toBe(401)
    const login = (password: string) => t.client().post('/api/auth/login', { email: user.email, password })
    expect((await login(user.password)).status).toBe(401)
    expect((await login('changed-on-purpose')).status).toBe(200)
    // A reset link asked for earlier no longer works.
    const links = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))
    expect(links.map((l) => l.usedAt)).not.toContain(null)
  })

  it('says which field is wrong, and changes nothing', async () => {
    const user = await createUser(t.db)
    const c = await t.signIn(user)
    const wrong = await c.post('/api/auth/password', {
      currentPassword: 'not-it',
      newPassword: 'whatever-new',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }])
    const same = await c.post('/api/auth/password', {
      currentPassword: user.password,
      newPassword: user.password,
    })
    expect(same.status).toBe(400)
    expect(same.body.errors).toEqual([
      { path: 'newPassword', message: 'Choose a password different from your current one' },
    ])
    const short = await c.post('/api/auth/password', { currentPassword: user.password, newPassword: 'short' })
    expect(short.status).toBe(400)
    expect((await c.get('/api/auth/user')).status).toBe(200)
    expect(
      (await t.client().post('/api/auth/login', { email: user.email, password: user.password })).status,
    ).toBe(200)
  })

  it('pauses after 5 wrong current passwords, like sign-in: a borrowed session cannot guess', async () => {
    const user = await createUser(t.db)
    const c = await t.signIn(user)
    for (let i = 0; i < 5; i++)
      expect(
        (await c.post('/api/auth/password', { currentPassword: `guess-${i}`, newPassword: 'new-password' }))
          .status,
      ).toBe(400)
    const paused = await c.post('/api/auth/password', {
      currentPassword: user.password,
      newPassword: 'new-password',
    })
    expect(paused.status).toBe(429)
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
