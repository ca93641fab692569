import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { paymentIntents } from '../../db/schema'

/** A placeholder row's status while the processor creates its intent (docs/decisions/register.md R11). */
export const CREATING = 'creating'
/**
 * The longest the same person's other requests wait for a placeholder; after that its process is presumed dead and
 * the next attempt takes over its seat, lease or not. Longer than the Stripe client's worst case (3 tries of 20 s).
 */
export const CREATING_TIMEOUT_MS = 90_000
/**
 * The placeholder is a lease: the process calling the processor renews its `updatedAt` every LEASE_RENEW_MS, and
 * one not renewed for LEASE_STALE_MS (three renewals missed) belongs to a process that died during the call.
 */
const LEASE_RENEW_MS = 2_000
const LEASE_STALE_MS = 6_000
/** Placeholder ids name the process that made them: `creating_<owner>_<uuid>` (older ones: `creating_<uuid>`). */
const ownerOf = (placeholderId: string) => /^creating_([0-9a-f]{16})_/.exec(placeholderId)?.[1] ?? null

/**
 * The placeholders this process makes, and how it tells a live placeholder from a dead process's. One per payment
 * service, so one per server process (and per test app).
 */
export function createPlaceholderLeases(deps: {
  db: Db
  clock: Clock
  /** The embedded database: one process at a time opens it, so any other process's placeholder is dead. */
  soleProcess?: boolean
  log?: { error(obj: unknown, msg: string): void }
}) {
  const { db, clock } = deps
  const owner = randomBytes(8).toString('hex')
  const inFlight = new Set<string>()

  return {
    /**
     * A new placeholder id, in flight from before its row can be seen (so this process never presumes its own
     * request dead); `end` it unless `renewWhile` takes it over.
     */
    begin() {
      const id = `${CREATING}_${owner}_${randomUUID()}`
      inFlight.add(id)
      return id
    },
    end: (id: string) => void inFlight.delete(id),

    /**
     * Whether the process that made this placeholder may still be calling the processor for it. Ours: only while
     * the call runs. Another process's: dead at once on the embedded database, else while its lease is renewed.
     * Past CREATING_TIMEOUT_MS, dead in any case.
     */
    stillCreating(placeholder: { id: string; createdAt: Date; updatedAt: Date }, now: Date) {
      if (now.getTime() - placeholder.createdAt.getTime() >= CREATING_TIMEOUT_MS) return false
      if (ownerOf(placeholder.id) === owner) return inFlight.has(placeholder.id)
      if (deps.soleProcess) return false
      return now.getTime() - placeholder.updatedAt.getTime() < LEASE_STALE_MS
    },

    /** Renews the placeholder's lease while `work` (the processor call and its record) runs, then ends it. */
    async renewWhile<T>(id: string, work: () => Promise<T>): Promise<T> {
      const lease = setInterval(() => {
        db.update(paymentIntents)
          .set({ updatedAt: clock.now() })
          .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, CREATING)))
          .catch((err) => deps.log?.error({ err, placeholderId: id }, 'placeholder lease renewal failed'))
      }, LEASE_RENEW_MS)
      try {
        return await work()
      } finally {
        clearInterval(lease)
        inFlight.delete(id)
      }
    },
  }
}
