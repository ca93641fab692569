import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { monthGrid } from '../../../domain/datetime'
import type { EventSummary } from '../../../domain/events'
import { MonthView } from './month-view'
import { WeekView } from './week-view'

const tz = 'America/New_York'
const summary = (id: string, title: string, date: string): EventSummary => ({
  id,
  title,
  eventType: 'Support Circle',
  date,
  duration: 60,
  price: '0.00',
  priceCents: 0,
  spotsLeft: 12,
  status: 'published',
  providerName: 'Dana Lee',
  featured: false,
  audience: 'all',
})
// Links need a router; on the server it takes its path from here.
const render = (node: React.ReactNode) => renderToStaticMarkup(<Router ssrPath="/events">{node}</Router>)
const events = [
  summary('booked', 'Postpartum Circle', '2026-03-05T15:00:00Z'),
  summary('other', 'Infant Sleep Basics', '2026-03-05T18:00:00Z'),
]

describe('calendar grids', () => {
  it('mark the events the reader booked, in words for screen readers too, and only those', () => {
    const { days } = monthGrid('2026-03', tz)
    const html = render(
      <MonthView
        days={days}
        events={events}
        timeZone={tz}
        today=""
        onShowDay={() => {}}
        booked={new Set(['booked'])}
      />,
    )
    expect(html).toMatch(/aria-label="[^"]*: Postpartum Circle \(registered\)"/)
    expect(html).toMatch(/aria-label="[^"]*: Infant Sleep Basics"/)
    expect(html.match(/data-booked="true"/g)).toHaveLength(1)
  })

  it('tell a draft from a published event, in the chip and in its name', () => {
    const { days } = monthGrid('2026-03', tz)
    const draft = { ...summary('draft', 'Dads Night', '2026-03-06T18:00:00Z'), status: 'draft' as const }
    const html = render(
      <MonthView
        days={days}
        events={[draft]}
        timeZone={tz}
        today=""
        onShowDay={() => {}}
        booked={new Set()}
      />,
    )
    expect(html).toMatch(/aria-label="[^"]*: Dads Night \(draft\)"/)
    expect(html).toContain('border-dashed')
  })

  it('say "Registered" on booked events in the week view', () => {
    const week = monthGrid('2026-03', tz).days.slice(0, 7)
    const html = render(
      <WeekView days={week} events={events} timeZone={tz} today="" booked={new Set(['booked'])} />,
    )
    expect(html.match(/data-testid="registered-badge"/g)).toHaveLength(1)
    expect(html.indexOf('registered-badge')).toBeLessThan(html.indexOf('Infant Sleep Basics'))
  })
})
