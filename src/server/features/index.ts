import type { FastifyInstance } from 'fastify'
import type { SessionStore } from '../auth/sessions'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { TaskRegistry } from '../jobs/tasks'
import { auditRoutes } from './audit/routes'
import { dashboardRoutes } from './dashboard/routes'
import { eventReadRoutes } from './events/routes'
import { preferencesRoutes } from './preferences/routes'
import { myRoutes } from './proposals/my-routes'
import { proposalRoutes } from './proposals/routes'
import { providersAdminRoutes } from './providers-admin/routes'
import { usersAdminRoutes } from './users-admin/routes'

export interface FeatureDeps {
  config: Config
  db: Db
  clock: Clock
  sessions: SessionStore
  /** Register periodic background work here. */
  tasks: TaskRegistry
}

/** Each feature area registers its routes here (one line per area keeps merges trivial). */
export async function registerFeatures(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  await app.register(eventReadRoutes, { db: deps.db, clock: deps.clock })
  await app.register(preferencesRoutes, { db: deps.db, clock: deps.clock })
  await app.register(proposalRoutes, { db: deps.db, clock: deps.clock })
  await app.register(myRoutes, { db: deps.db, clock: deps.clock })
  await app.register(providersAdminRoutes, { db: deps.db, clock: deps.clock })
  await app.register(usersAdminRoutes, { db: deps.db, clock: deps.clock })
  await app.register(dashboardRoutes, { db: deps.db, clock: deps.clock })
  await app.register(auditRoutes, { db: deps.db })
}
