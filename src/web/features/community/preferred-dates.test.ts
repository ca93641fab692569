import { describe, expect, it } from 'vitest'
import {
  addPreferredDate,
  initialPreferredDates,
  MAX_PREFERRED_DATES,
  preferredDatesToSend,
  removePreferredDate,
} from './preferred-dates'

describe('preferred dates rows', () => {
  it('starts a new proposal with one empty row and an edit with its stored dates', () => {
    expect(initialPreferredDates(undefined)).toEqual([''])
    expect(initialPreferredDates([])).toEqual([''])
    expect(initialPreferredDates(['2031-03-10', '2031-03-17'])).toEqual(['2031-03-10', '2031-03-17'])
  })

  it('adds rows up to the schema limit and removes the chosen one', () => {
    const full = Array.from(
      { length: MAX_PREFERRED_DATES },
      (_, i) => `2031-01-${String(i + 1).padStart(2, '0')}`,
    )
    expect(addPreferredDate(full)).toHaveLength(MAX_PREFERRED_DATES)
    expect(addPreferredDate(['2031-01-01'])).toEqual(['2031-01-01', ''])
    expect(removePreferredDate(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
  })

  it('sends only the rows that hold a date', () => {
    expect(preferredDatesToSend(['2031-03-10', '', ' ', '2031-03-17'])).toEqual(['2031-03-10', '2031-03-17'])
  })
})
