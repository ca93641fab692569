import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browser, freePort, runFailingStart, type ServerProcess, startServerProcess } from './server-process'

/**
 * The embedded database (PGlite, the quick start's default) can be opened by one process only: a second engine
 * on the same files leaves the folder unreadable. These are the ways a second start happens by accident.
 */
describe('the embedded database folder, one server at a time', { timeout: 120_000 }, () => {
  let folder: string
  let first: ServerProcess | undefined

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'cradle-embedded-'))
  })
  afterAll(async () => {
    await first?.kill()
    rmSync(folder, { recursive: true, force: true })
  })

  const signUp = (url: string, email: string) =>
    browser(url).post('/api/auth/signup', {
      email,
      password: 'a long password',
      firstName: 'Ada',
      lastName: 'Lo',
      ageConfirmed: true,
    })
  const signIn = (url: string, email: string) =>
    browser(url).post('/api/auth/login', { email, password: 'a long password' })

  it('a second server on the same folder refuses to start, and the first keeps working', async () => {
    const dataDir = path.join(folder, 'shared')
    first = await startServerProcess({ port: await freePort(), dataDir })
    expect((await signUp(first.url, 'ada@example.com')).status).toBe(201)

    const second = await runFailingStart({ port: await freePort(), dataDir, env: { LOG_LEVEL: 'error' } })
    expect(second.code).toBe(1)
    expect(second.stderr).toContain(`Waiting for process ${first.pid} to stop using`)
    expect(second.stderr).toContain(`Another Cradle server (process ${first.pid})`)
    expect(second.stderr).not.toContain('Aborted')

    expect((await signIn(first.url, 'ada@example.com')).status).toBe(200)
    expect((await signUp(first.url, 'bo@example.com')).status).toBe(201)
  })

  it('after the first is killed, the next start takes the folder over with everything written', async () => {
    const dataDir = path.join(folder, 'shared')
    if (!first) throw new Error('runs after the test above')
    await first.kill()
    first = undefined
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true)

    const next = await startServerProcess({ port: await freePort(), dataDir })
    expect((await signIn(next.url, 'ada@example.com')).status).toBe(200)
    expect((await signIn(next.url, 'bo@example.com')).status).toBe(200)
    expect(await next.stop()).toBe(0)
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false)
  })

  it('a start on a taken port says so, closes the database, and leaves the folder usable', async () => {
    const dataDir = path.join(folder, 'port')
    const taken = createServer()
    const port = await freePort()
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
    try {
      const failed = await runFailingStart({ port, dataDir })
      expect(failed.code).toBe(1)
      expect(failed.stderr).toContain(`Port ${port} is already in use`)
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false)
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
    const again = await startServerProcess({ port: await freePort(), dataDir })
    expect((await signUp(again.url, 'cy@example.com')).status).toBe(201)
    expect(await again.stop()).toBe(0)
  })

  it('a server whose folder is removed under it stops instead of writing into what replaces it', async () => {
    const dataDir = path.join(folder, 'removed')
    const server = await startServerProcess({ port: await freePort(), dataDir })
    rmSync(dataDir, { recursive: true, force: true })
    expect(await server.exited).toBe(1)
    expect(server.stderr()).toContain('The database folder was removed or replaced while the server ran')
  })
})
