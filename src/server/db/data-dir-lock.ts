import { readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'

/**
 * Embedded PostgreSQL (PGlite) takes no lock on its data directory: a second process opening it starts
 * its own engine on the same files, and the directory ends up unreadable (`RuntimeError: Aborted()` at the
 * next start). So each opener holds `<dataDir>.lock`, a file naming its process id, for as long as it runs.
 * A lock left by a process that is gone (SIGKILL, power loss) is taken over; a live holder never is.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Another Cradle server (process ${holderPid}) is using the database in ${dataDir}. ` +
        'Stop that server first, or set DATA_DIR to another folder. ' +
        `If no such process is running, delete ${lockFileOf(dataDir)}.`,
    )
  }
}

export interface DataDirLock {
  /** Gives the directory up; safe to call twice. */
  release(): void
  /** True while the lock file on disk is still the one this process wrote (not deleted or replaced). */
  stillHeld(): boolean
}

const held = new Set<string>()

export const lockFileOf = (dataDir: string) => `${dataDir}.lock`

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    // EPERM: the process exists but belongs to another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : 0
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw e
  }
}

function removeIfPresent(file: string) {
  try {
    unlinkSync(file)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e
  }
}

function inodeOf(file: string): number | null {
  try {
    return statSync(file).ino
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw e
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Takes the lock on `dataDir`, waiting up to `waitMs` for a live holder to stop (a restart that overlaps
 * the previous process's shutdown; `onWait` hears of it once), then throws `DataDirLockedError`.
 */
export async function lockDataDir(
  dataDir: string,
  { waitMs = 5000, onWait }: { waitMs?: number; onWait?: (holderPid: number) => void } = {},
): Promise<DataDirLock> {
  const file = lockFileOf(dataDir)
  if (held.has(file)) throw new DataDirLockedError(dataDir, process.pid)
  const deadline = Date.now() + waitMs
  let tookOver = false
  let waiting = false
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' })
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      const holder = readHolder(file)
      if (holder === null) continue // released between our two calls
      // Our own pid in a file we do not hold: left by an earlier process that had the same pid (containers
      // restart with the same small pids).
      if (holder === 0 || holder === process.pid || !isAlive(holder)) {
        removeIfPresent(file)
        tookOver = true
        continue
      }
      if (Date.now() >= deadline) throw new DataDirLockedError(dataDir, holder)
      if (!waiting) onWait?.(holder)
      waiting = true
      await sleep(200)
      continue
    }
    // Two processes taking over one stale lock at once: the later one's unlink can remove the earlier one's
    // new file. An unlink follows its read within microseconds, so after a pause only the process whose pid
    // is in the file goes on.
    if (tookOver) await sleep(100)
    const ino = inodeOf(file)
    if (ino === null || readHolder(file) !== process.pid) continue
    held.add(file)
    const stillHeld = () => {
      try {
        return inodeOf(file) === ino && readHolder(file) === process.pid
      } catch {
        return false
      }
    }
    const release = () => {
      if (!held.delete(file)) return
      process.off('exit', release)
      if (stillHeld()) removeIfPresent(file)
    }
    // A process that exits without closing its database (a crash after start-up) leaves no lock behind.
    process.on('exit', release)
    return { release, stillHeld }
  }
}
