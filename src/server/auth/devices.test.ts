import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../test/factories'
import { HttpClient } from '../../../test/http-client'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { databaseKinds } from '../../../test/test-db'
import { SIGN_IN_PAUSED } from './service'

describe.each(databaseKinds())('sign-in pause per account and browser on %s (issue 32.7)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  const login = (c: HttpClient, email: string, password: string) =>
    c.post('/api/auth/login', { email, password })
  async function failFiveTimes(c: HttpClient, email: string) {
    for (let i = 0; i < 5; i++) expect((await login(c, email, `wrong-guess-${i}`)).status).toBe(401)
  }

  it("keeps a stranger's wrong passwords from locking the owner out of a browser they signed in from", async () => {
    const u = await createUser(t.db)
    const owner = t.client()
    expect((await login(owner, u.email, u.password)).status).toBe(200)
    await owner.post('/api/auth/logout')

    const stranger = t.client()
    await failFiveTimes(stranger, u.email)
    const paused = await login(stranger, u.email, u.password)
    expect(paused.status).toBe(429)
    expect(paused.body.message).toBe(SIGN_IN_PAUSED)
    expect(paused.body.message).toMatch(/reset your password/)
    // A new browser is a stranger too; the owner's own browser is not.
    expect((await login(t.client(), u.email, u.password)).status).toBe(429)
    expect((await login(owner, u.email, u.password)).status).toBe(200)
  })

  it('pauses a known browser after its own five wrong passwords', async () => {
    const u = await createUser(t.db)
    const owner = t.client()
    expect((await login(owner, u.email, u.password)).status).toBe(200)
    await failFiveTimes(owner, u.email)
    expect((await login(owner, u.email, u.password)).status).toBe(429)
    // Its failures are its own: strangers are not paused by them (the per-account limit counts unknown browsers).
    expect((await login(t.client(), u.email, u.password)).status).toBe(200)
  })

  it('treats a forged device cookie, or one known only to another account, as a stranger', async () => {
    const u = await createUser(t.db)
    const other = await createUser(t.db)
    const stranger = t.client()
    await failFiveTimes(stranger, u.email)

    const forged = new HttpClient(t.url, { cookie: 'cradle_device=AAAAAAAAAAAAAAAAAAAAAA.forged-mac' })
    expect((await login(forged, u.email, u.password)).status).toBe(429)
    const othersBrowser = t.client()
    expect((await login(othersBrowser, other.email, other.password)).status).toBe(200)
    expect((await login(othersBrowser, u.email, u.password)).status).toBe(429)
  })
})
