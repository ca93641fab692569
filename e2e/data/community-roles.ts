// Fixtures for the role-change journey (e2e/community-roles.spec.ts): accounts only it changes, so it runs in any
// order and survives its own retry (it sets the target's role back through the API first). One insert gives them
// the same creation time, so Manage Users lists them by email: target, then the admin, then the parent.
import { hashPassword } from '../../src/server/auth/passwords'
import type { Db } from '../../src/server/db/client'
import { users } from '../../src/server/db/schema'

export const ROLES_JOURNEY = {
  password: 'cradle-demo',
  /** Typed in Manage Users' search: matches exactly these three accounts. */
  search: 'e2e-roles-',
  target: { email: 'e2e-roles-1@cradle.test', name: 'Robin Rolecheck' },
  /** Listed after the target under "Role: Admin". */
  adminNeighbour: { email: 'e2e-roles-2@cradle.test', name: 'Alex Adminmate' },
  /** Listed after the target under "Role: Parent". */
  parentNeighbour: { email: 'e2e-roles-3@cradle.test', name: 'Pat Parentmate' },
} as const

export async function seed(db: Db): Promise<void> {
  const passwordHash = await hashPassword(ROLES_JOURNEY.password)
  const { target, adminNeighbour, parentNeighbour } = ROLES_JOURNEY
  const account = (who: { email: string; name: string }, role: 'parent' | 'admin') => {
    const [firstName, lastName] = who.name.split(' ')
    return { email: who.email, passwordHash, firstName, lastName, role, emailVerifiedAt: new Date() }
  }
  await db
    .insert(users)
    .values([account(target, 'parent'), account(adminNeighbour, 'admin'), account(parentNeighbour, 'parent')])
}
