import { z } from 'zod'
import { ComingSoonProposalSchema } from './coming-soon'
import { EventFormSchema, PRICE_PATTERN } from './event-form'
import { DEFAULT_TIMEZONE, EVENT_TYPES } from './event-rules'
import { ProviderInputSchema } from './provider-form'
import { parseStageText } from './stage-text'

/**
 * Import rows: what the parser (or the LLM) proposes and the admin corrects in the preview.
 * Provider and event rows reuse the forms' schemas (admin.md §5), so one rule has one source.
 */

/** admin.md §5 "Import tools" and §9. */
export const IMPORT_DEFAULTS = {
  status: 'draft',
  timezone: DEFAULT_TIMEZONE,
  providerName: 'TBD',
  providerRole: 'To Be Assigned',
  language: 'English',
  duration: 60,
  price: '0.00',
  capacity: 25,
  eventType: 'Educational Discussion',
} as const

/** 200 KB of pasted text at most (413 above). */
export const MAX_IMPORT_TEXT_BYTES = 200 * 1024
/** Rows one commit may carry per list; larger pastes are split by the admin. */
export const MAX_IMPORT_ROWS = 1000
/** What the commit answers, and the preview shows, above `MAX_IMPORT_ROWS` selected rows (decision I10). */
export const tooManyRowsMessage = (noun: 'providers' | 'events') =>
  `At most ${MAX_IMPORT_ROWS} ${noun} can be imported at once: deselect some and import them next`
export const BLANK_TEXT_MESSAGE = 'Please paste some text to parse'

export const IMPORT_TYPES = ['providers', 'events', 'both'] as const
export type ImportType = (typeof IMPORT_TYPES)[number]

const blankAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/** A provider row is checked by the provider form's own rules (admin.md §5 "Provider form"). */
export const ImportProviderRowSchema = ProviderInputSchema.pick({
  firstName: true,
  lastName: true,
  title: true,
  bio: true,
  credentials: true,
  specialties: true,
  languages: true,
  email: true,
  phone: true,
})
export type ImportProviderRow = z.infer<typeof ImportProviderRowSchema>

/** An event row is checked by the event form's own rules, so an imported draft opens cleanly in the form. */
export const ImportEventRowSchema = EventFormSchema.pick({
  title: true,
  description: true,
  eventType: true,
  date: true,
  timezone: true,
  duration: true,
  price: true,
  capacity: true,
  language: true,
  providerName: true,
  providerRole: true,
  providerEmail: true,
}).extend({
  /** Read with the import's own reader; blank is any stage. */
  stage: z
    .string()
    .max(200)
    .optional()
    .refine(
      (v) => !v?.trim() || parseStageText(v) !== null,
      'Write a stage like “28–40 weeks pregnant” or “0–3 months postpartum”, or leave it empty',
    ),
})
export type ImportEventRow = z.infer<typeof ImportEventRowSchema>

/** A coming-soon class idea (admin.md §3 "Event proposal"); cost is dollars here, cents when stored. */
export const ImportClassRowSchema = z.object({
  eventName: z.string().trim().min(3, 'Title must be at least 3 characters').max(200),
  serviceType: z.string().min(1, 'Please select an event type').max(100),
  description: z.string().max(10000).optional(),
  learningObjectives: z.string().max(10000).optional(),
  providerFirstName: z.string().max(100).optional(),
  providerLastName: z.string().max(100).optional(),
  durationMinutes: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ message: 'Duration must be at least 15 minutes' })
      .int('Duration must be whole minutes')
      .min(15, 'Duration must be at least 15 minutes')
      .max(24 * 60)
      .optional(),
  ),
  maximumCapacity: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ message: 'Capacity must be at least 1' })
      .int('Capacity must be a whole number')
      .min(1, 'Capacity must be at least 1')
      .max(100000, 'Capacity must be at most 100000')
      .optional(),
  ),
  /** Blank when the idea names no price: it is listed at 0.00, and the preview says so (decision I13). */
  price: z.preprocess(
    (v) => blankAsUndefined(v) ?? IMPORT_DEFAULTS.price,
    z.string().regex(PRICE_PATTERN, 'Price must be a valid amount (e.g., 25.00)'),
  ),
  languages: z.array(z.string().max(60)).max(20).default(['English']),
})
export type ImportClassRow = z.infer<typeof ImportClassRowSchema>

/**
 * One parsed class sent by Class Import (admin.md §7, one call per class). It waits in the Proposals Inbox as a
 * submitted idea for an admin to review, unless `publish` puts it on the public Coming Soon page at once (issue 27).
 */
export const ImportClassCreateSchema = ImportClassRowSchema.extend({ publish: z.boolean().optional() })
export type ImportClassCreate = z.infer<typeof ImportClassCreateSchema>
/** The created idea: coming soon when published at once, else submitted (in the inbox). */
export const ImportedClassSchema = ComingSoonProposalSchema.extend({
  status: z.enum(['coming_soon', 'submitted']),
})

/**
 * What a parser proposes before validation: every field loose, so an invalid value is kept
 * and shown for correction instead of being dropped.
 */
export type ProviderDraft = {
  firstName: string
  lastName: string
  title: string
  bio: string
  credentials: string[]
  specialties: string[]
  languages: string[]
  email: string
  phone: string
}
export type EventDraft = {
  title: string
  description: string
  eventType: string
  date: string
  timezone: string
  duration: string
  price: string
  capacity: string
  language: string
  providerName: string
  providerRole: string
  providerEmail: string
  /** Who the class is for, as written ("28–40 weeks pregnant"); absent or blank for any stage (issue 31.3). */
  stage?: string
}
export type ClassDraft = {
  eventName: string
  serviceType: string
  description: string
  providerFirstName: string
  providerLastName: string
  durationMinutes: string
  maximumCapacity: string
  price: string
  languages: string[]
}

