import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { VERIFY_BEFORE_PAYING } from '../../../domain/account'
import {
  CreatePaymentIntentSchema,
  PaymentConfigSchema,
  PaymentIntentResponseSchema,
  TestConfirmResponseSchema,
  TestConfirmSchema,
} from '../../../domain/payments'
import { currentUser, requireUser } from '../../auth/guard'
import type { Config } from '../../config'
import { AppError } from '../../errors'
import type { PaymentService } from './payment-service'

const tags = ['payments']
const actorOf = (u: { id: string; email: string; role: import('../../../domain/roles').Role }) => ({
  id: u.id,
  email: u.email,
  role: u.role,
})

export const paymentRoutes: FastifyPluginAsyncZod<{ service: PaymentService; config: Config }> = async (
  app,
  { service, config },
) => {
  app.get('/api/payments/config', { schema: { tags, response: { 200: PaymentConfigSchema } } }, async () =>
    config.STRIPE_SECRET_KEY
      ? { processor: 'stripe' as const, publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null }
      : { processor: 'test' as const, publishableKey: null },
  )

  app.post(
    '/api/create-payment-intent',
    {
      onRequest: requireUser,
      schema: { tags, body: CreatePaymentIntentSchema, response: { 200: PaymentIntentResponseSchema } },
    },
    async (req) => {
      const user = currentUser(req)
      // Money is taken only from an account whose address is proven (receipts and refunds go there).
      if (!user.emailVerified) throw new AppError(409, VERIFY_BEFORE_PAYING)
      return service.createIntent(actorOf(user), req.body)
    },
  )

  app.post(
    '/api/payments/test/confirm',
    {
      onRequest: requireUser,
      config: { rateLimit: { max: Math.ceil(30 * config.RATE_LIMIT_FACTOR), timeWindow: '1 minute' } },
      schema: { tags, body: TestConfirmSchema, response: { 200: TestConfirmResponseSchema } },
    },
    async (req) => service.confirmTest(actorOf(currentUser(req)), req.body),
  )
}
