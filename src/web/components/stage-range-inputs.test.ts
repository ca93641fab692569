import { describe, expect, it } from 'vitest'
import { StageRangeSchema } from '../../domain/stage-schemas'
import { rangeFromEnds } from './stage-range-inputs'

const ok = (r: unknown) => StageRangeSchema.safeParse(r)

describe('the stage range controls', () => {
  it('mean any stage when all four are empty', () => {
    expect(rangeFromEnds({ phase: '', value: '' }, { phase: '', value: ' ' })).toBeNull()
  })

  it('give a range the schema accepts once both ends are filled, across both scales', () => {
    const r = rangeFromEnds({ phase: 'pregnant', value: '36' }, { phase: 'baby', value: '3' })
    expect(r).toEqual({ from: { phase: 'pregnant', value: 36 }, to: { phase: 'baby', value: 3 } })
    expect(ok(r).success).toBe(true)
  })

  it('send half a range on, so the form says what is missing instead of dropping it', () => {
    const half = rangeFromEnds({ phase: 'pregnant', value: '20' }, { phase: '', value: '' })
    expect(half).toEqual({ from: { phase: 'pregnant', value: 20 }, to: { phase: 'pregnant', value: -1 } })
    const parsed = ok(half)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Pregnancy weeks go from 4 to 42, a baby’s age from 0 to 36 months',
    ])
  })
})
