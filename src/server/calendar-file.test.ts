import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { buildCalendar } from './calendar-file'

function parse(text: string) {
  const comp = new ICAL.Component(ICAL.parse(text))
  const vtz = comp.getFirstSubcomponent('vtimezone')
  if (!vtz) throw new Error('no VTIMEZONE')
  const tz = new ICAL.Timezone(vtz)
  ICAL.TimezoneService.register(tz, tz.tzid)
  const vevent = comp.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no VEVENT')
  return new ICAL.Event(vevent)
}

describe('buildCalendar', () => {
  it.each([
    ['America/Chicago', '2026-12-03T00:30:00Z'],
    ['America/Chicago', '2026-07-01T15:00:00Z'],
    ['America/New_York', '2026-03-08T12:00:00Z'],
    ['Pacific/Honolulu', '2026-05-01T20:00:00Z'],
    ['Europe/Berlin', '2027-10-31T09:00:00Z'],
  ])('places the event at the right instant in %s (%s)', (tz, iso) => {
    const start = new Date(iso)
    const text = buildCalendar({
      uid: 'registration-abc@cradle',
      sequence: 3,
      start,
      durationMinutes: 90,
      timezone: tz,
      title: 'Newborn care, sleep; and feeding: a long title that needs folding over seventy-five octets',
      description: 'With Maria Lopez.',
      url: 'https://cradle.example/events/abc',
      organizer: { name: 'Cradle', email: 'hello@cradle.test' },
      cancelled: false,
      stamp: new Date('2026-01-01T00:00:00Z'),
    })
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const ev = parse(text)
    expect(ev.uid).toBe('registration-abc@cradle')
    expect(ev.sequence).toBe(3)
    expect(ev.startDate.toJSDate().toISOString()).toBe(start.toISOString())
    expect(ev.endDate.toJSDate().getTime() - start.getTime()).toBe(90 * 60_000)
    expect(ev.summary).toContain('sleep; and feeding')
  })
})
