import { describe, expect, it } from 'vitest'
import { validateEvent, validateProvider } from '../imports'
import { localToInstant, parseTimezone, parseWhen } from './dates'
import { parseBulkText } from './index'
import { splitFullName, splitNameCredentials } from './names'
import { readDelimited } from './tables'
import { mapEventType, parseCapacity, parseDuration, parsePrice } from './values'

// Friday 2026-02-20, 9:00 in Chicago.
const now = new Date('2026-02-20T15:00:00Z')
const when = (s: string) => parseWhen(s, now, 'America/Chicago')

describe('dates', () => {
  it.each([
    ['March 3, 2026 6:30pm', '2026-03-03T18:30'],
    ['3/3/2026 18:30', '2026-03-03T18:30'],
    ['Mar 3 noon', '2026-03-03T12:00'],
    ['Tue 3/3 7pm', '2026-03-03T19:00'],
    ['2026-03-03 09:15', '2026-03-03T09:15'],
    ['tomorrow at 10am', '2026-02-21T10:00'],
    ['next Tuesday 7pm', '2026-02-24T19:00'],
    ['next Friday 7pm', '2026-02-27T19:00'],
    ['Friday 7pm', '2026-02-20T19:00'],
    ['Jan 5 at 6pm', '2027-01-05T18:00'],
    ['3/30/26 7:15 p.m.', '2026-03-30T19:15'],
    ['5 March 2026 6pm', '2026-03-05T18:00'],
    ['March 3', '2026-03-03'],
  ])('%s → %s', (text, expected) => {
    expect(when(text).date).toBe(expected)
  })

  it('maps US zone abbreviations to IANA zones; a bare "PT" only counts after a time', () => {
    expect(when('Mar 3 6pm ET').timezone).toBe('America/New_York')
    expect(when('Mar 3 6pm CDT').timezone).toBe('America/Chicago')
    expect(when('Mar 3 6pm MT').timezone).toBe('America/Denver')
    expect(when('Mar 3 6pm Pacific Time').timezone).toBe('America/Los_Angeles')
    expect(when('Mar 3 6pm AKT').timezone).toBe('America/Anchorage')
    expect(when('Mar 3 6pm HT').timezone).toBe('Pacific/Honolulu')
    expect(when('Dana Kim, PT on Mar 3 6pm').timezone).toBeNull()
    expect(parseTimezone('America/New_York')).toBe('America/New_York')
  })

  it('reads the length of a time range', () => {
    expect(when('Mar 3 6:30-8pm')).toMatchObject({ date: '2026-03-03T18:30', rangeMinutes: 90 })
    expect(when('Mar 3 11:30am-1pm')).toMatchObject({ date: '2026-03-03T11:30', rangeMinutes: 90 })
  })

  it('turns a local time in a zone into the instant, across daylight saving', () => {
    expect(localToInstant('2026-03-03T18:30', 'America/Chicago').toISOString()).toBe(
      '2026-03-04T00:30:00.000Z',
    )
    expect(localToInstant('2026-03-10T18:30', 'America/Chicago').toISOString()).toBe(
      '2026-03-10T23:30:00.000Z',
    )
  })
})

describe('values', () => {
  it('prices: strip $ and commas to two decimals', () => {
    expect(parsePrice('$25')).toBe('25.00')
    expect(parsePrice('$1,250.5')).toBe('1250.50')
    expect(parsePrice('Free')).toBe('0.00')
    expect(parsePrice('twenty')).toBe('twenty')
  })
  it('durations in minutes or hours, capacities as integers', () => {
    expect(parseDuration('1.5 hours')).toBe('90')
    expect(parseDuration('90 min')).toBe('90')
    expect(parseDuration('1h30')).toBe('90')
    expect(parseDuration('1 hour 15 minutes')).toBe('75')
    expect(parseDuration('2 hrs')).toBe('120')
    expect(parseCapacity('20 seats')).toBe('20')
    expect(parseCapacity('max 1,000')).toBe('1000')
  })
  it('maps event types by keywords with a fallback', () => {
    expect(mapEventType('skills lab')).toBe('Skills Lab')
    expect(mapEventType(undefined, 'Postpartum Support Circle')).toBe('Support Circle')
    expect(mapEventType(undefined, 'Pumping at Work')).toBe('Feeding & Lactation')
    expect(mapEventType(undefined, 'Meet the team')).toBe('Educational Discussion')
  })
})

