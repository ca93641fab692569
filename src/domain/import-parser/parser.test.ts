import { describe, expect, it } from 'vitest'
import { validateEvent, validateProvider } from '../imports'
import { localToInstant, parseTimezone } from './dates'
import { parseBulkText } from './index'
import { splitFullName, splitNameCredentials } from './names'
import { readDelimited } from './tables'
import { mapEventType, parseCapacity, parseDuration, parsePrice } from './values'
import { parseWhen, prepareWhenText } from './when'

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
    ['Jan 5 at 6pm', '2027-01-05T18:00'],
    ['3/30/26 7:15 p.m.', '2026-03-30T19:15'],
    ['5 March 2026 6pm', '2026-03-05T18:00'],
    ['March 3', '2026-03-03'],
  ])('%s → %s', (text, expected) => {
    expect(when(text).date).toBe(expected)
  })

  it.each([
    ['tomorrow at 10am', 'tomorrow at 10am'],
    ['next Tuesday 7pm', 'next Tuesday 7pm'],
    ['this Saturday at 10am CT', 'this Saturday at 10am CT'],
    ['Friday 7pm', 'Friday 7pm'],
  ])('a relative date (%s) is reported, not resolved (issue 27)', (text, relative) => {
    expect(when(text)).toMatchObject({ date: '', relative })
  })

  it('reads shorthand and dotted dates: "10a PT", "6:30p", "3.13.27"', () => {
    expect(when(prepareWhenText('Thu 12/17 10a PT'))).toMatchObject({
      date: '2026-12-17T10:00',
      timezone: 'America/Los_Angeles',
    })
    expect(when(prepareWhenText('Mon 3/2 6:30p')).date).toBe('2026-03-02T18:30')
    expect(when(prepareWhenText('3.13.27 6pm')).date).toBe('2027-03-13T18:00')
  })

  it('reads Spanish dates and a range on the same line', () => {
    expect(when('martes 12 de enero, 6:30 p.m.').date).toBe('2027-01-12T18:30')
    expect(when('sábado 6 de febrero, 10:00 a.m. (hora del Este)')).toMatchObject({
      date: '2027-02-06T10:00',
      timezone: 'America/New_York',
    })
    expect(when('Wed Dec 16 • 7:00pm–8:30pm')).toMatchObject({ date: '2026-12-16T19:00', rangeMinutes: 90 })
  })

  it('does not read durations, titles or names as dates', () => {
    expect(when('Real talk about the first 90 days').date).toBe('')
    expect(when('Partner Prep Night - Sat Jan 16, 10am CT').date).toBe('2027-01-16T10:00')
    expect(when('with Thu Nguyen').date).toBe('')
    expect(when('Safe Sleep Saturday').date).toBe('')
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
    // A greeting and a sign-off are part of no row and not listed as missed either.
    expect(parseBulkText('Hello,\n\nSome words here\n\nThanks!', 'both', { now })).toEqual({
      providers: [],
      events: [],
      eventNotes: [],
      unread: ['Some words here'],
    })
  })

  it('reads HTML leftovers as text: tags go, entities are decoded, scripts are dropped (issue 27)', () => {
    const html =
      '<p><strong>Baby Sleep</strong><br>Tue 3/10/2026 &bull; 7:00&nbsp;PM&ndash;8:00&nbsp;PM CT<br>Fee: $25.00</p>\n<script>alert(1)</script>'
    const { events } = parseBulkText(html, 'events', { now })
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      title: 'Baby Sleep',
      date: '2026-03-10T19:00',
      duration: '60',
      price: '25.00',
    })
    expect(JSON.stringify(events)).not.toMatch(/[<>]|&\w+;/)
  })
})
