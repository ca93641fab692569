import { asc, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { providers, reviewProviders, reviews } from '../../db/schema'

/**
 * Sets each provider's `rating` (mean of published reviews, 2 decimals) and `reviewCount` from the reviews
 * themselves, never by adding to the old figure. The rows are locked first (in id order, so two moderations never
 * wait on each other in a circle); the UPDATE is then a new statement whose snapshot includes every moderation that
 * committed while this one waited (READ COMMITTED), so concurrent publications all count, exactly once.
 */
export async function recomputeProviderRatings(tx: DbOrTx, providerIds: string[]) {
  const ids = [...new Set(providerIds)].sort()
  if (!ids.length) return
  await tx
    .select({ id: providers.id })
    .from(providers)
    .where(inArray(providers.id, ids))
    .orderBy(asc(providers.id))
    .for('update')
  const published = sql`from ${reviews} join ${reviewProviders} on ${reviewProviders.reviewId} = ${reviews.id}
    where ${reviewProviders.providerId} = ${providers.id} and ${reviews.status} = 'published'`
  await tx
    .update(providers)
    .set({
      reviewCount: sql`(select count(*)::int ${published})`,
      rating: sql`(select round(avg(${reviews.rating})::numeric, 2) ${published})`,
    })
    .where(inArray(providers.id, ids))
}