describe('names', () => {
  it('splits credentials from names', () => {
    expect(splitNameCredentials('Maria Lopez, IBCLC, RN')).toMatchObject({
      name: 'Maria Lopez',
      credentials: ['IBCLC', 'RN'],
    })
    expect(splitNameCredentials('Dr. Amara Osei, Ph.D.')).toMatchObject({
      name: 'Amara Osei',
      credentials: ['PhD'],
    })
    expect(splitNameCredentials('Maria Lopez IBCLC')).toMatchObject({
      name: 'Maria Lopez',
      credentials: ['IBCLC'],
    })
    expect(splitNameCredentials('Sam Rivera (CD)')).toMatchObject({ name: 'Sam Rivera', credentials: ['CD'] })
  })
  it('splits first and last names, keeping particles and East Asian order', () => {
    expect(splitFullName('Ana de la Cruz')).toEqual({ firstName: 'Ana', lastName: 'de la Cruz' })
    expect(splitFullName('王芳')).toEqual({ firstName: '芳', lastName: '王' })
    expect(splitFullName('Zoë Åkesson')).toEqual({ firstName: 'Zoë', lastName: 'Åkesson' })
  })
})

describe('tables', () => {
  it('reads quoted fields with commas, doubled quotes and newlines', () => {
    const { rows } = readDelimited('a,"b, c","say ""hi""\nthere"\n1,2,3\n\nignored', 0, ',')
    expect(rows).toEqual([
      ['a', 'b, c', 'say "hi"\nthere'],
      ['1', '2', '3'],
    ])
  })
})

describe('parseBulkText', () => {
  it('applies the import defaults (TBD, To Be Assigned, English, America/Chicago, 60 min, 0.00, 25)', () => {
    const { events } = parseBulkText('Title,Date\nMeet the Midwives,3/10/2026 6pm', 'events', { now })
    expect(events[0]).toMatchObject({
      providerName: 'TBD',
      providerRole: 'To Be Assigned',
      language: 'English',
      timezone: 'America/Chicago',
      duration: '60',
      price: '0.00',
      capacity: '25',
    })
  })

  it('keeps bad values for correction and reports them with the form messages', () => {
    const { events } = parseBulkText('Title,Date,Price\nHi,someday,twenty', 'events', { now })
    const paths = Object.fromEntries(validateEvent(events[0]).map((e) => [e.path, e.message]))
    expect(paths).toMatchObject({
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 20 characters',
      price: 'Price must be a valid amount (e.g., 25.00)',
    })
    expect(events[0].date).toBe('someday')
  })

  it('reports missing provider fields with the provider form messages', () => {
    const { providers } = parseBulkText('Name,Email\nJo,jo@example.com', 'providers', { now })
    expect(validateProvider(providers[0]).map((e) => e.message)).toEqual([
      'Last name is required',
      'Title is required',
      'Bio is required',
    ])
  })

  it('finds no rows in prose-only text, and lists its lines as not read', () => {
    expect(parseBulkText('Hello,\n\nThanks!', 'both', { now })).toEqual({
      providers: [],
      events: [],
      eventNotes: [],
      unread: ['Hello,', 'Thanks!'],
    })
  })

  it('treats markup as plain text', () => {
    const { events } = parseBulkText('Title,Date\n<script>alert(1)</script>,3/10/2026 6pm', 'events', { now })
    expect(events[0].title).toBe('<script>alert(1)</script>')
  })
})
