import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir, lockFileOf } from './data-dir-lock'

let folder: string
let dataDir: string
let lockFile: string
const children: ChildProcess[] = []

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'cradle-lock-'))
  dataDir = path.join(folder, 'pglite')
  lockFile = lockFileOf(dataDir)
})
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL')
  rmSync(folder, { recursive: true, force: true })
})

/** A process that stays alive until killed, as another server holding the directory would. */
function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  children.push(child)
  return child
}

/** The pid of a process that has already ended. */
function deadPid(): number {
  const run = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' })
  return Number(run.stdout.trim())
}

describe('the embedded data directory lock', () => {
  it('writes this process id beside the directory and removes the file on release', async () => {
    const lock = await lockDataDir(dataDir)
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid))
    expect(lock.stillHeld()).toBe(true)
    lock.release()
    expect(existsSync(lockFile)).toBe(false)
    lock.release()
  })

  it('refuses a second opener in the same process', async () => {
    const lock = await lockDataDir(dataDir)
    await expect(lockDataDir(dataDir, { waitMs: 0 })).rejects.toBeInstanceOf(DataDirLockedError)
    lock.release()
    ;(await lockDataDir(dataDir)).release()
  })

  it('refuses while another live process holds it, naming that process and what to do', async () => {
    const holder = liveProcess()
    writeFileSync(lockFile, `${holder.pid}\n`)
    const error = await lockDataDir(dataDir, { waitMs: 300 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DataDirLockedError)
    expect((error as Error).message).toContain(`Another Cradle server (process ${holder.pid})`)
    expect((error as Error).message).toContain('set DATA_DIR to another folder')
    // Never taken from a live holder: the file still names it.
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(holder.pid))
  })

  it('waits for a live holder that stops within the wait (a restart overlapping a shutdown)', async () => {
    const holder = liveProcess()
    writeFileSync(lockFile, `${holder.pid}\n`)
    const heard: number[] = []
    const taking = lockDataDir(dataDir, { waitMs: 10_000, onWait: (pid) => heard.push(pid) })
    setTimeout(() => holder.kill('SIGKILL'), 400)
    const lock = await taking
    expect(heard).toEqual([holder.pid])
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid))
    lock.release()
  })

  it.each([
    ['a process that is gone (killed)', () => `${deadPid()}\n`],
    ['this pid, from an earlier process that had it', () => `${process.pid}\n`],
    ['an unreadable file', () => 'garbage'],
  ])('takes over a lock left by %s', async (_, content) => {
    writeFileSync(lockFile, content())
    const lock = await lockDataDir(dataDir, { waitMs: 0 })
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid))
    lock.release()
  })

  it('lets exactly one of two processes take over the same stale lock at once', async () => {
    const moduleUrl = new URL('./data-dir-lock.ts', import.meta.url).href
    // Each child tries once (no wait), says whether it got the lock, and holds it for a second.
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(moduleUrl)})
      try { await lockDataDir(${JSON.stringify(dataDir)}, { waitMs: 0 }); console.log('got') }
      catch (e) { console.log(e.constructor.name) }
      setTimeout(() => {}, 1000)`
    const contend = () =>
      new Promise<string>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          stdio: ['ignore', 'pipe', 'inherit'],
        })
        let out = ''
        child.stdout.on('data', (d: Buffer) => {
          out += d
        })
        child.on('exit', () => resolve(out.trim()))
      })
    for (let round = 0; round < 3; round++) {
      writeFileSync(lockFile, `${deadPid()}\n`)
      const outcomes = await Promise.all([contend(), contend()])
      expect(outcomes.sort()).toEqual(['DataDirLockedError', 'got'])
      expect(existsSync(lockFile)).toBe(false)
    }
  })

  it('knows when its file was deleted or replaced under it', async () => {
    const lock = await lockDataDir(dataDir)
    unlinkSync(lockFile)
    expect(lock.stillHeld()).toBe(false)
    // Another process's lock in its place is not removed on release.
    writeFileSync(lockFile, '1\n')
    expect(lock.stillHeld()).toBe(false)
    lock.release()
    expect(readFileSync(lockFile, 'utf8')).toBe('1\n')
  })
})
