import { describe, expect, it } from 'vitest'
import { paymentReceipt, registeredStatus } from './registration-status'

describe('registeredStatus', () => {
  it('confirms a card payment and the place it bought', () => {
    expect(registeredStatus({ amountCents: 2500, paymentStatus: 'succeeded' })).toEqual({
      title: 'Payment successful',
      detail: "You paid $25.00 and you're registered. Your confirmation is on its way to your inbox.",
    })
  })
  it('tells a family with a free place that it is booked', () => {
    expect(registeredStatus({ amountCents: 0, paymentStatus: 'free' })).toEqual({
      title: "You're registered",
      detail: 'Your confirmation is on its way to your inbox.',
    })
  })
})

describe('paymentReceipt', () => {
  it('names the amount paid, and nothing for a free place', () => {
    expect(paymentReceipt({ amountCents: 1500, paymentStatus: 'succeeded' })).toBe(
      'Payment successful: $15.00 paid.',
    )
    expect(paymentReceipt({ amountCents: 0, paymentStatus: 'free' })).toBeNull()
  })
})
