import { describe, expect, it } from 'vitest'
import { reportableUrl } from './reportable-url'

describe('reportableUrl', () => {
  it('keeps the view support needs and drops payment secrets and offer tokens', () => {
    expect(
      reportableUrl(
        'https://cradle.test/events/e1/register?step=3&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=failed',
      ),
    ).toBe('https://cradle.test/events/e1/register?step=3&redirect_status=failed')
    expect(reportableUrl('https://cradle.test/events/e1/register?offer=tok123')).toBe(
      'https://cradle.test/events/e1/register',
    )
    expect(reportableUrl('https://cradle.test/events?tab=week&q=sleep')).toBe(
      'https://cradle.test/events?tab=week&q=sleep',
    )
  })
})
