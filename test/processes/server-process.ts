import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSessionStore } from '../../src/server/auth/sessions'
import { systemClock } from '../../src/server/clock'
import type { Db } from '../../src/server/db/client'
import { HttpClient } from '../http-client'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The address every process is configured with; writes carry it as their Origin. */
export const PUBLIC_URL = 'http://cradle.test'

/** A free loopback port (asked of the kernel, then released for the server to take). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address !== 'object') throw new Error('no port')
  return address.port
}

export interface ServerProcess {
  url: string
  pid: number
  /** Resolves with the exit code when the process ends by itself or is stopped. */
  exited: Promise<number | null>
  /** What the process wrote to stderr (warnings and errors), for failure messages. */
  stderr(): string
  /** What the process wrote to stdout (its start message and logs). */
  stdout(): string
  /** SIGKILL: no shutdown hook runs, in-flight requests and transactions are cut. */
  kill(): Promise<void>
  /** SIGTERM: the graceful stop (finishes the running task round and in-flight requests). */
  stop(): Promise<number | null>
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

export interface StartOptions {
  port: number
  /** PostgreSQL; without it the process uses the embedded database in `dataDir`. */
  databaseUrl?: string
  /** Kept after the process ends; without it a fresh folder is made and removed. */
  dataDir?: string
  env?: Record<string, string>
}

export function spawnServer(opts: StartOptions) {
  const ownDataDir = !opts.dataDir
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'cradle-proc-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      DATABASE_URL: opts.databaseUrl ?? '',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      PUBLIC_URL,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  let stdout = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
  })
  const done = exited(child).then((code) => {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true })
    return code
  })
  return { child, done, stderr: () => stderr, stdout: () => stdout }
}

/** Starts a server that is expected to refuse to start: its exit code and what it wrote to stderr. */
export async function runFailingStart(opts: StartOptions): Promise<{ code: number | null; stderr: string }> {
  const { child, done, stderr } = spawnServer(opts)
  const timer = setTimeout(() => child.kill('SIGKILL'), 45_000)
  const code = await done
  clearTimeout(timer)
  return { code, stderr: stderr() }
}

/**
 * Starts `node --import tsx src/server/main.ts`: the entry point `npm start` bundles, from source so the
 * test needs no build, with settings from the environment. Waits until /api/health answers.
 */
export async function startServerProcess(opts: StartOptions): Promise<ServerProcess> {
  const { child, done, stderr: output, stdout } = spawnServer(opts)
  const url = `http://127.0.0.1:${opts.port}`
  const deadline = Date.now() + 45_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`)
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not become healthy:\n${output()}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    pid: child.pid ?? 0,
    exited: done,
    stderr: output,
    stdout,
    async kill() {
      child.kill('SIGKILL')
      await done
    },
    async stop() {
      child.kill('SIGTERM')
      return done
    },
  }
}

/** A browser for `userId` on `baseUrl`: a session row made the way sign-in makes it, and the Origin header. */
export async function sessionCookie(db: Db, userId: string): Promise<string> {
  const store = createSessionStore({ db, clock: systemClock, ttlDays: 1 })
  const { token } = await store.create(userId, {})
  return `cradle_session=${token}`
}

export const browser = (baseUrl: string, cookie?: string) =>
  new HttpClient(baseUrl, { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) })

/** Polls `check` until it returns true; the deadline only turns a hang into a readable failure. */
export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
