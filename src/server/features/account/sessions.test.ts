import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpClient } from '../../../../test/http-client'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { describeDevice, type SessionInfo } from '../../../domain/account'
import { LAST_SEEN_EVERY_MS } from '../../auth/sessions'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'

describe('describeDevice', () => {
  it('names the browser and system a person would recognise', () => {
    expect(describeDevice(IPHONE)).toBe('Safari on iPhone')
    expect(describeDevice(WINDOWS_CHROME)).toBe('Chrome on Windows')
    expect(describeDevice(`${WINDOWS_CHROME} Edg/124.0`)).toBe('Edge on Windows')
    expect(describeDevice(null)).toBe('Unknown device')
  })
})

describe.each(databaseKinds())('my signed-in sessions on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('lists each device with when it was last seen, and ends any of them (issue 33.3)', async () => {
    const laptop = await t.signIn()
    const phone = new HttpClient(t.url)
    const login = await phone.request(
      'POST',
      '/api/auth/login',
      { email: laptop.user.email, password: laptop.user.password },
      { 'user-agent': IPHONE },
    )
    expect(login.status).toBe(200)
    t.clock.advance(LAST_SEEN_EVERY_MS + 1000)
    await phone.request('GET', '/api/auth/user', undefined, { 'user-agent': IPHONE })

    const list = (await laptop.get('/api/account/sessions')).body as SessionInfo[]
    expect(list).toHaveLength(2)
    const mine = list.find((s) => s.current)
    const other = list.find((s) => !s.current)
    expect(other?.device).toBe('Safari on iPhone')
    expect(other?.ip).toBe('127.0.0.1')
    // Last seen when the phone was used just now, later than it signed in.
    expect(new Date(other?.lastSeenAt ?? 0).getTime()).toBeGreaterThan(
      new Date(other?.startedAt ?? 0).getTime(),
    )
    expect(new Date(other?.lastSeenAt ?? 0).getTime()).toBe(t.clock.now().getTime())

    // Another account cannot end it, and nobody learns whether it exists.
    const stranger = await t.signIn()
    expect(
      (await stranger.request('DELETE', `/api/account/sessions/${encodeURIComponent(other?.id ?? '')}`))
        .status,
    ).toBe(404)
    expect((await phone.get('/api/auth/user')).status).toBe(200)

    expect(
      (await laptop.request('DELETE', `/api/account/sessions/${encodeURIComponent(other?.id ?? '')}`)).status,
    ).toBe(204)
    expect((await phone.get('/api/auth/user')).status).toBe(401)
    expect((await laptop.get('/api/auth/user')).status).toBe(200)
    // Ending this browser's own session signs it out.
    expect(
      (await laptop.request('DELETE', `/api/account/sessions/${encodeURIComponent(mine?.id ?? '')}`)).status,
    ).toBe(204)
    expect((await laptop.get('/api/auth/user')).status).toBe(401)
  })
})
