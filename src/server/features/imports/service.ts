import { formatYmd, todayIn } from '../../../domain/import-parser/dates'
import {
  type BulkParse,
  type ClassSources,
  parseBulkText,
  parseClassText,
} from '../../../domain/import-parser/index'
import {
  BLANK_TEXT_MESSAGE,
  type BulkImportPreview,
  type ClassDraft,
  type ClassImportPreview,
  type CommitRequest,
  type CommitResult,
  IMPORT_DEFAULTS,
  type ImportClassCreate,
  type ImportType,
  MAX_IMPORT_CELL,
  MAX_IMPORT_TEXT_BYTES,
  validateClass,
  validateEvent,
  validateProvider,
} from '../../../domain/imports'
import { priceToCents } from '../../../domain/money'
import type { LlmImporter } from '../../adapters/llm/llm-importer'
import { recordAudit } from '../../audit'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { eventProposals } from '../../db/schema'
import { AppError } from '../../errors'
import { commitImport } from './commit'
import {
  ambiguousNameWarning,
  findClassDuplicates,
  findEventDuplicates,
  findProviderDuplicates,
  providerKey,
  providersByName,
} from './duplicates'

export interface ImportServiceDeps {
  db: Db
  clock: Clock
  /** Present when LLM_BASE_URL is configured. */
  llm: LlmImporter | null
}

/** admin.md §5: blank text is 400 with the spec's message; over 200 KB is 413. */
export function requirePastedText(text: string): void {
  if (!text.trim())
    throw new AppError(400, BLANK_TEXT_MESSAGE, [{ path: 'text', message: BLANK_TEXT_MESSAGE }])
  if (Buffer.byteLength(text, 'utf8') > MAX_IMPORT_TEXT_BYTES) {
    throw new AppError(413, 'The pasted text is too large: paste at most 200 KB at a time')
  }
}

const fallbackWarning = (reason: string) =>
  `AI parsing was not used (${reason}); the built-in parser read the text.`
const orNull = (s: string | undefined) => (s?.trim() ? s.trim() : null)

/** A copy with every string cut to MAX_IMPORT_CELL characters, however deep. */
function clipStrings<T>(value: T): T {
  if (typeof value === 'string')
    return (value.length > MAX_IMPORT_CELL ? value.slice(0, MAX_IMPORT_CELL) : value) as T
  if (Array.isArray(value)) return value.map(clipStrings) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clipStrings(v)])) as T
  return value
}

export function createImportService(deps: ImportServiceDeps) {
  const { db, clock, llm } = deps
  const context = () => {
    const timezone = IMPORT_DEFAULTS.timezone
    return { now: clock.now(), timezone, today: formatYmd(todayIn(clock.now(), timezone)) }
  }

  /**
   * Tries the model first when configured; any failure falls back to the parser and says why. What either proposes
   * is clipped to the preview's own limits (a paste of one 50 000-character line is one very long "title"): the
   * preview shows it and the row's checks refuse it, instead of the answer failing its schema (a 500).
   */
  async function propose<T>(viaLlm: (() => Promise<T>) | null, viaParser: () => T) {
    if (!viaLlm) return { rows: clipStrings(viaParser()), source: 'parser' as const, warning: undefined }
    try {
      return { rows: clipStrings(await viaLlm()), source: 'llm' as const, warning: undefined }
    } catch (e) {
      const reason = e instanceof Error ? e.message : 'unknown error'
      return { rows: clipStrings(viaParser()), source: 'parser' as const, warning: fallbackWarning(reason) }
    }
  }

  return {
    async previewBulk(text: string, type: ImportType): Promise<BulkImportPreview> {
      requirePastedText(text)
      const ctx = context()
      const p = await propose<BulkParse>(
        llm
          ? async () => ({ ...(await llm.proposeBulk(text, type, ctx)), eventNotes: [], unread: [] })
          : null,
        () => parseBulkText(text, type, ctx),
      )
      const [provDup, evDup, named] = await Promise.all([
        findProviderDuplicates(db, p.rows.providers),
        findEventDuplicates(db, p.rows.events),
        providersByName(
          db,
          p.rows.events.map((r) => r.providerName),
        ),
      ])
      // A name two providers share is not linked at commit (decision I9): say so on the row, after what the
      // parser asks the admin to check (a guessed date).
      const eventWarning = (name: string, i: number) => {
        const n = named.get(providerKey(name, ''))?.length ?? 0
        const notes = [p.rows.eventNotes[i], n > 1 ? ambiguousNameWarning(name, n) : undefined].filter(
          Boolean,
        )
        return notes.length ? { warning: notes.join(' ') } : {}
      }
      return {
        providers: p.rows.providers.map((r, i) => ({
          ...r,
          errors: validateProvider(r),
          duplicateOf: provDup[i],
        })),
        events: p.rows.events.map((r, i) => ({
          ...r,
          errors: validateEvent(r),
          duplicateOf: evDup[i],
          ...eventWarning(r.providerName, i),
        })),
        unread: p.rows.unread,
        source: p.source,
        ...(p.warning ? { warning: p.warning } : {}),
      }
    },

    async previewClasses(text: string): Promise<ClassImportPreview> {
      requirePastedText(text)
      const ctx = context()
      const p = await propose<{ classes: ClassDraft[]; unread: string[]; sources?: ClassSources[] }>(
        llm ? async () => ({ classes: await llm.proposeClasses(text, ctx), unread: [] }) : null,
        () => parseClassText(text, ctx),
      )
      const dup = await findClassDuplicates(db, p.rows.classes)
      return {
        classes: p.rows.classes.map((r, i) => {
          const sources = p.rows.sources?.[i]
          return {
            ...r,
            errors: validateClass(r),
            duplicateOf: dup[i],
            ...(sources && Object.keys(sources).length ? { sources: sources as Record<string, string> } : {}),
          }
        }),
        unread: p.rows.unread,
        source: p.source,
        ...(p.warning ? { warning: p.warning } : {}),
      }
    },

    /** Creates the selected rows in one transaction, once per import id (decisions I1, I8). */
    commit: (actorUserId: string, req: CommitRequest): Promise<CommitResult> =>
      commitImport(db, actorUserId, req),

    /**
     * One parsed class → a proposal (admin.md §7). It waits in the inbox as submitted unless the admin chose to
     * publish the ideas at once (issue 27): a mangled idea must not reach the public Coming Soon page unreviewed.
     */
    async createComingSoon(actorUserId: string, row: ImportClassCreate) {
      return db.transaction(async (tx) => {
        const [p] = await tx
          .insert(eventProposals)
          .values({
            status: row.publish ? 'coming_soon' : 'submitted',
            submittedByUserId: actorUserId,
            eventName: row.eventName.trim(),
            serviceType: row.serviceType,
            description: orNull(row.description),
            learningObjectives: orNull(row.learningObjectives) ?? orNull(row.description),
            providerFirstName: orNull(row.providerFirstName),
            providerLastName: orNull(row.providerLastName),
            durationMinutes: row.durationMinutes ?? null,
            maximumCapacity: row.maximumCapacity ?? null,
            costPerRegistrationCents: priceToCents(row.price) ?? 0,
            languages: row.languages.length ? row.languages : [IMPORT_DEFAULTS.language],
          })
          .returning()
        await recordAudit(tx, {
          actorUserId,
          action: 'import.coming_soon',
          entityType: 'event_proposal',
          entityId: p.id,
          changes: { eventName: p.eventName, status: p.status },
        })
        return p
      })
    },
  }
}
export type ImportService = ReturnType<typeof createImportService>
