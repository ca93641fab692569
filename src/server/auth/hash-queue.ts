import { availableParallelism } from 'node:os'

/**
 * At most `limit` password hashes at a time; the rest wait their turn, first come first served (issue 34.5).
 * A hash runs on libuv's threadpool (4 threads), so 40 sign-ups at once took all the cores while hashing: the
 * event loop, which answers every other request (and, on the embedded database, runs every query), got a third of
 * a core and the catalogue's reads slowed with it. Half the cores hash; the other half are left to everything else.
 * The threadpool also reads files and resolves names, which then do not queue behind 40 hashes either.
 */
export function createHashQueue(limit = Math.max(1, Math.floor(availableParallelism() / 2))) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await task()
    } finally {
      // The slot passes straight to the next in line (running stays the same), or is given back.
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

/** The queue every password hash and check of this process goes through. */
export const hashQueue = createHashQueue()
