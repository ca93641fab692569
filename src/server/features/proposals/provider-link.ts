import { and, eq, isNull, sql } from 'drizzle-orm'
import type { User } from '../../../domain/auth'
import type { Db } from '../../db/client'
import { providers } from '../../db/schema'

/**
 * The provider profile a signed-in account speaks for: the one an admin linked (providers.user_id), else the
 * unlinked profile with the account's email, which is linked on this first use (decision C2) once the account has
 * proven that address (decision A10: a squatter signing up with a provider's email gets nothing).
 */
export async function providerForUser(db: Db, user: User) {
  const [linked] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.userId, user.id), isNull(providers.deletedAt)))
    .limit(1)
  if (linked) return linked
  if (!user.emailVerified) return null
  const [byEmail] = await db
    .select()
    .from(providers)
    .where(
      and(
        sql`lower(${providers.email}) = ${user.email.toLowerCase()}`,
        isNull(providers.userId),
        isNull(providers.deletedAt),
      ),
    )
    .limit(1)
  if (!byEmail) return null
  // Conditional update: two first requests at once link it once; the unique index on user_id guards the rest.
  const [claimed] = await db
    .update(providers)
    .set({ userId: user.id })
    .where(and(eq(providers.id, byEmail.id), isNull(providers.userId)))
    .returning()
    .catch(() => [])
  if (claimed) return claimed
  const [again] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.userId, user.id), isNull(providers.deletedAt)))
    .limit(1)
  return again ?? null
}
