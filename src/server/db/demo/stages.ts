import type { StageRange } from '../../../domain/stage'

const weeks = (from: number, to: number): StageRange => ({
  from: { phase: 'pregnant', value: from },
  to: { phase: 'pregnant', value: to },
})
const months = (from: number, to: number): StageRange => ({
  from: { phase: 'baby', value: from },
  to: { phase: 'baby', value: to },
})
const around = (fromWeek: number, toMonth: number): StageRange => ({
  from: { phase: 'pregnant', value: fromWeek },
  to: { phase: 'baby', value: toMonth },
})

/** Who each demo class is for (issue 31.3); the rest are for anyone. */
export const DEMO_STAGES: Record<string, StageRange> = {
  'prenatal-breastfeeding-class': weeks(28, 40),
  'comfort-measures-lab': weeks(30, 40),
  'birth-plan-your-voice': weeks(24, 38),
  'gestational-diabetes-eating-well': weeks(20, 36),
  'childbirth-prep-arabic': weeks(28, 38),
  'partner-labor-bootcamp': weeks(30, 40),
  'pelvic-floor-pregnancy': weeks(12, 36),
  'cesarean-birth-recovery': around(30, 2),
  'newborn-care-vietnamese': around(32, 3),
  'newborn-care-asl': around(32, 3),
  'postpartum-anxiety': months(0, 12),
  'infant-massage-colic': months(0, 6),
  'pumping-back-to-work': months(1, 6),
  'return-to-running': months(3, 12),
  'starting-solids': months(4, 8),
  'baby-sign-language': months(6, 24),
  'toddler-sleep': months(12, 36),
}
