import { afterEach, describe, expect, it } from 'vitest'
import { freePort, type ServerProcess, startServerProcess } from './server-process'

/** What a person trying the README's quick start meets: the address it is at, and the links it writes. */
describe('starting the server without settings', { timeout: 120_000 }, () => {
  let server: ServerProcess | undefined
  afterEach(async () => {
    await server?.stop()
    server = undefined
  })

  it('without PUBLIC_URL, the links it gives out name the port it listens on', async () => {
    const port = await freePort()
    server = await startServerProcess({ port, env: { PUBLIC_URL: '' } })
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as { publicUrl: string }
    expect(config.publicUrl).toBe(`http://localhost:${port}`)
  })
})
