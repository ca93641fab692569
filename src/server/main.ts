import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { buildApp } from './app'
import { type Config, ConfigError, loadConfig } from './config'
import { migrateDatabase, openDatabase } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { demoAccountsInUse, seedDemoIfEmpty } from './db/seed-demo'
import { startTaskRunner } from './jobs/tasks'
import { holdFreePort } from './listen-port'
import { logFormat } from './logging'
import { startMessage } from './start-message'

async function main() {
  let config: Config
  try {
    config = loadConfig()
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message)
      process.exit(1)
    }
    throw e
  }
  // PORT=0: the port is chosen now, so the configuration (PUBLIC_URL's default) names the one listened on.
  const heldPort = config.PORT === 0 ? await holdFreePort(config.HOST) : null
  if (heldPort) config = loadConfig({ ...process.env, PORT: String(heldPort.port) })
  const database = await openConfiguredDatabase(config)
  let app: Awaited<ReturnType<typeof buildApp>> | undefined
  let runner: ReturnType<typeof startTaskRunner> | null = null
  try {
    await migrateDatabase(database)
    if (config.SEED_DEMO) await seedDemoIfEmpty(database.db, config)

    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
    const format = logFormat(config, process.stdout.isTTY === true)
    app = await buildApp({ config, database, clientDir: path.join(root, 'dist/client'), logFormat: format })
    const workerOnly = process.argv.includes('--worker-only') || config.WORKER === 'worker'
    const noWorker = process.argv.includes('--no-worker') || config.WORKER === 'web'
    await heldPort?.release()
    if (!workerOnly) await app.listen({ port: config.PORT, host: config.HOST })
    // After listening: a start that fails (the port taken) sends nothing and writes nothing.
    if (!noWorker) runner = startTaskRunner(app.tasks, app.log, { everyMs: config.TASK_INTERVAL_MS })
    if (!workerOnly) {
      const info = { url: config.PUBLIC_URL, demoAccounts: await demoAccountsInUse(database.db) }
      if (format === 'pretty') process.stdout.write(startMessage(info))
      else app.log.info(info, `Cradle is running at ${info.url}`)
    }
    // Embedded PostgreSQL has no autovacuum: without statistics the planner picks index skip-scans that turned
    // 1 ms reads (my registrations) into 100 ms ones on the benchmark's data set. Refresh them at start and every 6 h.
    // The statistics are kept in the data folder, so the start's refresh runs once the server answers (the page
    // itself needs no query; ~0.4 s sooner), and the first queries wait for it at most that long.
    if (database.kind === 'pglite') {
      const analyze = () => database.db.execute(sql`analyze`)
      void analyze().catch((e) => app?.log.warn({ err: e }, 'analyze failed'))
      setInterval(() => void analyze().catch(() => {}), 6 * 3600_000).unref()
    }
  } catch (e) {
    await heldPort?.release()
    // Close the database before exiting, so the embedded one ends with a checkpoint and gives its folder up.
    await app?.close().catch(() => {})
    await database.close().catch(() => {})
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${config.PORT} is already in use, perhaps by another Cradle server. Stop it, or set PORT to another port.`,
      )
      process.exit(1)
    }
    throw e
  }
  const server = app

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    server.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => process.exit(1), 15_000).unref()
    await runner?.stop()
    await server.close()
    await database.close()
    clearTimeout(force)
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR, held by this process alone. */
async function openConfiguredDatabase(config: Config) {
  if (config.DATABASE_URL) return openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
  try {
    return await openDatabase({
      kind: 'pglite',
      dataDir: path.join(config.DATA_DIR, 'pglite'),
      // Built by `npm run build` beside this bundle; `npm run dev` has none and runs initdb itself.
      emptyCluster: path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-cluster'),
      onDataDirBusy: (pid) => console.error(`Waiting for process ${pid} to stop using ${config.DATA_DIR}…`),
      onDataDirLost() {
        // Not closed: closing writes a checkpoint, which would land in whatever folder is there now.
        console.error('The database folder was removed or replaced while the server ran; stopping.')
        process.exit(1)
      },
    })
  } catch (e) {
    if (!(e instanceof DataDirLockedError)) throw e
    console.error(e.message)
    process.exit(1)
  }
}

void main()
