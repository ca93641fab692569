import type { FastifyBaseLogger } from 'fastify'

/**
 * Periodic background work (outbox delivery, reminders, expired seat holds, waitlist offers).
 * Features register tasks; the runner in main.ts runs them when this process is a worker.
 * Every task must be safe to run in several processes at once (claim rows with FOR UPDATE SKIP LOCKED).
 */
export interface PeriodicTask {
  name: string
  everyMs: number
  run(): Promise<void>
}

export class TaskRegistry {
  readonly tasks: PeriodicTask[] = []
  register(task: PeriodicTask) {
    this.tasks.push(task)
  }
  /** Runs every task once, in order; used by tests that move the clock instead of waiting. */
  async runAllOnce() {
    for (const t of this.tasks) await t.run()
  }
}

/**
 * Starts the loops; `stop()` stops claiming new work and waits for the running round to end.
 * `everyMs` replaces every task's own interval (TASK_INTERVAL_MS).
 */
export function startTaskRunner(
  registry: TaskRegistry,
  log: FastifyBaseLogger,
  opts: { everyMs?: number } = {},
) {
  let stopped = false
  const running = new Set<Promise<void>>()
  const timers = registry.tasks.map((task) => {
    const everyMs = opts.everyMs ?? task.everyMs
    const tick = async () => {
      if (stopped) return
      const p = task.run().catch((err) => log.error({ err, task: task.name }, 'background task failed'))
      running.add(p)
      await p
      running.delete(p)
      if (!stopped) timer.ref = setTimeout(tick, everyMs)
    }
    const timer = { ref: setTimeout(tick, Math.min(1000, everyMs)) }
    return timer
  })
  return {
    async stop() {
      stopped = true
      for (const t of timers) clearTimeout(t.ref)
      await Promise.all(running)
    },
  }
}
