import { backgroundLoad } from './load'
import { percentile } from './stats'

export interface SignupBurstResult {
  signups: number
  created: number
  p50Ms: number
  p99Ms: number
  idleP99Ms: number
  duringP99Ms: number
}

/**
 * Issue 34.5: `n` sign-ups sent at once (each hashes a new password) while 10 connections read `readPath`; the same
 * read alone first gives the idle p99. Each sign-up's time is from its send to its answer.
 */
export async function measureSignupBurst(
  base: string,
  n: number,
  readPath: string,
  idleSeconds: number,
  tag: string,
): Promise<SignupBurstResult> {
  const idle = backgroundLoad(`${base}${readPath}`, 10)
  await new Promise((r) => setTimeout(r, idleSeconds * 1000))
  const idleLat = await idle.stop()

  const during = backgroundLoad(`${base}${readPath}`, 10)
  // The reads run alone for a moment first, as when a rush of sign-ups meets a site already being read.
  await new Promise((r) => setTimeout(r, 500))
  const times = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const t0 = performance.now()
      const res = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `burst-${tag}-${i}@bench.test`,
          password: `Quiet meadow ${i} lantern ${tag}`,
          firstName: 'Burst',
          lastName: `Signup ${i}`,
          ageConfirmed: true,
        }),
      })
      await res.arrayBuffer()
      return { ms: performance.now() - t0, created: res.status === 201 }
    }),
  )
  await new Promise((r) => setTimeout(r, 500))
  const duringLat = await during.stop()
  const ms = times.map((t) => t.ms)
  return {
    signups: n,
    created: times.filter((t) => t.created).length,
    p50Ms: Math.round(percentile(ms, 50)),
    p99Ms: Math.round(percentile(ms, 99)),
    idleP99Ms: percentile(idleLat, 99),
    duringP99Ms: percentile(duringLat, 99),
  }
}
