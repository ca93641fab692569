import type { FastifyPluginAsync } from 'fastify'
import type { FeatureDeps } from '../index'
import { joinRoutes } from './join-routes'
import { paymentRoutes } from './payment-routes'
import { createPaymentService } from './payment-service'
import { createRefundJobRunner } from './refund-jobs'
import { registrationRoutes } from './registration-routes'
import { createRegistrationService } from './registration-service'
import { stripeWebhookRoutes } from './stripe-webhook'
import { createWaitlistService } from './waitlist-service'

/** Registration, payments, waitlist, join links and calendar files: one area sharing one seat model. */
export const registerAndPay: FastifyPluginAsync<FeatureDeps> = async (app, deps) => {
  const { config, db, clock, tasks, databaseKind } = deps
  const { processor, stripe } = deps.adapters.payments
  const publicUrl = config.PUBLIC_URL
  const soleProcess = databaseKind === 'pglite'
  const payments = createPaymentService({ db, clock, processor, publicUrl, log: app.log, soleProcess })
  const service = createRegistrationService({ db, clock, publicUrl, processor, payments })
  const waitlist = createWaitlistService({ db, clock, publicUrl })

  await app.register(registrationRoutes, { service, waitlist, db, clock, config })
  await app.register(joinRoutes, { db, clock })
  await app.register(paymentRoutes, { service: payments, config })
  if (stripe && config.STRIPE_WEBHOOK_SECRET) {
    await app.register(stripeWebhookRoutes, {
      stripe,
      secret: config.STRIPE_WEBHOOK_SECRET,
      db,
      clock,
      service: payments,
    })
  }

  tasks.register({ name: 'seat-holds', everyMs: 60_000, run: () => payments.releaseExpiredHolds() })
  tasks.register({
    name: 'refunds',
    everyMs: 30_000,
    run: async () => void (await createRefundJobRunner({ db, clock, processor })()),
  })
  tasks.register({ name: 'waitlist-offers', everyMs: 60_000, run: () => waitlist.processWaitlists() })
}
