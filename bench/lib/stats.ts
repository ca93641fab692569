/** Pure helpers of the benchmark (unit-tested in stats.test.ts). */

export const median = (xs: number[]): number => {
  if (!xs.length) return Number.NaN
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

/** Nearest-rank percentile (p in 0..100). */
export const percentile = (xs: number[], p: number): number => {
  if (!xs.length) return Number.NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]
}

/** The app's median throughput over raw node:http's, rounds taken alternately. */
export const ratio = (app: number[], raw: number[]): number => median(app) / median(raw)

export type Goal = { op: '>=' | '<=' | '<' | '=='; target: number }

/** Whether a figure meets its goal, and if not by how much (relative to the target). */
export function judge(value: number, goal: Goal): { pass: boolean; missBy?: string } {
  const pass =
    goal.op === '>='
      ? value >= goal.target
      : goal.op === '<='
        ? value <= goal.target
        : goal.op === '<'
          ? value < goal.target
          : value === goal.target
  if (!Number.isFinite(value)) return { pass: false, missBy: 'not measured' }
  if (pass) return { pass }
  if (goal.op === '==') return { pass, missBy: `${value} instead of ${goal.target}` }
  const rel = goal.target === 0 ? Number.POSITIVE_INFINITY : Math.abs(value - goal.target) / goal.target
  return { pass, missBy: `${(rel * 100).toFixed(0)}% ${goal.op === '>=' ? 'below' : 'above'}` }
}
