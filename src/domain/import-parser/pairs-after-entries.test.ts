import { describe, expect, it } from 'vitest'
import { parseBulkText } from './index'

// Friday 2026-11-20, 9:00 in Chicago.
const now = new Date('2026-11-20T15:00:00Z')
const SCHEDULE = [
  'Infant CPR Basics with Thu Nguyen, PNP - Tue Jan 12, 7pm CT',
  'Baby Bath with Hana Sato - Wed Jan 13, 7pm CT',
  'Starting Solids - Thu Jan 14, 6pm CT, $15',
  'Toddler Tantrums - Fri Jan 15, 6pm CT, 90 min',
  'Partner Prep Night - Sat Jan 16, 10am CT',
]
const PROVIDER = `Provider: Jamie Rivera
Title: Doula
Email: jamie@example.com
Bio: Doula for ten years.`
const JAMIE = {
  firstName: 'Jamie',
  lastName: 'Rivera',
  title: 'Doula',
  email: 'jamie@example.com',
  bio: 'Doula for ten years.',
}

describe('"Key: value" lines right under schedule lines (no blank line between)', () => {
  it('start a provider of their own instead of describing the event above (as the QA paste did)', () => {
    const { events, providers, unread } = parseBulkText(`${SCHEDULE.join('\n')}\n${PROVIDER}`, 'both', {
      now,
    })
    expect(events.map((e) => [e.title, e.date, e.description])).toEqual([
      ['Infant CPR Basics', '2027-01-12T19:00', ''],
      ['Baby Bath', '2027-01-13T19:00', ''],
      ['Starting Solids', '2027-01-14T18:00', ''],
      ['Toddler Tantrums', '2027-01-15T18:00', ''],
      ['Partner Prep Night', '2027-01-16T10:00', ''],
    ])
    expect(providers).toHaveLength(1)
    expect(providers[0]).toMatchObject(JAMIE)
    expect(unread).toEqual([])
  })

  it('do not swallow a single schedule line above them as their heading', () => {
    const { events, providers, unread } = parseBulkText(`${SCHEDULE[0]}\n${PROVIDER}`, 'both', { now })
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ title: 'Infant CPR Basics', date: '2027-01-12T19:00' })
    expect(providers).toHaveLength(1)
    expect(providers[0]).toMatchObject(JAMIE)
    expect(unread).toEqual([])
  })

  it('read the same as with a blank line between', () => {
    const text = `${SCHEDULE.slice(0, 2).join('\n')}\n${PROVIDER}`
    const spaced = `${SCHEDULE.slice(0, 2).join('\n')}\n\n${PROVIDER}`
    expect(parseBulkText(text, 'both', { now })).toEqual(parseBulkText(spaced, 'both', { now }))
  })

  it('still take the name line right above them when they name no one themselves', () => {
    const text = `${SCHEDULE[0]}\nJamie Rivera, CD\nEmail: jamie@example.com\nPhone: (312) 555-0101`
    const { events, providers } = parseBulkText(text, 'both', { now })
    expect(events.map((e) => e.title)).toEqual(['Infant CPR Basics'])
    expect(providers).toHaveLength(1)
    expect(providers[0]).toMatchObject({
      firstName: 'Jamie',
      lastName: 'Rivera',
      credentials: ['CD'],
      email: 'jamie@example.com',
    })
  })

  it('keep a first line that is no entry as the record’s name, as before', () => {
    const { providers } = parseBulkText(
      'Maria Lopez, IBCLC\nEmail: maria@example.com\nPhone: (312) 555-0101',
      'providers',
      { now },
    )
    expect(providers).toHaveLength(1)
    expect(providers[0]).toMatchObject({ firstName: 'Maria', lastName: 'Lopez', email: 'maria@example.com' })
  })
})
