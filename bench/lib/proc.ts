import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

export function startNode(args: string[], env: Record<string, string>): ChildProcess {
  return spawn('node', ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
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
