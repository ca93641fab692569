import { describe, expect, it } from 'vitest'
import { parseWhen } from './dates'
import { parseBulkText } from './index'

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
    expect(when('Thursday 7pm')).toBe('2026-11-26T19:00')
    expect(when('Thu, 7pm')).toBe('2026-11-26T19:00')
    expect(when('next Thu 7pm')).toBe('2026-11-26T19:00')
    // Lower-case "sun" and "sat" are words, and a capitalised word after a weekday makes it a name.
    expect(when('Yoga in the sun 7pm')).toBe('')
    expect(when('Sun Salutation Yoga 7pm')).toBe('')
    // A whole weekday name before a title is the date ("Saturday Storytime"), unless a person is introduced.
    expect(when('Saturday Storytime 10am')).toBe('2026-11-21T10:00')
    expect(when('Tuesday Parenting Circle 7pm')).toBe('2026-11-24T19:00')
    expect(when('Monday Mom Group 9:30am')).toBe('2026-11-23T09:30')
    expect(when('Lactation Q&A with Monday Okafor, Jan 5 7pm')).toBe('2027-01-05T19:00')
  })

  it('asks to check a weekday that does not match the written date, or a date read from a weekday alone', () => {
    const [clash] = parseBulkText('Baby Bath with Hana Sato - Wed Jan 12, 7pm CT', 'events', {
      now,
    }).eventNotes
    expect(clash).toBe('The text says "Wed" but 2027-01-12 is a Tuesday: check the date.')
    const [guess] = parseBulkText('Baby Bath with Hana Sato - Thursday 7pm CT', 'events', { now }).eventNotes
    expect(guess).toBe('Only a weekday was given ("Thursday"): read as 2026-11-26. Check the date.')
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
