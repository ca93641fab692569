import { describe, expect, it } from 'vitest'
import { scrollEdges } from './scroll-edges'

describe('scroll edges of the preview table', () => {
  it('has more to the right at the start of a table wider than its box, and to the left once scrolled', () => {
    // The 1832 px table in a 990 px box at 1280 px.
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 1832, clientWidth: 990 })).toEqual({
      left: false,
      right: true,
    })
    expect(scrollEdges({ scrollLeft: 400, scrollWidth: 1832, clientWidth: 990 })).toEqual({
      left: true,
      right: true,
    })
    expect(scrollEdges({ scrollLeft: 842, scrollWidth: 1832, clientWidth: 990 })).toEqual({
      left: true,
      right: false,
    })
  })
  it('has nothing to the sides when the table fits, even with fractional widths', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 990.5, clientWidth: 990 })).toEqual({
      left: false,
      right: false,
    })
  })
})
