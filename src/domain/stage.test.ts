import { describe, expect, it } from 'vitest'
import {
  fitsFamily,
  inStageRange,
  monthsBetween,
  recommendedHeading,
  type StageRange,
  stageOn,
  stageRangeLabel,
} from './stage'

const late: StageRange = { from: { phase: 'pregnant', value: 28 }, to: { phase: 'pregnant', value: 40 } }
const early: StageRange = { from: { phase: 'baby', value: 0 }, to: { phase: 'baby', value: 3 } }
const around: StageRange = { from: { phase: 'pregnant', value: 36 }, to: { phase: 'baby', value: 3 } }

describe('a family’s stage', () => {
  it('counts pregnancy weeks back from the due date (week 39 still on the day before it)', () => {
    expect(stageOn({ kind: 'due', date: '2030-05-31' }, '2030-03-22')).toEqual({
      phase: 'pregnant',
      value: 30,
    })
    expect(stageOn({ kind: 'due', date: '2030-05-31' }, '2030-05-30')).toEqual({
      phase: 'pregnant',
      value: 39,
    })
    // A due date typed a year ahead is before week 4: no stage yet.
    expect(stageOn({ kind: 'due', date: '2031-05-31' }, '2030-05-30')).toBeNull()
  })

  it('turns a passed due date into a baby counted from it, and counts whole calendar months', () => {
    expect(stageOn({ kind: 'due', date: '2030-01-15' }, '2030-04-20')).toEqual({ phase: 'baby', value: 3 })
    expect(stageOn({ kind: 'born', date: '2030-01-31' }, '2030-02-27')).toEqual({ phase: 'baby', value: 0 })
    expect(monthsBetween('2030-01-31', '2030-02-28')).toBe(1)
    expect(monthsBetween('2030-03-15', '2030-04-14')).toBe(0)
    expect(monthsBetween('2030-03-15', '2030-04-15')).toBe(1)
    expect(stageOn({ kind: 'born', date: '2026-01-01' }, '2030-01-01')).toBeNull()
  })

  it('matches ranges across both scales, both ends included', () => {
    expect(inStageRange({ phase: 'pregnant', value: 40 }, late)).toBe(true)
    expect(inStageRange({ phase: 'baby', value: 0 }, late)).toBe(false)
    expect(inStageRange({ phase: 'pregnant', value: 38 }, around)).toBe(true)
    expect(inStageRange({ phase: 'baby', value: 3 }, around)).toBe(true)
    expect(inStageRange({ phase: 'baby', value: 4 }, around)).toBe(false)
  })

  it('judges a class by the child’s stage on the class’s day, for any child', () => {
    const family = [
      { kind: 'due' as const, date: '2030-09-01' },
      { kind: 'born' as const, date: '2029-01-10' },
    ]
    // On 2030-03-10 the pregnancy is at week 15 and the toddler is 14 months: neither fits.
    expect(fitsFamily(late, family, '2030-03-10')).toBe(false)
    // By mid-July the pregnancy is at week 33.
    expect(fitsFamily(late, family, '2030-07-15')).toBe(true)
    expect(fitsFamily(null, family, '2030-07-15')).toBe(false)
  })

  it('says it the way families say it', () => {
    expect(stageRangeLabel(late)).toBe('28–40 weeks pregnant')
    expect(stageRangeLabel(early)).toBe('0–3 months postpartum')
    expect(stageRangeLabel(around)).toBe('36 weeks pregnant to 3 months postpartum')
    expect(recommendedHeading({ phase: 'pregnant', value: 30 })).toBe('Recommended for you at 30 weeks')
    expect(recommendedHeading({ phase: 'baby', value: 3 })).toBe('Recommended for your 3-month-old')
    expect(recommendedHeading({ phase: 'baby', value: 0 })).toBe('Recommended for your newborn')
  })
})
