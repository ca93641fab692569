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

const MARCH_1 = new Date('2026-03-01T00:00:00Z')

describe('calendar grids', () => {
  it('give sold out, cancelled, past and open events each their own look and word (26.11)', () => {
    const { days } = monthGrid('2026-03', tz)
    const now = new Date('2026-03-10T12:00:00Z')
    const list = [
      summary('open', 'Open Circle', '2026-03-12T15:00:00Z'),
      { ...summary('full', 'Full Circle', '2026-03-12T16:00:00Z'), spotsLeft: 0 },
      { ...summary('off', 'Called Off', '2026-03-12T17:00:00Z'), status: 'cancelled' as const },
      summary('past', 'Last Week', '2026-03-03T15:00:00Z'),
    ]
    const html = render(
      <MonthView
        days={days}
        events={list}
        timeZone={tz}
        today=""
        onShowDay={() => {}}
        booked={new Set()}
        now={now}
      />,
    )
    const chip = (title: string) => {
      const m = html.match(new RegExp(`<a[^>]*aria-label="[^"]*: ${title}[^"]*"[^>]*>`))
      if (!m) throw new Error(`no chip for ${title}`)
      return m[0]
    }
    expect(chip('Open Circle')).toMatch(/aria-label="[^"]*: Open Circle"/)
    expect(chip('Full Circle')).toContain(': Full Circle (sold out)"')
    expect(chip('Called Off')).toContain(': Called Off (cancelled)"')
    expect(chip('Last Week')).toContain(': Last Week (ended)"')
    // Only the cancelled one is struck through; each of the four looks differs.
    expect(chip('Called Off')).toContain('line-through')
    for (const t of ['Open Circle', 'Full Circle', 'Last Week']) expect(chip(t)).not.toContain('line-through')
    const looks = ['Open Circle', 'Full Circle', 'Called Off', 'Last Week'].map(
      (t) => chip(t).match(/class="([^"]*)"/)?.[1],
    )
    expect(new Set(looks).size).toBe(4)
    // The legend says what each look means.
    for (const word of ['Available', 'Sold Out', 'Cancelled', 'Ended']) expect(html).toContain(word)
  })

  it("on a phone, list the chosen day's events with their words under the grid (26.8)", () => {
    const { days } = monthGrid('2026-03', tz)
    const html = render(
      <MonthView
        days={days}
        events={[{ ...summary('full', 'Full Circle', '2026-03-12T16:00:00Z'), spotsLeft: 0 }]}
        timeZone={tz}
        today=""
        onShowDay={() => {}}
        booked={new Set()}
        now={MARCH_1}
      />,
    )
    // No "today" in view: the month opens on its first day with events.
    expect(html).toContain('Thursday, March 12')
    expect(html).toMatch(/aria-label="Thu, Mar 12: 1 event"/)
    expect(html).toMatch(/data-testid="month-day-list"[\s\S]*Full Circle[\s\S]*Sold Out/)
  })

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
        now={MARCH_1}
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
        now={MARCH_1}
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
