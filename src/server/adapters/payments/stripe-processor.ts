import type Stripe from 'stripe'
import type { PaymentProcessor } from './processor'

export interface StripeSettings {
  secretKey: string
  /** Only to point the client at a fake of Stripe's HTTP API in tests. */
  apiUrl?: string
}

/** Stripe's SDK is loaded only when Stripe is configured (about 20 MB of memory otherwise held for nothing). */
export async function createStripeClient(s: StripeSettings): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe')
  const url = s.apiUrl ? new URL(s.apiUrl) : null
  return new StripeClient(s.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
}

/** Stripe PaymentIntents; the browser confirms with Stripe Elements, the webhook tells us the result. */
export function createStripeProcessor(stripe: Stripe): PaymentProcessor {
  return {
    name: 'stripe',
    async createIntent(input) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      )
      if (!pi.client_secret) throw new Error('Stripe returned a payment intent without a client secret')
      return { id: pi.id, clientSecret: pi.client_secret, status: pi.status }
    },
    async retrieveIntent(id) {
      const pi = await stripe.paymentIntents.retrieve(id)
      return { status: pi.status, amountCents: pi.amount }
    },
    async refund(intentId, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey })
    },
  }
}
