import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../test/factories'
import { startTestApp, type TestApp } from '../../test/test-app'
import { databaseKinds } from '../../test/test-db'
import { notificationPreferences, passwordResets, serverSecrets } from './db/schema'
import { unsubscribeToken } from './notifications/unsubscribe-token'

/** What the key was before (issue 32.3): derived from settings anyone can guess. */
const guessedKey = (t: TestApp) => `cradle-unsubscribe:${t.config.DATABASE_URL ?? t.config.DATA_DIR}`
const forge = (key: string, message: string) => createHmac('sha256', key).update(message).digest('base64url')

describe.each(databaseKinds())('signed links without SESSION_SECRET on %s', (kind) => {
  let t: TestApp
  let second: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
    // A second process of the same deployment: same database, its own start.
    second = await startTestApp({ kind, database: t.database })
  })
  afterAll(async () => {
    await second.close()
    await t.close()
  })

  it('refuses a reset token forged from the settings, so no one can set a password from a reset id', async () => {
    const user = await createUser(t.db)
    await t.client().post('/api/auth/password-reset', { email: user.email })
    const [reset] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))
    const forged = `${reset.id}.${forge(guessedKey(t), `password-reset:${reset.id}`)}`
    const res = await t
      .client()
      .post('/api/auth/password-reset/confirm', { token: forged, password: 'taken-over!' })
    expect(res.status).toBe(400)
    expect(
      (await t.client().post('/api/auth/login', { email: user.email, password: user.password })).status,
    ).toBe(200)
  })

  it('refuses a forged unsubscribe link, and every process accepts the genuine one', async () => {
    const user = await createUser(t.db)
    const forged = `${user.id}.${forge(guessedKey(t), `unsubscribe:${user.id}`)}`
    const refused = await t.client().post(`/api/unsubscribe?token=${encodeURIComponent(forged)}`, {})
    expect(refused.status).toBe(400)
    const [prefs] = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id))
    expect(prefs?.emailOptIn ?? true).toBe(true)

    // Made by one process, honoured by the other: the secret is the deployment's, not the process's.
    const genuine = unsubscribeToken(t.config, user.id)
    expect(unsubscribeToken(second.config, user.id)).toBe(genuine)
    const ok = await second.client().post(`/api/unsubscribe?token=${encodeURIComponent(genuine)}`, {})
    expect(ok.status).toBeLessThan(300)
  })

  it('makes one random secret at first start and keeps it in the database', async () => {
    const rows = await t.db.select().from(serverSecrets)
    expect(rows).toHaveLength(1)
    expect(rows[0].value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(t.config.SESSION_SECRET).toBe(rows[0].value)
    expect(rows[0].value).not.toContain(t.config.DATA_DIR)
  })
})

describe('signed links with SESSION_SECRET', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ env: { SESSION_SECRET: 'a configured secret of the deployment' } })
  })
  afterAll(() => t.close())

  it('uses the configured secret and stores none', async () => {
    expect(t.config.SESSION_SECRET).toBe('a configured secret of the deployment')
    expect(await t.db.select().from(serverSecrets)).toHaveLength(0)
  })
})
