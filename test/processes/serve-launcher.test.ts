import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

interface Runtime {
  pid: number
  execArgv: string[]
  glibcTunables: string
}

const run = promisify(execFile)
const POSTGRES = { DATABASE_URL: 'postgres://cradle@127.0.0.1:5432/cradle' }

/** Runs scripts/serve.sh on a fixture that prints its runtime, as `npm start` runs it on the server. */
async function launch(env: NodeJS.ProcessEnv = {}) {
  const launched = run('sh', ['scripts/serve.sh', 'test/fixtures/print-runtime.mjs'], {
    env: { ...process.env, GLIBC_TUNABLES: undefined, DATABASE_URL: undefined, ...env },
  })
  const { stdout } = await launched
  return { childPid: launched.child.pid, runtime: JSON.parse(stdout) as Runtime }
}

describe('scripts/serve.sh (decision D13)', () => {
  it('starts node in place of itself, so the pid a benchmark samples is the server’s', async () => {
    const { childPid, runtime } = await launch()
    expect(runtime.pid).toBe(childPid)
  })

  it('gives node a bounded heap growth and source maps; the embedded database also caps the young generation', async () => {
    expect((await launch(POSTGRES)).runtime.execArgv).toEqual([
      '--enable-source-maps',
      '--heap-growing-percent=50',
    ])
    const embedded = ['--enable-source-maps', '--heap-growing-percent=50', '--max-semi-space-size=8']
    expect((await launch()).runtime.execArgv).toEqual(embedded)
    // An empty DATABASE_URL is the embedded database, as the server's config reads it.
    expect((await launch({ DATABASE_URL: '' })).runtime.execArgv).toEqual(embedded)
  })

  it('fixes glibc’s mmap threshold (lower for the embedded database) and keeps tunables set by the operator after its own, so theirs win', async () => {
    expect((await launch(POSTGRES)).runtime.glibcTunables).toBe(
      'glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=131072',
    )
    expect((await launch()).runtime.glibcTunables).toBe(
      'glibc.malloc.mmap_threshold=32768:glibc.malloc.trim_threshold=131072',
    )
    expect(
      (await launch({ ...POSTGRES, GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=1048576' })).runtime
        .glibcTunables,
    ).toBe(
      'glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=1048576',
    )
  })
})
