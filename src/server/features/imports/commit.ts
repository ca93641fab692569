import { createHash, randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import {
  type CommitRequest,
  type CommitResult,
  CommitResultSchema,
  IMPORT_DEFAULTS,
  validateEvent,
  validateProvider,
} from '../../../domain/imports'
import { priceToCents } from '../../../domain/money'
import { parseStageText } from '../../../domain/stage-text'
import { recordAudit } from '../../audit'
import type { Db, DbOrTx } from '../../db/client'
import { events, importCommits, providers } from '../../db/schema'
import { AppError } from '../../errors'
import {
  findEventDuplicates,
  findProviderDuplicates,
  type LinkedProvider,
  providerKey,
  providersByName,
  startOf,
} from './duplicates'

type Rows = {
  providers: NonNullable<CommitRequest['providers']>
  events: NonNullable<CommitRequest['events']>
}
type Skipped = CommitResult['skipped'][number]

/** The form's messages already name their field ("Description must be…"): no "description:" prefix. */
const errorText = (errors: { path: string; message: string }[]) => errors.map((e) => e.message).join('; ')
const orNull = (s: string | undefined) => (s?.trim() ? s.trim() : null)

/**
 * Creates the selected rows in one transaction (decision I1), at most once per import id (I8): the id is claimed
 * first, so a second commit with it waits on the primary key until the first ends, then reads its stored result.
 */
export function commitImport(db: Db, actorUserId: string, req: CommitRequest): Promise<CommitResult> {
  const rows: Rows = { providers: req.providers ?? [], events: req.events ?? [] }
  const requestHash = createHash('sha256').update(JSON.stringify(rows)).digest('hex')
  return db.transaction(async (tx) => {
    const { importId } = req
    if (importId) {
      const claimed = await tx
        .insert(importCommits)
        .values({ id: importId, actorUserId, requestHash })
        .onConflictDoNothing()
        .returning({ id: importCommits.id })
      if (!claimed.length) return storedResult(tx, importId, requestHash)
    }
    // Commits of different previews of one paste take turns, so each sees the rows the other created.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cradle.import.commit'))`)
    const result = await createRows(tx, actorUserId, rows, importId)
    if (importId) await tx.update(importCommits).set({ result }).where(eq(importCommits.id, importId))
    return result
  })
}

async function storedResult(tx: DbOrTx, importId: string, requestHash: string): Promise<CommitResult> {
  const [row] = await tx.select().from(importCommits).where(eq(importCommits.id, importId))
  const stored = CommitResultSchema.safeParse(row?.result)
  if (row?.requestHash !== requestHash || !stored.success) {
    throw new AppError(
      409,
      'This import was already saved before these changes: parse the text again to import the rest',
    )
  }
  return stored.data
}

async function createRows(
  tx: DbOrTx,
  actorUserId: string,
  rows: Rows,
  importId: string | undefined,
): Promise<CommitResult> {
  const skipped: Skipped[] = []
  const provDup = await findProviderDuplicates(tx, rows.providers)
  const validProviders = rows.providers.flatMap((row, index) => {
    const errors = validateProvider(row)
    if (errors.length) skipped.push({ index, kind: 'provider', reason: errorText(errors) })
    else if (provDup[index] && !row.keepDuplicate)
      skipped.push({
        index,
        kind: 'provider',
        reason: 'A provider with this name or email already exists',
        duplicateOf: provDup[index],
      })
    else return [row]
    return []
  })
  const createdProviders = validProviders.length
    ? await tx
        .insert(providers)
        .values(
          validProviders.map((r) => ({
            firstName: r.firstName.trim(),
            lastName: r.lastName.trim(),
            title: r.title.trim(),
            bio: r.bio.trim(),
            credentials: r.credentials,
            specialties: r.specialties,
            languages: r.languages.length ? r.languages : [IMPORT_DEFAULTS.language],
            email: orNull(r.email),
            phone: orNull(r.phone),
          })),
        )
        .returning()
    : []
  const link = await providerLinks(
    tx,
    rows.events.map((r) => r.providerName),
    createdProviders,
  )

  const evDup = await findEventDuplicates(tx, rows.events)
  const eventValues = rows.events.flatMap((row, index) => {
    const errors = validateEvent(row)
    const startsAt = errors.length ? null : startOf(row)
    const priceCents = priceToCents(row.price)
    if (errors.length || !startsAt || priceCents === null) {
      skipped.push({
        index,
        kind: 'event',
        reason: errors.length
          ? errorText(errors)
          : !startsAt
            ? 'This date or time does not exist'
            : 'Price must be a valid amount (e.g., 25.00)',
      })
      return []
    }
    if (evDup[index] && !row.keepDuplicate) {
      const reason = 'An event with this title and start time already exists'
      skipped.push({ index, kind: 'event', reason, duplicateOf: evDup[index] })
      return []
    }
    const p = link(row.providerName)
    return [
      {
        title: row.title.trim(),
        description: row.description.trim(),
        eventType: row.eventType,
        startsAt,
        timezone: row.timezone,
        durationMinutes: Number(row.duration),
        priceCents,
        capacity: Number(row.capacity),
        language: row.language,
        stageRange: row.stage?.trim() ? parseStageText(row.stage) : null,
        status: 'draft' as const,
        // Linked: the provider's own details, as proposal approval copies them, except the role (required in the
        // row) and an email the admin typed and reviewed in the preview. Unlinked: the row as typed.
        providerId: p?.id ?? null,
        providerName: p ? `${p.firstName} ${p.lastName}` : row.providerName.trim(),
        providerRole: row.providerRole.trim(),
        providerEmail: orNull(row.providerEmail) ?? p?.email ?? null,
        providerBio: p?.bio ?? null,
        providerPhotoUrl: p?.profilePhotoUrl ?? null,
        createdByUserId: actorUserId,
      },
    ]
  })
  const createdEvents = eventValues.length
    ? await tx.insert(events).values(eventValues).returning({ id: events.id })
    : []
  await recordAudit(tx, {
    actorUserId,
    action: 'import.commit',
    entityType: 'import',
    entityId: importId ?? randomUUID(),
    changes: {
      providerIds: createdProviders.map((p) => p.id),
      eventIds: createdEvents.map((e) => e.id),
      skipped: skipped.length,
    },
  })
  return { created: { providers: createdProviders.length, events: createdEvents.length }, skipped }
}

/**
 * The provider an event row names, when exactly one has that name (decision I9). Providers created by this import
 * win over older namesakes, as before: the admin imported them together.
 */
async function providerLinks(tx: DbOrTx, names: string[], created: LinkedProvider[]) {
  const existing = await providersByName(tx, names)
  const fresh = new Map<string, LinkedProvider[]>()
  for (const p of created) {
    const key = providerKey(p.firstName, p.lastName)
    fresh.set(key, [...(fresh.get(key) ?? []), p])
  }
  return (name: string): LinkedProvider | null => {
    const key = providerKey(name, '')
    const candidates = fresh.get(key) ?? existing.get(key) ?? []
    return candidates.length === 1 ? candidates[0] : null
  }
}
