import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'

interface Runtime {
  pid: number
  execArgv: string[]
  glibcTunables: string
}

/** Runs scripts/serve.sh on a fixture that prints its runtime, as `npm start` runs it on the server. */
function launch(env: NodeJS.ProcessEnv = {}): Promise<{ childPid: number | undefined; runtime: Runtime }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['scripts/serve.sh', 'test/fixtures/print-runtime.mjs'], {
      env: { ...process.env, GLIBC_TUNABLES: undefined, ...env },
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (c: Buffer) => {
      out += c
    })
    child.stderr.on('data', (c: Buffer) => {
      err += c
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`launcher exited ${code}: ${err}`))
      else resolve({ childPid: child.pid, runtime: JSON.parse(out) as Runtime })
    })
  })
}

describe('scripts/serve.sh (decision D13)', () => {
  it('starts node in place of itself, so the pid a benchmark samples is the server’s', async () => {
    const { childPid, runtime } = await launch()
    expect(runtime.pid).toBe(childPid)
  })

  it('gives node the memory settings: a bounded heap growth, and source maps', async () => {
    const { runtime } = await launch()
    expect(runtime.execArgv).toEqual(['--enable-source-maps', '--heap-growing-percent=50'])
  })

  it('fixes glibc’s mmap threshold, and keeps tunables set by the operator after its own so theirs win', async () => {
    expect((await launch()).runtime.glibcTunables).toBe(
      'glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=131072',
    )
    expect(
      (await launch({ GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=1048576' })).runtime.glibcTunables,
    ).toBe(
      'glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=1048576',
    )
  })
})
