import { describe, expect, it } from 'vitest'
import { neighboursOf } from './role-change-focus'

describe('neighboursOf', () => {
  it('offers the next row first, then the previous one', () => {
    expect(neighboursOf('b', ['a', 'b', 'c'])).toEqual(['c', 'a'])
  })
  it('has only the previous row for the last one, only the next for the first', () => {
    expect(neighboursOf('c', ['a', 'b', 'c'])).toEqual(['b'])
    expect(neighboursOf('a', ['a', 'b', 'c'])).toEqual(['b'])
  })
  it('has none for the only row, or a user not shown', () => {
    expect(neighboursOf('a', ['a'])).toEqual([])
    expect(neighboursOf('z', ['a', 'b'])).toEqual([])
  })
})
