import { z } from 'zod'
import { LANGUAGES } from './event-rules'

/** What a family can ask for at registration (issue 29.3, decision D30). */
export const ACCOMMODATION_KINDS = ['captions', 'asl', 'interpreter', 'other'] as const
export type AccommodationKind = (typeof ACCOMMODATION_KINDS)[number]
export const ACCOMMODATION_KIND_LABELS: Record<AccommodationKind, string> = {
  captions: 'Captions',
  asl: 'ASL interpreter',
  interpreter: 'Interpreter',
  other: 'Something else',
}
export const ACCOMMODATION_STATUSES = ['requested', 'arranged', 'not_possible'] as const
export type AccommodationStatus = (typeof ACCOMMODATION_STATUSES)[number]
export const ACCOMMODATION_STATUS_LABELS: Record<AccommodationStatus, string> = {
  requested: 'Requested',
  arranged: 'Arranged',
  not_possible: 'Not possible',
}
export const ACCOMMODATION_NOTE_MAX = 500
/** The spec's languages an interpreter can speak: ASL has its own choice, "Other" is "Something else". */
export const INTERPRETER_LANGUAGES: readonly string[] = LANGUAGES.filter(
  (l) => l !== 'Other' && !l.startsWith('ASL'),
)

/** The request as a family sends it: a spoken language only for an interpreter, a note required for "other". */
export const AccommodationInputSchema = z
  .object({
    kind: z.enum(ACCOMMODATION_KINDS, { message: 'Choose what you need' }),
    language: z
      .string()
      .refine((l) => INTERPRETER_LANGUAGES.includes(l), 'Choose a language')
      .nullish(),
    note: z
      .string()
      .trim()
      .max(ACCOMMODATION_NOTE_MAX, `Please keep this under ${ACCOMMODATION_NOTE_MAX} characters`)
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'interpreter' && !v.language)
      ctx.addIssue({ code: 'custom', path: ['language'], message: 'Choose a language' })
    if (v.kind === 'other' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Tell us what you need' })
  })
  // A language belongs only to an interpreter request.
  .transform((v) => ({
    ...v,
    language: v.kind === 'interpreter' ? (v.language ?? null) : null,
    note: v.note || null,
  }))
export type AccommodationInput = z.infer<typeof AccommodationInputSchema>

export const AccommodationSchema = z.object({
  id: z.string(),
  registrationId: z.string(),
  kind: z.enum(ACCOMMODATION_KINDS),
  language: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(ACCOMMODATION_STATUSES),
  staffNote: z.string().nullable(),
  /** "Captions", "Interpreter: Spanish": the words every screen, mail and export uses. */
  label: z.string(),
  updatedAt: z.string(),
})
export type Accommodation = z.infer<typeof AccommodationSchema>

export const MarkAccommodationSchema = z.object({
  status: z.enum(['arranged', 'not_possible'], { message: 'Choose Arranged or Not possible' }),
  staffNote: z
    .string()
    .trim()
    .max(ACCOMMODATION_NOTE_MAX, `Please keep this under ${ACCOMMODATION_NOTE_MAX} characters`)
    .nullish(),
})
export type MarkAccommodation = z.infer<typeof MarkAccommodationSchema>

/** "Captions", "ASL interpreter", "Interpreter: Spanish", "Something else". */
export function accommodationLabel(a: { kind: AccommodationKind; language?: string | null }): string {
  if (a.kind === 'interpreter' && a.language) return `Interpreter: ${a.language}`
  return ACCOMMODATION_KIND_LABELS[a.kind]
}

/** "Captions: arranged": the line on a family's card and in the export. */
export function accommodationStatusLine(a: {
  kind: AccommodationKind
  language?: string | null
  status: AccommodationStatus
}): string {
  return `${accommodationLabel(a)}: ${ACCOMMODATION_STATUS_LABELS[a.status].toLowerCase()}`
}

/** A stored request as the API answers it (the row's columns, with dates). */
export function toAccommodation(row: {
  id: string
  registrationId: string
  kind: string
  language: string | null
  note: string | null
  status: string
  staffNote: string | null
  updatedAt: Date
}): Accommodation {
  const kind = row.kind as AccommodationKind
  return {
    id: row.id,
    registrationId: row.registrationId,
    kind,
    language: row.language,
    note: row.note,
    status: row.status as AccommodationStatus,
    staffNote: row.staffNote,
    label: accommodationLabel({ kind, language: row.language }),
    updatedAt: row.updatedAt.toISOString(),
  }
}
