/**
 * Where a family is (issue 31.3): weeks of a pregnancy or months of a baby's life, and which classes fit.
 * One rule module for the server (filters, recommendations) and the pages (labels, the form). Zod-free so the
 * families' first load does not carry a schema library for it; the wire schemas are in ./stage-schemas.
 */

export const STAGE_PHASES = ['pregnant', 'baby'] as const
export type StagePhase = (typeof STAGE_PHASES)[number]

/** A point in a family's journey: `value` is the week of pregnancy, or the baby's age in whole months. */
export interface StagePoint {
  phase: StagePhase
  value: number
}

/** The stages a class is meant for, both ends included. */
export interface StageRange {
  from: StagePoint
  to: StagePoint
}

/** What a family tells us, privately: a due date, or a child's birth date (yyyy-MM-dd). */
export const FAMILY_STAGE_KINDS = ['due', 'born'] as const
export type FamilyStageKind = (typeof FAMILY_STAGE_KINDS)[number]
export interface FamilyStage {
  id: string
  kind: FamilyStageKind
  date: string
  /** An optional name or nickname ("Baby", "Sam"), only ever shown to the family. */
  name: string | null
}

/** The limits of each scale: pregnancy weeks 4-42, a child's first three years in months. */
export const STAGE_LIMITS: Record<StagePhase, { min: number; max: number }> = {
  pregnant: { min: 4, max: 42 },
  baby: { min: 0, max: 36 },
}
/** A family may keep this many dates (several children, twins counted once). */
export const MAX_FAMILY_STAGES = 10

/** Pregnancy is counted from 40 weeks before the due date (280 days). */
const PREGNANCY_DAYS = 280

/** One order over both scales: every pregnancy week before every month of a baby's life. */
export const stageOrdinal = (p: StagePoint) => (p.phase === 'pregnant' ? p.value - 100 : p.value)

export const isStagePoint = (p: StagePoint) =>
  Number.isInteger(p.value) && p.value >= STAGE_LIMITS[p.phase].min && p.value <= STAGE_LIMITS[p.phase].max

export const inStageRange = (p: StagePoint, r: StageRange) =>
  stageOrdinal(p) >= stageOrdinal(r.from) && stageOrdinal(p) <= stageOrdinal(r.to)

/** Days from `a` to `b`, both yyyy-MM-dd (calendar days, no time zone involved). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
}

/** Whole calendar months from `a` to `b`; a baby born on the 31st turns one month old on the last day of a short month. */
export function monthsBetween(a: string, b: string): number {
  const [ay, am, ad] = a.split('-').map(Number)
  const [by, bm, bd] = b.split('-').map(Number)
  let months = (by - ay) * 12 + (bm - am)
  const lastDayOfB = new Date(Date.UTC(by, bm, 0)).getUTCDate()
  if (bd < ad && bd < lastDayOfB) months -= 1
  return months
}

/**
 * Where a child is on `day` (yyyy-MM-dd in the family's time zone): the week of pregnancy before the due date; once
 * the due date has passed without a birth date, a baby counted from the due date. Null before the scales start
 * (a date typed far ahead) or after a child's third year.
 */
export function stageOn(child: Pick<FamilyStage, 'kind' | 'date'>, day: string): StagePoint | null {
  const days = daysBetween(child.date, day)
  if (child.kind === 'due' && days < 0) {
    const week = Math.floor((PREGNANCY_DAYS + days) / 7)
    return week >= STAGE_LIMITS.pregnant.min ? { phase: 'pregnant', value: week } : null
  }
  if (days < 0) return null
  const months = monthsBetween(child.date, day)
  return months <= STAGE_LIMITS.baby.max ? { phase: 'baby', value: months } : null
}

/** "28–40 weeks pregnant", "0–3 months postpartum", "36 weeks pregnant to 3 months postpartum". */
export function stageRangeLabel(r: StageRange): string {
  const unit = (p: StagePoint) => (p.phase === 'pregnant' ? 'weeks pregnant' : 'months postpartum')
  const one = (p: StagePoint) =>
    p.phase === 'pregnant'
      ? `${p.value} weeks pregnant`
      : `${p.value} ${p.value === 1 ? 'month' : 'months'} postpartum`
  if (r.from.phase !== r.to.phase) return `${one(r.from)} to ${one(r.to)}`
  if (r.from.value === r.to.value) return one(r.from)
  return `${r.from.value}–${r.to.value} ${unit(r.from)}`
}

/** The family's side of "Recommended for you at 30 weeks" / "Recommended for your 3-month-old". */
export function recommendedHeading(p: StagePoint): string {
  if (p.phase === 'pregnant') return `Recommended for you at ${p.value} weeks`
  if (p.value === 0) return 'Recommended for your newborn'
  return `Recommended for your ${p.value}-month-old`
}

/** Where a saved child is today, as Settings shows it beside the date. */
export function stageNow(p: StagePoint | null): string {
  if (!p) return 'Outside the stages classes are marked with'
  if (p.phase === 'pregnant') return `${p.value} weeks pregnant`
  if (p.value === 0) return 'Newborn (under 1 month)'
  return `${p.value} ${p.value === 1 ? 'month' : 'months'} old`
}

/** Whether a class with this range fits any of the family's children on the class's day. */
export function fitsFamily(
  range: StageRange | null,
  family: Pick<FamilyStage, 'kind' | 'date'>[],
  eventDay: string,
): boolean {
  if (!range) return false
  return family.some((c) => {
    const p = stageOn(c, eventDay)
    return p !== null && inStageRange(p, range)
  })
}
