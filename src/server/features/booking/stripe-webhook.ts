import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type Stripe from 'stripe'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { paymentIntents, processedWebhooks, users } from '../../db/schema'
import { AppError } from '../../errors'
import { OPEN_STATUSES, type PaymentService } from './payment-service'
import { recordProcessorRefund } from './processor-refund'

class Duplicate extends Error {}

/** Stripe's own default: a signature older than this (by the app's clock) is a replay. */
const SIGNATURE_TOLERANCE_S = 300

/**
 * POST /api/payments/stripe/webhook. The signature is checked on the raw bytes, and each event id
 * is recorded in processed_webhooks in the same transaction as its effect: a redelivery changes nothing.
 * Events of one intent may arrive in any order: only an open intent can succeed or fail, so a late
 * failure never undoes a success or a refund. A refund made at Stripe (`charge.refunded`) is recorded
 * (processor-refund.ts); other event types are recorded and acknowledged only.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  stripe: Stripe
  secret: string
  db: Db
  clock: Clock
  service: PaymentService
}> = async (app, { stripe, secret, db, clock, service }) => {
  // Encapsulated: only this plugin reads JSON as raw bytes.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))

  app.post('/api/payments/stripe/webhook', { schema: { hide: true } }, async (req, reply) => {
    const signature = req.headers['stripe-signature']
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body))
      throw new AppError(400, 'Missing Stripe signature')
    let event: Stripe.Event
    try {
      event = stripe.webhooks.constructEvent(
        req.body,
        signature,
        secret,
        SIGNATURE_TOLERANCE_S,
        undefined,
        clock.now().getTime(),
      )
    } catch {
      throw new AppError(400, 'Invalid Stripe signature')
    }
    const record = async (tx: Pick<Db, 'insert'>) => {
      const inserted = await tx
        .insert(processedWebhooks)
        .values({ id: event.id, source: 'stripe', type: event.type, receivedAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: processedWebhooks.id })
      if (!inserted.length) throw new Duplicate()
    }
    try {
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
        const pi = event.data.object as Stripe.PaymentIntent
        const [row] = await db
          .select({ intent: paymentIntents, user: users })
          .from(paymentIntents)
          .innerJoin(users, eq(users.id, paymentIntents.userId))
          .where(eq(paymentIntents.id, pi.id))
        if (!row) await record(db)
        else if (event.type === 'payment_intent.payment_failed') {
          await db.transaction(async (tx) => {
            await record(tx)
            await tx
              .update(paymentIntents)
              .set({
                status: pi.status,
                lastError: pi.last_payment_error?.message ?? null,
                updatedAt: clock.now(),
              })
              .where(and(eq(paymentIntents.id, pi.id), inArray(paymentIntents.status, OPEN_STATUSES)))
          })
        } else {
          const actor = { id: row.user.id, email: row.user.email, role: row.user.role }
          try {
            await service.settle(actor, row.intent.eventId, pi.id, async (tx) => {
              await record(tx)
              // A refunded intent stays refunded: registerInTx then refuses it as already used.
              await tx
                .update(paymentIntents)
                .set({ status: 'succeeded', lastError: null, updatedAt: clock.now() })
                .where(and(eq(paymentIntents.id, pi.id), inArray(paymentIntents.status, OPEN_STATUSES)))
            })
          } catch (err) {
            if (!(err instanceof AppError)) throw err
            // A refusal that is no refund case (e.g. already used): remember the event, do not retry.
            req.log.warn({ err, eventId: event.id }, 'stripe webhook refused')
            await record(db)
          }
        }
      } else if (event.type === 'charge.refunded') {
        const charge = event.data.object as Stripe.Charge
        const intentId =
          typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
        await db.transaction(async (tx) => {
          await record(tx)
          if (!intentId) return
          const outcome = await recordProcessorRefund(
            tx,
            { paymentIntentId: intentId, amountCents: charge.amount, refundedCents: charge.amount_refunded },
            clock.now(),
          )
          // Rolls the ledger row back: Stripe delivers again with backoff, by then after the success.
          if (outcome === 'not-yet') throw new AppError(409, 'This payment has not succeeded here yet')
          if (outcome === 'recorded' || outcome === 'partial')
            req.log.info({ eventId: event.id, intentId, outcome }, 'refund made at Stripe recorded')
        })
      } else await record(db)
    } catch (err) {
      if (err instanceof Duplicate) return reply.send({ received: true, duplicate: true })
      throw err
    }
    return reply.send({ received: true })
  })
}
