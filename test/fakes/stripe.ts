import { randomBytes } from 'node:crypto'
import Fastify from 'fastify'

interface FakeIntent {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  last_payment_error: null
}

/** The settings that point the app's Stripe adapter at a fake (or, for routes that never call it, nowhere). */
export const stripeTestEnv = (apiUrl: string, webhookSecret = 'whsec_test_secret') => ({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_URL: apiUrl,
})

/**
 * A loopback fake of the part of Stripe's HTTP API the adapter uses (form-encoded requests,
 * JSON answers): create and read PaymentIntents, create refunds. Tests flip an intent's status.
 */
export async function startStripeFake() {
  const intents = new Map<string, FakeIntent>()
  const refunds: { payment_intent: string; idempotencyKey?: string }[] = []
  const app = Fastify({ logger: false })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  const unauthorized = (auth: string | undefined) => !auth?.startsWith('Bearer sk_test_')
  // Tests can make creates wait (a slow Stripe) or fail (Stripe refusing), and count the ones that arrived.
  let gate: Promise<void> | null = null
  let failures = 0
  let arrived = 0
  const arrivals: { count: number; resolve: () => void }[] = []
  app.post('/v1/payment_intents', async (req, reply) => {
    if (unauthorized(req.headers.authorization))
      return reply.code(401).send({ error: { message: 'bad key' } })
    arrived++
    for (const a of arrivals.filter((a) => a.count <= arrived)) a.resolve()
    if (failures > 0) {
      failures--
      return reply
        .code(400)
        .send({ error: { type: 'invalid_request_error', message: 'The fake refused this intent' } })
    }
    if (gate) await gate
    const b = req.body as Record<string, string>
    const id = `pi_${randomBytes(10).toString('hex')}`
    const metadata: Record<string, string> = {}
    for (const [k, v] of Object.entries(b)) {
      const m = /^metadata\[(.+)\]$/.exec(k)
      if (m) metadata[m[1]] = v
    }
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(b.amount),
      currency: b.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      metadata,
      last_payment_error: null,
    }
    intents.set(id, intent)
    return intent
  })
  app.get('/v1/payment_intents/:id', async (req, reply) => {
    const intent = intents.get((req.params as { id: string }).id)
    if (!intent)
      return reply
        .code(404)
        .send({ error: { type: 'invalid_request_error', message: 'No such payment_intent' } })
    return intent
  })
  app.post('/v1/refunds', async (req) => {
    const b = req.body as Record<string, string>
    const key = req.headers['idempotency-key']
    refunds.push({
      payment_intent: b.payment_intent,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    })
    return {
      id: `re_${randomBytes(6).toString('hex')}`,
      object: 'refund',
      payment_intent: b.payment_intent,
      status: 'succeeded',
    }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    /** Create requests wait until `release()` is called. */
    holdCreates() {
      let release = () => {}
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null
          resolve()
        }
      })
      return release
    },
    /** The next `n` create requests are refused (a 400, which the SDK does not retry). */
    failCreates(n: number) {
      failures = n
    },
    /** Resolves once `count` create requests have arrived in all (counting from the fake's start). */
    createsArrived(count: number) {
      return new Promise<void>((resolve) => {
        if (arrived >= count) resolve()
        else arrivals.push({ count, resolve })
      })
    },
    createCount: () => arrived,
    close: () => app.close(),
  }
}
