import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

const children = new Set<ChildProcess>()
// A crashed run must not leave a server on the port: the next run would measure it instead of its own.
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
})

/** Runs a TypeScript script through tsx. */
export function startNode(args: string[], env: Record<string, string>): ChildProcess {
  return track(
    spawn('node', ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: CHILD_STDIO }),
  )
}

/** Runs the built server as `npm start` does: its launcher execs node, so the child's pid is the server's. */
export function startServer(env: Record<string, string>): ChildProcess {
  return track(spawn('sh', ['scripts/serve.sh'], { env: { ...process.env, ...env }, stdio: CHILD_STDIO }))
}

const CHILD_STDIO: ['ignore', 'ignore', 'inherit'] = ['ignore', 'ignore', 'inherit']

function track(child: ChildProcess): ChildProcess {
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

/** Refuses to start when something already answers on `url` (a server left over from another run). */
export async function assertFree(url: string) {
  const taken = await fetch(url).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`${url} already answers: stop the process left on that port first`)
}

export async function waitFor(url: string, tries = 900) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`not up: ${url}`)
}

/** Resident set size of a process in MB (Linux /proc), or NaN once it is gone. */
export function rssMb(pid: number | undefined): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) / 1024 : Number.NaN
  } catch {
    return Number.NaN
  }
}

/** Samples a process's RSS every `ms` until stopped; returns the peak seen. */
export function sampleRss(pid: number | undefined, ms = 50) {
  let peak = rssMb(pid)
  const timer = setInterval(() => {
    const v = rssMb(pid)
    if (v > peak) peak = v
  }, ms)
  return {
    peak: () => peak,
    stop() {
      clearInterval(timer)
      return peak
    },
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return
  const gone = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await Promise.race([gone, sleep(20_000)])
}
