// Rows the shell journeys need beyond the three demo accounts: a facilitator, whose sidebar is a
// decision of ours (docs/decisions/shell.md), signs in with the demo password.
import { eq } from 'drizzle-orm'
import { hashPassword } from '../../src/server/auth/passwords'
import type { Db } from '../../src/server/db/client'
import { users } from '../../src/server/db/schema'

export const SHELL_FACILITATOR_EMAIL = 'facilitator@shell.test'

export async function seed(db: Db) {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, SHELL_FACILITATOR_EMAIL))
  if (existing.length) return
  await db.insert(users).values({
    email: SHELL_FACILITATOR_EMAIL,
    passwordHash: await hashPassword('cradle-demo'),
    firstName: 'Fiona',
    lastName: 'Facilitator',
    role: 'facilitator',
    emailVerifiedAt: new Date(),
  })
}
