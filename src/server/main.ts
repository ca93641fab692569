import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { migrateDatabase, openDatabase } from './db/client'
import { seedDemoIfEmpty } from './db/seed-demo'
import { startTaskRunner } from './jobs/tasks'

async function main() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message)
      process.exit(1)
    }
    throw e
  }
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') })
  await migrateDatabase(database)
  // Embedded PostgreSQL has no autovacuum: without statistics the planner picks index skip-scans that turned
  // 1 ms reads (my registrations) into 100 ms ones on the benchmark's data set. Refresh them at start and every 6 h.
  const analyze = () => database.db.execute(sql`analyze`)
  if (database.kind === 'pglite') {
    await analyze()
    setInterval(() => void analyze().catch(() => {}), 6 * 3600_000).unref()
  }
  if (config.SEED_DEMO) await seedDemoIfEmpty(database.db, config)

  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  const app = await buildApp({ config, database, clientDir: path.join(root, 'dist/client') })
  const workerOnly = process.argv.includes('--worker-only') || config.WORKER === 'worker'
  const noWorker = process.argv.includes('--no-worker') || config.WORKER === 'web'
  const runner = noWorker ? null : startTaskRunner(app.tasks, app.log, { everyMs: config.TASK_INTERVAL_MS })
  if (!workerOnly) await app.listen({ port: config.PORT, host: config.HOST })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => process.exit(1), 15_000).unref()
    await runner?.stop()
    await app.close()
    await database.close()
    clearTimeout(force)
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

void main()
