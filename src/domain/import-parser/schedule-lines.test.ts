import { describe, expect, it } from 'vitest'
import { parseBulkText } from './index'
import { parseWhen } from './when'

// Friday 2026-11-20, 9:00 in Chicago: "next Thursday" would be 2026-11-26.
const now = new Date('2026-11-20T15:00:00Z')
const CPR = 'Infant CPR Basics with Thu Nguyen, PNP - Tue Jan 12, 7pm CT'
const BAD = 'Bad line with no date at all'

describe('a weekday word is a date only where a date stands', () => {
  it('reads "Thu" in a name as part of the name and the written date as the date', () => {
    const { events, eventNotes, unread } = parseBulkText(CPR, 'events', { now })
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      title: 'Infant CPR Basics',
      date: '2027-01-12T19:00',
      timezone: 'America/Chicago',
      providerName: 'Thu Nguyen',
      providerRole: 'PNP',
    })
    // 2027-01-12 is a Tuesday, as the line says: nothing to check.
    expect(eventNotes).toEqual([undefined])
    expect(unread).toEqual([])
  })

  it('lets a written month-day win over a weekday anywhere in the text', () => {
    const when = (s: string) => parseWhen(s, now, 'America/Chicago').date
    expect(when('with Thu Nguyen - Tue Jan 12, 7pm')).toBe('2027-01-12T19:00')
    expect(when('Friday class, Dec 4 at 6pm')).toBe('2026-12-04T18:00')
    expect(when('Lactation Q&A with Monday Okafor, Jan 5 7pm')).toBe('2027-01-05T19:00')
    // A weekday without a written date is relative: reported, never resolved (issue 27).
    const relative = (s: string) => parseWhen(s, now, 'America/Chicago').relative
    expect(relative('Thursday 7pm')).toBe('Thursday 7pm')
    expect(relative('next Thu 7pm')).toBe('next Thu 7pm')
    expect(when('Thursday 7pm')).toBe('')
    // A weekday in a title or a name, without a time, is a word.
    expect(when('Yoga in the sun')).toBe('')
    expect(when('Safe Sleep Saturday')).toBe('')
  })

  it('asks to check a weekday that does not match the written date, and flags a relative date without guessing it', () => {
    const [clash] = parseBulkText('Baby Bath with Hana Sato - Wed Jan 12, 7pm CT', 'events', {
      now,
    }).eventNotes
    expect(clash).toBe('The text says "Wed" but 2027-01-12 is a Tuesday: check the date.')
    const relative = parseBulkText('Baby Bath with Hana Sato - Thursday 7pm CT', 'events', { now })
    expect(relative.events[0].date).toBe('')
    expect(relative.eventNotes[0]).toBe('The text gives a relative date ("Thursday 7pm CT"): enter the date.')
  })
})

describe('lines the parser cannot read', () => {
  it('lists a line with no date, price or provider as not read instead of making it the row above’s description', () => {
    const { events, unread } = parseBulkText(`${CPR}\n${BAD}`, 'events', { now })
    expect(events).toHaveLength(1)
    expect(events[0].description).toBe('')
    expect(unread).toEqual([BAD])
  })

  it('still reads an indented line or a sentence under an entry as its description', () => {
    const indented = parseBulkText(`${CPR}\n   Hands-on practice with infant manikins`, 'events', { now })
    expect(indented.events[0].description).toBe('Hands-on practice with infant manikins')
    const sentence = parseBulkText(`${CPR}\nPractise compressions and rescue breaths.`, 'events', { now })
    expect(sentence.events[0].description).toBe('Practise compressions and rescue breaths.')
    expect(sentence.unread).toEqual([])
  })

  it('does not list a heading line as not read', () => {
    expect(parseBulkText(`January schedule:\n${CPR}`, 'events', { now }).unread).toEqual([])
  })
})