/** The longest text one preview cell carries; the import service clips what it proposes to it. */
export const MAX_IMPORT_CELL = 20_000
const str = z.string().max(MAX_IMPORT_CELL)
const strList = z.array(z.string().max(500)).max(50)
/** Shape check for proposed drafts (from the LLM or the browser): any string, validated per row later. */
export const ProviderDraftSchema = z.object({
  firstName: str,
  lastName: str,
  title: str,
  bio: str,
  credentials: strList,
  specialties: strList,
  languages: strList,
  email: str,
  phone: str,
})
export const EventDraftSchema = z.object({
  title: str,
  description: str,
  eventType: str,
  date: str,
  timezone: str,
  duration: str,
  price: str,
  capacity: str,
  language: str,
  providerName: str,
  providerRole: str,
  providerEmail: str,
  stage: str.optional(),
})
export const ClassDraftSchema = z.object({
  eventName: str,
  serviceType: str,
  description: str,
  providerFirstName: str,
  providerLastName: str,
  durationMinutes: str,
  maximumCapacity: str,
  price: str,
  languages: strList,
})

export const RowErrorSchema = z.object({ path: z.string(), message: z.string() })
export type RowError = z.infer<typeof RowErrorSchema>

/** Field errors of one row, first message per field (for cells in the preview). */
export function rowErrors(schema: z.ZodType, draft: unknown): RowError[] {
  const r = schema.safeParse(draft)
  if (r.success) return []
  const seen = new Set<string>()
  const out: RowError[] = []
  for (const issue of r.error.issues) {
    const path = issue.path.map(String).join('.')
    if (seen.has(path)) continue
    seen.add(path)
    out.push({ path, message: issue.message })
  }
  return out
}

export const validateProvider = (d: ProviderDraft) => rowErrors(ImportProviderRowSchema, d)
export const validateEvent = (d: EventDraft) => rowErrors(ImportEventRowSchema, d)
export const validateClass = (d: ClassDraft) => rowErrors(ImportClassRowSchema, d)

const Meta = { errors: z.array(RowErrorSchema), duplicateOf: z.string().nullable() }
export const ProviderPreviewSchema = ProviderDraftSchema.extend(Meta)
/** `warning`: something the import will do differently from what the row says (e.g. not link a shared name). */
export const EventPreviewSchema = EventDraftSchema.extend({ ...Meta, warning: z.string().optional() })
/** `duplicateOf`: a coming-soon class with the same name (any case) already exists. */
/** `sources`: for each field, the pasted line it was read from (the built-in parser's; shown in the preview). */
export const ClassPreviewSchema = ClassDraftSchema.extend({
  ...Meta,
  sources: z.record(z.string(), z.string()).optional(),
})
export type ProviderPreview = z.infer<typeof ProviderPreviewSchema>
export type EventPreview = z.infer<typeof EventPreviewSchema>
export type ClassPreview = z.infer<typeof ClassPreviewSchema>

export const ImportSourceSchema = z.enum(['llm', 'parser'])
export const BulkImportRequestSchema = z.object({
  text: z.string(),
  type: z.enum(IMPORT_TYPES).default('both'),
})
/** Lines of the paste that became no row (the built-in parser's; empty when the AI service read it). */
const UnreadSchema = z.array(z.string())
export const BulkImportPreviewSchema = z.object({
  providers: z.array(ProviderPreviewSchema),
  events: z.array(EventPreviewSchema),
  unread: UnreadSchema,
  source: ImportSourceSchema,
  warning: z.string().optional(),
})
export type BulkImportPreview = z.infer<typeof BulkImportPreviewSchema>
export const ClassImportRequestSchema = z.object({ text: z.string() })
export const ClassImportPreviewSchema = z.object({
  classes: z.array(ClassPreviewSchema),
  unread: UnreadSchema,
  source: ImportSourceSchema,
  warning: z.string().optional(),
})
export type ClassImportPreview = z.infer<typeof ClassImportPreviewSchema>

/** The admin imports this row although the preview flagged it as a duplicate (decision I8). */
const Keep = { keepDuplicate: z.boolean().optional() }
export const CommitRequestSchema = z.object({
  /** Made with the preview: a repeated id is answered with the stored result (decision I8). */
  importId: z.uuid().optional(),
  providers: z
    .array(ProviderDraftSchema.extend(Keep))
    .max(MAX_IMPORT_ROWS, tooManyRowsMessage('providers'))
    .optional(),
  events: z
    .array(EventDraftSchema.extend(Keep))
    .max(MAX_IMPORT_ROWS, tooManyRowsMessage('events'))
    .optional(),
})
export type CommitRequest = z.infer<typeof CommitRequestSchema>
export const CommitResultSchema = z.object({
  created: z.object({ providers: z.number().int(), events: z.number().int() }),
  skipped: z.array(
    z.object({
      index: z.number().int(),
      kind: z.enum(['provider', 'event']),
      reason: z.string(),
      /** Set when the row was skipped because it now duplicates this existing record. */
      duplicateOf: z.string().optional(),
    }),
  ),
})
export type CommitResult = z.infer<typeof CommitResultSchema>

export const ExtractTextRequestSchema = z.object({
  filename: z.string().min(1).max(255),
  contentBase64: z.string().max(8 * 1024 * 1024),
})

/** The event type names, quoted, for instructions to a language model. */
export const EVENT_TYPE_HINT = EVENT_TYPES.map((t) => `"${t}"`).join(', ')
