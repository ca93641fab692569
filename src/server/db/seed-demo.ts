import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from './client'
import { loadActivity } from './demo/load-activity'
import { loadCatalogue } from './demo/load-catalogue'
import { DEMO_ACCOUNTS, DEMO_FAMILIES } from './demo/people'
import { daysBefore } from './demo/time'
import { users } from './schema'

export const DEMO_PASSWORD = 'cradle-demo'
/**
 * Argon2id of DEMO_PASSWORD, computed once and shared by every demo account: hashing at seed time
 * would cost most of the seed's time, and the password is public anyway (README, DESIGN.md).
 */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$pAUaZft0EbFXwfNtXucaLQ$hiI1mp1AGWlfEfVHykgZTgUVIxDWiX9MmGQOePjcqKI'

/**
 * Loads the demo catalogue into an empty database only: real data is never touched.
 * Everything is dated relative to `now`, so the demo always shows a current calendar.
 */
export async function seedDemoIfEmpty(db: Db, _config: Config, now: Date = new Date()): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users)
  if (n > 0) return false
  return db.transaction(async (tx) => {
    // Two processes starting together against one PostgreSQL: the second waits, then finds users and stops.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`)
    const [{ n: again }] = await tx.select({ n: count() }).from(users)
    if (again > 0) return false

    const accounts = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.provider, DEMO_ACCOUNTS.parent, ...DEMO_FAMILIES]
    const rows = await tx
      .insert(users)
      .values(
        accounts.map((a, i) => ({
          ...a,
          passwordHash: DEMO_PASSWORD_HASH,
          // Demo addresses count as proven (decision A10), as if each had opened its sign-up link.
          emailVerifiedAt: daysBefore(now, 90 - i * 2),
          createdAt: daysBefore(now, 90 - i * 2),
          updatedAt: daysBefore(now, 90 - i * 2),
        })),
      )
      .returning({ id: users.id })
    const [adminId, providerUserId, parentId] = rows.map((r) => r.id)
    const familyIds = rows.slice(3).map((r) => r.id)

    const catalogue = await loadCatalogue(tx, { now, adminId, providerUserId })
    await loadActivity(tx, { now, catalogue, parentId, providerUserId, familyIds })
    return true
  })
}

/** The demo accounts (admin, provider, parent) that are there and still open with the demo password. */
export async function demoAccountsInUse(db: Db): Promise<{ email: string; role: string }[]> {
  const demo = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.provider, DEMO_ACCOUNTS.parent]
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          demo.map((a) => a.email),
        ),
        eq(users.passwordHash, DEMO_PASSWORD_HASH),
      ),
    )
  const found = new Set(rows.map((r) => r.email))
  return demo.filter((a) => found.has(a.email)).map((a) => ({ email: a.email, role: a.role }))
}
