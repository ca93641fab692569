import type { FastifyRequest } from 'fastify'
import type { User } from '../../domain/auth'

type Resumed = { user: User; rotate: boolean }
type SessionParams = { id: string; now: string }
/** The placeholders of a batched read: the session ids (token hashes) and the time they must be live at. */
export type SessionBatchParams = { ids: string[]; now: string }

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Resume the session with this read instead of the plain lookup (see `defineSessionRead`). */
    sessionRead?: SessionRead<unknown>
  }
}

export interface SessionRead<T> {
  /** Runs the joined read; null when the session is unknown or expired (then nothing was read). */
  resume(req: FastifyRequest, params: SessionParams): Promise<Resumed | null>
  /** What the joined read found for this request's session. */
  take(req: FastifyRequest): T
}

/** Sessions read in one query at most; more waiting requests go in the next. */
const MAX_BATCH = 32

type Waiting<Row> = { id: string; now: string; settle: (rows: Row[] | Error) => void }

/**
 * A signed-in read answered in the same database round trip as the session lookup, on a route that every signed-in
 * visit makes (My Events). The requests that arrive in one turn of the event loop are answered by one query over all
 * their sessions: under load, one round trip serves dozens of families, and alone a request waits for nothing but
 * the end of the turn. `execute` must select `sessionColumns` with the session id and filter on `liveSessions()`
 * (auth/sessions.ts), so the session rules stay the plain lookup's; a route opts in with `config: { sessionRead }`
 * and its handler calls `take(req)`.
 */
export function defineSessionRead<Row extends Resumed & { sessionId: string }, T>(
  execute: (params: SessionBatchParams) => Promise<Row[]>,
  collect: (rows: Row[]) => T,
): SessionRead<T> {
  const found = new WeakMap<FastifyRequest, T>()
  let waiting: Waiting<Row>[] = []

  async function run(batch: Waiting<Row>[]) {
    // The latest time of the batch (ISO times sort as text): a session that ended while it formed is not resumed.
    const now = batch.map((w) => w.now).sort()[batch.length - 1]
    let rows: Row[]
    try {
      rows = await execute({ ids: [...new Set(batch.map((w) => w.id))], now })
    } catch (error) {
      for (const w of batch) w.settle(error as Error)
      return
    }
    const bySession = new Map<string, Row[]>()
    for (const row of rows) {
      const mine = bySession.get(row.sessionId)
      if (mine) mine.push(row)
      else bySession.set(row.sessionId, [row])
    }
    for (const w of batch) w.settle(bySession.get(w.id) ?? [])
  }

  function flush() {
    const batch = waiting.slice(0, MAX_BATCH)
    waiting = waiting.slice(MAX_BATCH)
    if (waiting.length) setImmediate(flush)
    void run(batch)
  }

  const rowsOf = (params: SessionParams) =>
    new Promise<Row[]>((resolve, reject) => {
      if (!waiting.length) setImmediate(flush)
      waiting.push({ ...params, settle: (r) => (r instanceof Error ? reject(r) : resolve(r)) })
    })

  return {
    async resume(req, params) {
      const rows = await rowsOf(params)
      const first = rows[0]
      if (!first) return null
      found.set(req, collect(rows))
      return { user: first.user, rotate: first.rotate }
    },
    take(req) {
      if (!found.has(req)) throw new Error('The session read did not run for this request')
      return found.get(req) as T
    },
  }
}
