import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EVENT_STATUS_LABELS, EVENT_STATUSES } from '../../domain/event-rules'
import { formatPrice, formatProposalCost } from '../../domain/money'
import { paymentStatusLabel } from '../../domain/payments'
import { paymentText } from '../features/admin-events/attendee-labels'
import { registrationBadge } from '../features/registrations/card-badge'
import { EventStatusBadge } from './event-status-badge'
import { Badge } from './ui/badge'

// Issue 26.14: one word and one colour for each state, whichever page shows it.
describe('labels agree across pages', () => {
  it('gives each event status the same word and colour on the event page, the staff card and My Events', () => {
    const later = new Date(Date.now() + 7 * 86400_000).toISOString()
    for (const status of EVENT_STATUSES) {
      const badge = renderToStaticMarkup(<EventStatusBadge status={status} />)
      expect(badge).toContain(`>${EVENT_STATUS_LABELS[status]}<`)
      if (status === 'draft' || status === 'archived') continue
      const card = registrationBadge({ status, date: later, duration: 60 }, new Date())
      expect(card.label).toBe(EVENT_STATUS_LABELS[status])
      expect(renderToStaticMarkup(<Badge variant={card.tone}>{card.label}</Badge>)).toBe(badge)
    }
    // "Limited Spots" is amber (the warning tone) everywhere, never the primary teal.
    expect(renderToStaticMarkup(<EventStatusBadge status="limited" />)).toBe(
      renderToStaticMarkup(<Badge variant="warning">Limited Spots</Badge>),
    )
  })

  it('writes payment states capitalised like "Paid", the same on My Events and the attendee list', () => {
    expect(paymentStatusLabel('succeeded')).toBe('Paid')
    expect(paymentStatusLabel('free')).toBe('Free')
    expect(paymentStatusLabel('refunded')).toBe('Refunded')
    for (const status of ['succeeded', 'free', 'refunded', 'pending'])
      expect(paymentText({ paymentStatus: status, amountCents: 0 })).toBe(paymentStatusLabel(status))
  })

  it('says FREE for a free class wherever a price is shown, Coming Soon included', () => {
    expect(formatProposalCost(0)).toBe(formatPrice(0))
    expect(formatProposalCost(2500)).toBe(formatPrice(2500))
  })
})
