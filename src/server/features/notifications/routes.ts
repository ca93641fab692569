import type { FastifyPluginAsync } from 'fastify'
import { createOutboxWorker } from '../../jobs/deliver-outbox'
import { createReminderScheduler } from '../../notifications/schedule'
import type { FeatureDeps } from '..'
import { outboxAdminRoutes } from './admin-routes'
import { inboundRoutes } from './inbound-routes'

/** How often the worker looks for due messages; the scheduler looks for due reminders. */
export const DELIVERY_EVERY_MS = 5_000
export const SCHEDULE_EVERY_MS = 30_000

/**
 * Messages: reminder scheduling and outbox delivery (periodic tasks), the admin Outbox, the
 * unsubscribe link and the SMS webhook, with the senders the composition root made.
 */
export const notificationsFeature: FastifyPluginAsync<FeatureDeps> = async (app, deps) => {
  const scheduler = createReminderScheduler(deps)
  const worker = createOutboxWorker({ ...deps, adapters: deps.adapters.messages, log: app.log })
  // Scheduling first, so one round both computes a due reminder and sends it.
  deps.tasks.register({
    name: 'schedule-reminders',
    everyMs: SCHEDULE_EVERY_MS,
    run: async () => void (await scheduler.run()),
  })
  deps.tasks.register({
    name: 'deliver-outbox',
    everyMs: DELIVERY_EVERY_MS,
    run: async () => void (await worker.runOnce()),
  })

  await app.register(outboxAdminRoutes, deps)
  await app.register(inboundRoutes, deps)
}
