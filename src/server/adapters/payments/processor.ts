/**
 * A card payment processor. Three methods: create an intent, read its state, refund it.
 * The built-in test processor keeps its state in `payment_intents` itself; Stripe keeps its own.
 */
export interface PaymentProcessor {
  readonly name: 'test' | 'stripe'
  createIntent(input: {
    amountCents: number
    currency: string
    metadata: Record<string, string>
    idempotencyKey: string
  }): Promise<{ id: string; clientSecret: string; status: string }>
  /** The processor's view of an intent; null when our own row is the truth (test processor). */
  retrieveIntent(id: string): Promise<{ status: string; amountCents: number } | null>
  refund(intentId: string, idempotencyKey: string): Promise<void>
}
