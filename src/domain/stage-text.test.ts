import { describe, expect, it } from 'vitest'
import { stageRangeLabel } from './stage'
import { parseStageText } from './stage-text'

const read = (s: string) => {
  const r = parseStageText(s)
  return r ? stageRangeLabel(r) : null
}

describe('reading a stage from what people write', () => {
  it('reads weeks of pregnancy, months after birth and both', () => {
    expect(read('For 28–40 weeks pregnant')).toBe('28–40 weeks pregnant')
    expect(read('Best for parents 32 to 38 weeks of pregnancy')).toBe('32–38 weeks pregnant')
    expect(read('0-3 months postpartum')).toBe('0–3 months postpartum')
    expect(read('Babies 0–6 months and their parents')).toBe('0–6 months postpartum')
    expect(read('36 weeks pregnant to 3 months postpartum')).toBe('36 weeks pregnant to 3 months postpartum')
    expect(read('Third trimester')).toBe('28–40 weeks pregnant')
    expect(read('Learn before your baby arrives. Ideal from 28 weeks.')).toBe('28–40 weeks pregnant')
  })

  it('reads what it writes', () => {
    for (const s of [
      '28–40 weeks pregnant',
      '0–3 months postpartum',
      '36 weeks pregnant to 3 months postpartum',
    ])
      expect(read(s)).toBe(s)
  })

  it('leaves a course length, a duration or an impossible range alone', () => {
    expect(read('4 weeks, Tuesdays 7 pm, starting Jan 12')).toBeNull()
    expect(read('A 6-8 week series')).toBeNull()
    expect(read('90 minutes')).toBeNull()
    expect(read('40–28 weeks pregnant')).toBeNull()
    expect(read('2–50 weeks pregnant')).toBeNull()
  })
})
