import type Stripe from 'stripe'
import type { Config } from '../../config'
import type { PaymentProcessor } from './processor'
import { createStripeClient, createStripeProcessor } from './stripe-processor'
import { createTestProcessor } from './test-processor'

export interface Payments {
  processor: PaymentProcessor
  /** Present when Stripe is configured (webhook verification needs the client). */
  stripe: Stripe | null
}

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test processor. */
export async function createPayments(config: Config): Promise<Payments> {
  if (config.STRIPE_SECRET_KEY) {
    const stripe = await createStripeClient({
      secretKey: config.STRIPE_SECRET_KEY,
      apiUrl: config.STRIPE_API_URL,
    })
    return { processor: createStripeProcessor(stripe), stripe }
  }
  return { processor: createTestProcessor(), stripe: null }
}
