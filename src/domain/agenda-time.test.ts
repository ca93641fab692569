import { describe, expect, it } from 'vitest'
import { agendaTimeIn } from './agenda-time'

// 7:30 PM in New York is 6:30 PM in Chicago, the zone the admin typed the agenda in.
const event = { date: '2026-12-03T00:30:00.000Z', timezone: 'America/Chicago' }
const NY = 'America/New_York'

describe('agendaTimeIn', () => {
  it('shows a time typed in the event zone in the viewer zone, as the rest of the page is', () => {
    expect(agendaTimeIn('6:30 PM', event, NY)).toBe('7:30 PM')
    expect(agendaTimeIn('6:45 pm', event, NY)).toBe('7:45 PM')
    expect(agendaTimeIn('7 p.m.', event, NY)).toBe('8:00 PM')
    expect(agendaTimeIn('18:30', event, NY)).toBe('7:30 PM')
    expect(agendaTimeIn('6:30 PM', event, 'America/Los_Angeles')).toBe('4:30 PM')
  })

  it('converts a range end to end, the first time taking the meridiem of the second', () => {
    expect(agendaTimeIn('6:30–6:45 PM', event, NY)).toBe('7:30 PM – 7:45 PM')
    expect(agendaTimeIn('6:30 PM - 7:00 PM', event, NY)).toBe('7:30 PM – 8:00 PM')
  })

  it('puts an item after midnight on the next day', () => {
    const late = { date: '2026-12-03T05:30:00.000Z', timezone: 'America/Chicago' } // 11:30 PM in Chicago
    expect(agendaTimeIn('12:15 AM', late, NY)).toBe('1:15 AM')
  })

  it('keeps free text, impossible times and same-zone times as typed', () => {
    for (const text of ['Welcome', 'First 15 min', '6', '13:30 PM', '6:75 PM', '', 'Q&A - wrap up'])
      expect(agendaTimeIn(text, event, NY)).toBe(text)
    expect(agendaTimeIn('6:30pm', event, 'America/Chicago')).toBe('6:30pm')
  })

  it('follows daylight saving on the event day, not today', () => {
    // 8 March 2026: the US springs forward; 9:00 AM Chicago (CDT) is 10:00 AM New York (EDT).
    expect(
      agendaTimeIn('9:00 AM', { date: '2026-03-08T14:00:00.000Z', timezone: 'America/Chicago' }, NY),
    ).toBe('10:00 AM')
    // Phoenix keeps standard time: the same instant is 7:00 AM there.
    expect(
      agendaTimeIn(
        '9:00 AM',
        { date: '2026-03-08T14:00:00.000Z', timezone: 'America/Chicago' },
        'America/Phoenix',
      ),
    ).toBe('7:00 AM')
  })
})
