import { describe, expect, it } from 'vitest'
import { attendeeName, cancelButtonName, paymentText } from './attendee-labels'

describe('attendee labels', () => {
  it("names each row's Cancel button after the person, with the email to tell namesakes apart", () => {
    const jordan = { firstName: 'Jordan', lastName: 'Parent', email: 'parent@cradle.test' }
    expect(cancelButtonName(jordan)).toBe('Cancel registration of Jordan Parent (parent@cradle.test)')
    expect(cancelButtonName({ firstName: null, lastName: null, email: 'x@example.test' })).toBe(
      'Cancel registration of x@example.test',
    )
    expect(attendeeName({ firstName: 'Ana', lastName: null })).toBe('Ana')
  })

  it('shows the payment with its amount when there was one', () => {
    expect(paymentText({ paymentStatus: 'succeeded', amountCents: 2500 })).toBe('Paid · $25.00')
    expect(paymentText({ paymentStatus: 'free', amountCents: 0 })).toBe('Free')
    expect(paymentText({ paymentStatus: 'refunded', amountCents: 2500 })).toBe('Refunded · $25.00')
  })
})
