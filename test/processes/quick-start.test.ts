import { afterEach, describe, expect, it } from 'vitest'
import { freePort, type ServerProcess, spawnServer, startServerProcess, waitUntil } from './server-process'

const DEMO_ACCOUNTS = ['admin@cradle.test', 'provider@cradle.test', 'parent@cradle.test']
const jsonLines = (out: string) =>
  out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg: string; url?: string; demoAccounts?: { email: string }[] })

/** What a person trying the README's quick start meets: the address it is at, and the links it writes. */
describe('starting the server', { timeout: 120_000 }, () => {
  let server: ServerProcess | undefined
  const stops: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    await server?.stop()
    server = undefined
    for (const stop of stops.splice(0)) await stop()
  })

  it('without PUBLIC_URL, the links it gives out name the port it listens on', async () => {
    const port = await freePort()
    server = await startServerProcess({ port, env: { PUBLIC_URL: '' } })
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as { publicUrl: string }
    expect(config.publicUrl).toBe(`http://localhost:${port}`)
  })

  it('on PORT=0 it says which port it took, and its links name that one; JSON logs keep a line per request', async () => {
    const { child, done, stdout } = spawnServer({ port: 0, env: { PUBLIC_URL: '', LOG_LEVEL: '' } })
    stops.push(() => {
      child.kill('SIGTERM')
      return done
    })
    await waitUntil('the start line', () =>
      jsonLines(stdout()).some((l) => l.msg.startsWith('Cradle is running')),
    )
    const start = jsonLines(stdout()).find((l) => l.msg.startsWith('Cradle is running'))
    expect(start?.url).toMatch(/^http:\/\/localhost:\d+$/)
    expect(start?.url).not.toBe('http://localhost:0')
    expect(start?.demoAccounts).toEqual([])
    const config = (await (await fetch(`${start?.url}/api/config`)).json()) as { publicUrl: string }
    expect(config.publicUrl).toBe(start?.url)
    await waitUntil('the request is logged', () =>
      jsonLines(stdout()).some((l) => l.msg === 'request completed'),
    )
  })

  it('in a terminal it prints one block: the address and the demo accounts, and no line per request', async () => {
    const port = await freePort()
    server = await startServerProcess({
      port,
      env: { PUBLIC_URL: '', LOG_LEVEL: '', LOG_FORMAT: 'pretty', SEED_DEMO: 'true' },
    })
    const started = server
    await waitUntil('the start message', () => started.stdout().includes('Press Ctrl+C to stop.'))
    for (const path of ['/', '/api/events', '/api/auth/user', '/api/nothing-here'])
      await fetch(`${server.url}${path}`)
    // An admin's request reaches Uppy Companion, which makes an AWS SDK client (its Node-version warning) and logs.
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@cradle.test', password: 'cradle-demo' }),
    })
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const companion = await fetch(`${server.url}/api/companion/nothing-here`, {
      method: 'POST',
      headers: { cookie },
    })
    expect(companion.status).toBe(404)
    await new Promise((r) => setTimeout(r, 300))
    const out = server.stdout()
    // Issue 26.3: nothing but the start message; no Companion lines, no Node warnings (AWS SDK) on stderr.
    expect(out).not.toContain('companion')
    expect(server.stderr()).toBe('')
    expect(out).toContain(`Cradle is running at http://localhost:${port}`)
    expect(out).toContain('Demo accounts (password: cradle-demo)')
    for (const email of DEMO_ACCOUNTS) expect(out).toContain(email)
    expect(out.trim().split('\n').length).toBeLessThanOrEqual(10)
    expect(jsonLines(out)).toEqual([])
  })
})
