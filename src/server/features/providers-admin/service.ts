import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm'
import type { User } from '../../../domain/auth'
import type { AdminProvider, ProviderInput } from '../../../domain/provider-form'
import { recordAudit } from '../../audit'
import type { Clock } from '../../clock'
import type { Db, Tx } from '../../db/client'
import { events, providers, users } from '../../db/schema'
import { AppError } from '../../errors'
import { missingUploads } from '../uploads/stored'

type ProviderRow = typeof providers.$inferSelect

export function toAdminProvider(row: ProviderRow): AdminProvider {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    bio: row.bio,
    credentials: row.credentials,
    profilePhotoUrl: row.profilePhotoUrl,
    aboutText: row.aboutText,
    carePhilosophy: row.carePhilosophy,
    specialties: row.specialties,
    targetPopulations: row.targetPopulations,
    serviceCategories: row.serviceCategories,
    serviceSubtypes: row.serviceSubtypes,
    languages: row.languages,
    rating: row.rating,
    reviewCount: row.reviewCount,
    featured: row.featured,
    email: row.email,
    phone: row.phone,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Statuses of events still to be held (a cancelled or archived event needs no facilitator). */
const UPCOMING_STATUSES = ['draft', 'published', 'limited', 'sold_out'] as const

/** Only the fields that changed, for the audit log. */
function diff(before: ProviderRow, patch: Partial<ProviderInput>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  for (const [k, to] of Object.entries(patch)) {
    const from = before[k as keyof ProviderRow]
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[k] = { from, to }
  }
  return changes
}

async function lockProvider(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(providers)
    .where(and(eq(providers.id, id), isNull(providers.deletedAt)))
    .for('update')
  if (!row) throw new AppError(404, 'Provider not found')
  return row
}

/**
 * The linked account must exist, and a second profile for the same account is refused, before the
 * foreign key or the unique index would turn either into a 500.
 */
async function assertUserFree(tx: Tx, userId: string | null | undefined, exceptId?: string) {
  if (!userId) return
  const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!account)
    throw new AppError(400, 'userId: No account with this id', [
      { path: 'userId', message: 'No account with this id' },
    ])
  const [other] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId))
  if (other && other.id !== exceptId)
    throw new AppError(409, 'This account is already linked to another provider profile')
}

/** A new profile photo under /objects/ must be a stored upload (issue 32); the one already saved is kept as is. */
async function assertPhotoStored(tx: Tx, photo: string | null | undefined, before?: ProviderRow) {
  const kept = new Set(before?.profilePhotoUrl ? [before.profilePhotoUrl] : [])
  const [missing] = await missingUploads(tx, [{ path: 'profilePhotoUrl', value: photo }], kept)
  if (missing) throw new AppError(400, `${missing.path}: ${missing.message}`, [missing])
}

export function createProvidersAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    async list() {
      const rows = await db
        .select()
        .from(providers)
        .where(isNull(providers.deletedAt))
        .orderBy(asc(providers.lastName), asc(providers.firstName))
      return rows.map(toAdminProvider)
    },

    async create(actor: User, input: ProviderInput) {
      return db.transaction(async (tx) => {
        await assertUserFree(tx, input.userId)
        await assertPhotoStored(tx, input.profilePhotoUrl)
        const [row] = await tx.insert(providers).values(input).returning()
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'provider.created',
          entityType: 'provider',
          entityId: row.id,
          changes: { firstName: row.firstName, lastName: row.lastName, title: row.title },
        })
        return toAdminProvider(row)
      })
    },

    async update(actor: User, id: string, patch: Partial<ProviderInput>) {
      return db.transaction(async (tx) => {
        const before = await lockProvider(tx, id)
        if (patch.userId !== undefined) await assertUserFree(tx, patch.userId, id)
        await assertPhotoStored(tx, patch.profilePhotoUrl, before)
        const [row] = await tx
          .update(providers)
          .set({ ...patch, updatedAt: clock.now() })
          .where(eq(providers.id, id))
          .returning()
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'provider.updated',
          entityType: 'provider',
          entityId: id,
          changes: diff(before, patch),
        })
        return toAdminProvider(row)
      })
    },

    /**
     * Soft delete. A provider who facilitates upcoming events is refused (409 listing them) unless forced;
     * the events keep their shown names and photos, so their pages never break (decision C3).
     */
    async remove(actor: User, id: string, force: boolean) {
      return db.transaction(async (tx) => {
        const before = await lockProvider(tx, id)
        const upcoming = await tx
          .select({ id: events.id, title: events.title, startsAt: events.startsAt })
          .from(events)
          .where(
            and(
              or(eq(events.providerId, id), eq(events.provider2Id, id), eq(events.provider3Id, id)),
              isNull(events.deletedAt),
              gte(events.startsAt, clock.now()),
              inArray(events.status, UPCOMING_STATUSES),
            ),
          )
          .orderBy(asc(events.startsAt))
        if (upcoming.length && !force) {
          throw new AppError(
            409,
            `This provider facilitates ${upcoming.length} upcoming event${upcoming.length === 1 ? '' : 's'}`,
            upcoming.map((e) => ({
              path: `events.${e.id}`,
              message: `${e.title} (${e.startsAt.toISOString()})`,
            })),
          )
        }
        // The account link is released so the person can be tied to a new profile later.
        await tx.update(providers).set({ deletedAt: clock.now(), userId: null }).where(eq(providers.id, id))
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'provider.deleted',
          entityType: 'provider',
          entityId: id,
          changes: {
            name: `${before.firstName} ${before.lastName}`,
            forced: force,
            upcomingEvents: upcoming.map((e) => e.id),
          },
        })
      })
    },
  }
}
