import { spawn } from 'node:child_process'
import { sleep } from './proc'

/**
 * Milliseconds from `npm start` to the first answer of GET / (the page a person opens), as the README's quick start
 * runs it: the build check, the launcher, the database's start and the server's. The process group is stopped
 * afterwards (npm, the launcher's shell, node). `cwd`: another checkout (a fresh clone).
 */
export async function timeToFirstAnswer(
  url: string,
  env: Record<string, string>,
  cwd?: string,
): Promise<number> {
  const started = performance.now()
  const child = spawn('npm', ['start', '--silent'], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
      const answered = await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
      if (answered) return performance.now() - started
      if (performance.now() - started > 180_000) throw new Error('npm start gave no answer in 3 minutes')
      await sleep(25)
    }
  } finally {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    await Promise.race([exited, sleep(20_000)])
    // npm leaves before the server has closed its database: wait for the whole group, so the next start does not
    // wait for the data folder's lock and the folder can be removed.
    for (let waited = 0; child.pid && groupAlive(child.pid) && waited < 20_000; waited += 50) await sleep(50)
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}
