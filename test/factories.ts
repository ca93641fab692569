import { randomBytes } from 'node:crypto'
import { hashPassword } from '../src/server/auth/passwords'
import type { Db } from '../src/server/db/client'
import { users } from '../src/server/db/schema'

export type TestUser = typeof users.$inferSelect & { password: string }

const unique = () => randomBytes(4).toString('hex')
let cachedHash: Promise<string> | undefined
const TEST_PASSWORD = 'correct-horse-battery'

/** A user row with a known password (hashed once per worker: scrypt is slow on purpose). */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  cachedHash ??= hashPassword(TEST_PASSWORD)
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@example.test`,
      firstName: 'Test',
      lastName: 'User',
      passwordHash: await cachedHash,
      ...overrides,
    })
    .returning()
  return { ...row, password: TEST_PASSWORD }
}
