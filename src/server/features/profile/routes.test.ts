import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { notificationPreferences } from '../../db/schema'

describe.each(databaseKinds())('PATCH /api/user/profile on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  const valid = { firstName: 'Rosa', lastName: 'Diaz', phone: '(312) 555-0100', timezone: 'America/Denver' }

  it('is 401 signed out', async () => {
    expect((await t.client().patch('/api/user/profile', valid)).status).toBe(401)
  })

  it('saves names, the phone in E.164 and the timezone; the current user shows them', async () => {
    const c = await t.signIn()
    const res = await c.patch('/api/user/profile', valid)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Diaz',
      phone: '+13125550100',
      timezone: 'America/Denver',
      email: c.user.email,
    })
    expect((await c.get('/api/auth/user')).body).toMatchObject({
      phone: '+13125550100',
      timezone: 'America/Denver',
    })
  })

  it('answers field messages for missing names, a bad phone and an unknown timezone', async () => {
    const c = await t.signIn()
    const res = await c.patch('/api/user/profile', {
      firstName: '',
      lastName: ' ',
      phone: '12',
      timezone: 'Mars/Olympus',
    })
    expect(res.status).toBe(400)
    const byPath = Object.fromEntries(
      res.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    )
    expect(byPath.firstName).toBe('First name is required')
    expect(byPath.lastName).toBe('Last name is required')
    expect(byPath.phone).toMatch(/valid phone number/)
    expect(byPath.timezone).toBe('Choose one of the listed timezones')
  })

  it('refuses email and role changes with a 400 and changes nothing', async () => {
    const c = await t.signIn()
    const res = await c.patch('/api/user/profile', { ...valid, email: 'new@example.test', role: 'admin' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Email cannot be changed' },
        { path: 'role', message: 'Role cannot be changed' },
      ]),
    )
    expect((await c.get('/api/auth/user')).body).toMatchObject({
      email: c.user.email,
      role: 'parent',
      firstName: 'Test',
    })
  })

  it('removing the phone turns SMS off, since texts would have nowhere to go', async () => {
    const c = await t.signIn({ phone: '+13125550100' })
    await t.db
      .insert(notificationPreferences)
      .values({ userId: c.user.id, smsOptIn: true, preferredChannel: 'both' })
    const res = await c.patch('/api/user/profile', { ...valid, phone: '' })
    expect(res.body.phone).toBeNull()
    expect((await c.get('/api/user/preferences')).body).toMatchObject({
      smsOptIn: false,
      preferredChannel: 'email',
    })
  })
})
