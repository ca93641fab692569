import type { FastifyInstance } from 'fastify'
import type { Adapters } from '../adapters'
import type { SessionStore } from '../auth/sessions'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { TaskRegistry } from '../jobs/tasks'
import { accommodationRoutes } from './accommodations/routes'
import { accountRoutes } from './account/routes'
import { adminEventRoutes } from './admin-events/routes'
import { attendanceRoutes } from './attendance/routes'
import { auditRoutes } from './audit/routes'
import { registerAndPay } from './booking'
import { certificateRoutes } from './certificates/routes'
import { comingSoonRoutes } from './coming-soon/routes'
import { dashboardRoutes } from './dashboard/routes'
import type { CatalogueCache } from './events/catalogue-cache'
import { eventReadRoutes } from './events/routes'
import { createEventReadService } from './events/service'
import { favoriteRoutes } from './favorites/routes'
import { importRoutes } from './imports/routes'
import { notificationsFeature } from './notifications/routes'
import { preferencesRoutes } from './preferences/routes'
import { profileRoutes } from './profile/routes'
import { myRoutes } from './proposals/my-routes'
import { proposalRoutes } from './proposals/routes'
import { providerReadRoutes } from './providers/routes'
import { providersAdminRoutes } from './providers-admin/routes'
import { registrantMessageRoutes } from './registrant-messages/routes'
import { reviewRoutes } from './reviews/routes'
import { stageRoutes } from './stages/routes'
import { createStageService } from './stages/service'
import { createStageSuggestions } from './stages/suggestions'
import { uploadsFeature } from './uploads/feature'
import { usersAdminRoutes } from './users-admin/routes'

export interface FeatureDeps {
  config: Config
  db: Db
  /** The embedded database (one process at a time) or PostgreSQL (any number of processes). */
  databaseKind: 'pglite' | 'postgres'
  clock: Clock
  sessions: SessionStore
  /** Register periodic background work here. */
  tasks: TaskRegistry
  /** Public event and provider lists, shared by every non-staff reader. */
  catalogue: CatalogueCache
  /** Payment processor, mail and SMS senders, file storage, import LLM: made once by the composition root. */
  adapters: Adapters
}

/** Each feature area registers its routes here (one line per area keeps merges trivial). */
export async function registerFeatures(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const stages = createStageService({
    db: deps.db,
    clock: deps.clock,
    events: createEventReadService({ db: deps.db }),
  })
  await app.register(eventReadRoutes, { db: deps.db, clock: deps.clock, catalogue: deps.catalogue, stages })
  const suggestions = createStageSuggestions({ db: deps.db, clock: deps.clock })
  deps.tasks.register({
    name: 'stage-suggestions',
    everyMs: 6 * 3600_000,
    run: async () => {
      await suggestions.run()
    },
  })
  await app.register(stageRoutes, { stages, suggestions })
  await app.register(adminEventRoutes, { db: deps.db, clock: deps.clock })
  await app.register(accommodationRoutes, { db: deps.db, clock: deps.clock })
  await app.register(preferencesRoutes, { db: deps.db, clock: deps.clock })
  await app.register(importRoutes, {
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    llm: deps.adapters.llm,
  })
  await app.register(providerReadRoutes, { db: deps.db, clock: deps.clock, catalogue: deps.catalogue })
  await app.register(favoriteRoutes, { db: deps.db, clock: deps.clock })
  await app.register(comingSoonRoutes, { db: deps.db, config: deps.config })
  await app.register(registerAndPay, deps)
  await app.register(profileRoutes, { db: deps.db, clock: deps.clock })
  await app.register(notificationsFeature, deps)
  await app.register(uploadsFeature, deps)
  await app.register(proposalRoutes, { db: deps.db, clock: deps.clock })
  await app.register(myRoutes, { db: deps.db, clock: deps.clock })
  await app.register(providersAdminRoutes, { db: deps.db, clock: deps.clock })
  await app.register(usersAdminRoutes, { db: deps.db, clock: deps.clock, sessions: deps.sessions })
  await app.register(dashboardRoutes, { db: deps.db, clock: deps.clock })
  await app.register(auditRoutes, { db: deps.db })
  await app.register(accountRoutes, deps)
  await app.register(attendanceRoutes, { db: deps.db, clock: deps.clock })
  await app.register(reviewRoutes, { db: deps.db, clock: deps.clock })
  await app.register(registrantMessageRoutes, { db: deps.db, clock: deps.clock })
  await app.register(certificateRoutes, { db: deps.db, clock: deps.clock, config: deps.config })
}
