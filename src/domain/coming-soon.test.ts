import { describe, expect, it } from 'vitest'
import { sortComingSoon } from './coming-soon'

const p = (id: string, voteCount: number, submittedAt: string) => ({ id, voteCount, submittedAt })

describe('coming-soon rules', () => {
  it('sorts by most votes with ties by newest submission, or by newest only', () => {
    const list = [
      p('a', 3, '2030-01-01T00:00:00.000Z'),
      p('b', 5, '2029-01-01T00:00:00.000Z'),
      p('c', 3, '2030-02-01T00:00:00.000Z'),
    ]
    expect(sortComingSoon(list, 'votes').map((x) => x.id)).toEqual(['b', 'c', 'a'])
    expect(sortComingSoon(list, 'newest').map((x) => x.id)).toEqual(['c', 'a', 'b'])
    expect(list.map((x) => x.id)).toEqual(['a', 'b', 'c'])
  })
})
