import { randomBytes } from 'node:crypto'
import type { PaymentProcessor } from './processor'

/** DESIGN.md §4: the offline default. Cards are checked by POST /api/payments/test/confirm. */
export function createTestProcessor(): PaymentProcessor {
  return {
    name: 'test',
    async createIntent() {
      const id = `pi_test_${randomBytes(12).toString('hex')}`
      return {
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        status: 'requires_payment_method',
      }
    },
    async retrieveIntent() {
      return null
    },
    async refund() {
      // Nothing leaves the building: marking the intent refunded is the whole refund.
    },
  }
}
