import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RegisteredStatus } from './registered-status'
import { registeredStatus } from './registration-status'
import { StepTitle } from './wizard-parts'

describe('RegisteredStatus', () => {
  it('is an empty polite region before the place exists, so filling it later is announced', () => {
    const html = renderToStaticMarkup(<RegisteredStatus booked={null} />)
    expect(html).toBe('<div role="status" data-testid="registered-status-region"></div>')
  })

  it('fills that same region with the news once the place exists', () => {
    const html = renderToStaticMarkup(
      <RegisteredStatus booked={registeredStatus({ amountCents: 2500, paymentStatus: 'succeeded' })} />,
    )
    expect(html).toMatch(/^<div role="status" data-testid="registered-status-region"><div [^>]*>/)
    expect(html).toContain('Payment successful')
    expect(html).toContain('You paid $25.00 and you&#x27;re registered.')
    // One live region, not one inside another.
    expect(html.match(/role="status"/g)).toHaveLength(1)
  })
})

describe('StepTitle', () => {
  it('is only the focusable title: the status is read once, from its region, not again as its description', () => {
    const html = renderToStaticMarkup(<StepTitle step={2} label="Notification Preferences" />)
    expect(html).toContain('Notification Preferences')
    expect(html).toContain('tabindex="-1"')
    expect(html).not.toContain('aria-describedby')
  })
})
