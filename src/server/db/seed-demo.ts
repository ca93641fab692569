import { count } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import type { Config } from '../config'
import type { Db } from './client'
import { users } from './schema'

export const DEMO_PASSWORD = 'cradle-demo'

/** Loads the demo catalogue into an empty database only: real data is never touched. */
export async function seedDemoIfEmpty(db: Db, _config: Config): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users)
  if (n > 0) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    await tx.insert(users).values([
      { email: 'admin@cradle.test', passwordHash, firstName: 'Avery', lastName: 'Admin', role: 'admin' },
      {
        email: 'provider@cradle.test',
        passwordHash,
        firstName: 'Maria',
        lastName: 'Lopez',
        role: 'provider',
      },
      { email: 'parent@cradle.test', passwordHash, firstName: 'Jordan', lastName: 'Parent', role: 'parent' },
    ])
  })
  return true
}
