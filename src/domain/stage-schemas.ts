import { z } from 'zod'
import {
  FAMILY_STAGE_KINDS,
  isStagePoint,
  MAX_FAMILY_STAGES,
  STAGE_PHASES,
  type StageRange,
  stageOrdinal,
} from './stage'

export const StagePointSchema = z
  .object({ phase: z.enum(STAGE_PHASES), value: z.number().int() })
  .refine(isStagePoint, {
    message: 'Pregnancy weeks go from 4 to 42, a baby’s age from 0 to 36 months',
    path: ['value'],
  })

export const StageRangeSchema = z
  .object({ from: StagePointSchema, to: StagePointSchema })
  // Only once both ends are stages: an end left empty has its own message, not this one.
  .refine(
    (r: StageRange) =>
      !isStagePoint(r.from) || !isStagePoint(r.to) || stageOrdinal(r.from) <= stageOrdinal(r.to),
    {
      message: 'The stage range must end at or after its start',
      path: ['to'],
    },
  )

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** POST /api/my-stages: a due date or a birth date, with an optional name only the family sees. */
export const FamilyStageInputSchema = z.object({
  kind: z.enum(FAMILY_STAGE_KINDS, { message: 'Choose a due date or a birth date' }),
  date: z
    .string('Enter a date')
    .regex(DAY, 'Enter a date (YYYY-MM-DD)')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'This date does not exist'),
  name: z.string().trim().max(60, 'Keep the name under 60 characters').optional(),
})
export type FamilyStageInput = z.input<typeof FamilyStageInputSchema>

export const FamilyStageSchema = z.object({
  id: z.string(),
  kind: z.enum(FAMILY_STAGE_KINDS),
  date: z.string(),
  name: z.string().nullable(),
})

export { MAX_FAMILY_STAGES }
