import type { FastifyPluginAsync } from 'fastify'
import { createMessageAdapters, type MessageAdapters } from '../../adapters'
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
 * unsubscribe link and the SMS webhook. Adapters come from configuration unless given.
 */
export const notificationsFeature: FastifyPluginAsync<FeatureDeps & { adapters?: MessageAdapters }> = async (
  app,
  deps,
) => {
  const adapters = deps.adapters ?? createMessageAdapters(deps.config)
  const scheduler = createReminderScheduler(deps)
  const worker = createOutboxWorker({ ...deps, adapters, log: app.log })
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
