import type { DbOrTx } from './db/client'
import { auditLog } from './db/schema'

/** Records an admin change (who, what, which fields) in the caller's transaction. */
export async function recordAudit(
  tx: DbOrTx,
  entry: {
    actorUserId: string | null
    action: string
    entityType: string
    entityId: string
    changes?: Record<string, unknown>
  },
): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, changes: entry.changes ?? {} })
}
