import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { type DataDirLock, lockDataDir } from './data-dir-lock'
import { cacheStatements } from './pglite-statements'
import * as schema from './schema'

export type Schema = typeof schema
/** One type for both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
  /**
   * Hears NOTIFY on `channel` (sent by any process, delivered at commit). On PostgreSQL a dedicated
   * connection listens and reconnects by itself; `onState(false)` says notifications may be missed.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>
  /** Applies pending migrations (see `migrateDatabase`). */
  migrate(): Promise<void>
}

export interface ListenHandlers {
  onNotify: () => void
  onState: (listening: boolean) => void
}

const CHANNEL = /^[a-z_]+$/

/** A dedicated connection (LISTEN holds it), opened again a second after it drops. */
function listenPostgres(url: string, channel: string, h: ListenHandlers): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`bad channel name: ${channel}`)
  let current: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const again = () => {
    if (!stopped) retry = setTimeout(() => void connect(), 1000)
  }
  async function connect() {
    const c = new pg.Client({ connectionString: url })
    c.on('notification', (m) => {
      if (m.channel === channel) h.onNotify()
    })
    const lost = () => {
      if (current !== c) return
      current = null
      h.onState(false)
      c.end().catch(() => {})
      again()
    }
    c.on('error', lost)
    c.on('end', lost)
    try {
      await c.connect()
      await c.query(`listen ${channel}`)
    } catch {
      c.end().catch(() => {})
      h.onState(false)
      again()
      return
    }
    if (stopped) return void (await c.end())
    current = c
    h.onState(true)
  }
  return connect().then(() => async () => {
    stopped = true
    clearTimeout(retry)
    const c = current
    current = null
    await c?.end()
  })
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onIdleError?: (err: Error) => void }
  | {
      kind: 'pglite'
      dataDir?: string
      loadDataDir?: Blob
      /**
       * An empty cluster made beforehand (scripts/pack-pglite-cluster.mjs): copied into an empty `dataDir` so this
       * process never runs initdb, whose WebAssembly memory it would keep (decision D14). Ignored when absent.
       */
      emptyCluster?: string
      /**
       * Called when the data directory's lock file is deleted or replaced under the running process (the
       * folder removed, a new checkout in its place): writing on would write into another database.
       */
      onDataDirLost?: () => void
      /** Another live process holds the data directory; this one waits a few seconds for it to stop. */
      onDataDirBusy?: (holderPid: number) => void
    }

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20 })
    // An idle connection the server drops (restart, failover) must not crash the process:
    // pg discards that client and the next query opens a fresh one.
    pool.on('error', (err) => opts.onIdleError?.(err))
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
    const url = opts.url
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      listen: (channel, h) => listenPostgres(url, channel, h),
      // One dedicated connection takes the session-level advisory lock, migrates and unlocks: through the
      // pool the unlock could run on another connection and leave the lock held until that one closes.
      async migrate() {
        const client = await pool.connect()
        try {
          await client.query('select pg_advisory_lock(727274)')
          try {
            // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own database type
            await migratePg(drizzlePg(client) as any, { migrationsFolder })
          } finally {
            await client.query('select pg_advisory_unlock(727274)')
          }
        } finally {
          client.release()
        }
      },
    }
  }
  return openPglite(opts)
}

/** Copies a whole cluster into the (empty) data folder, or nothing: a copy cut short is never taken for a cluster. */
function copyCluster(cluster: string, dataDir: string) {
  const partial = `${dataDir}.copying`
  rmSync(partial, { recursive: true, force: true })
  cpSync(cluster, partial, { recursive: true })
  rmdirSync(dataDir)
  renameSync(partial, dataDir)
}

async function openPglite(opts: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<Database> {
  let lock: DataDirLock | null = null
  if (opts.dataDir) {
    mkdirSync(path.dirname(opts.dataDir), { recursive: true })
    lock = await lockDataDir(opts.dataDir, { onWait: opts.onDataDirBusy })
    mkdirSync(opts.dataDir, { recursive: true })
    const packed = opts.emptyCluster && existsSync(path.join(opts.emptyCluster, 'PG_VERSION'))
    if (opts.emptyCluster && packed && readdirSync(opts.dataDir).length === 0) {
      copyCluster(opts.emptyCluster, opts.dataDir)
    }
  }
  let client: PGlite
  try {
    client = await PGlite.create({
      dataDir: opts.dataDir,
      loadDataDir: opts.loadDataDir,
      // The engine lives in this process's memory: PostgreSQL's default 128 MB of shared buffers would be
      // held by the web server. Pages beyond 16 MB are read back from the operating system's file cache
      // (decision D9: a 200 000-row export peaks ~25 MB lower than with 32 MB, no slower).
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    })
  } catch (e) {
    lock?.release()
    throw e
  }
  const onLost = opts.onDataDirLost
  const watch =
    lock && onLost
      ? setInterval(() => {
          if (lock.stillHeld()) return
          clearInterval(watch)
          onLost()
        }, 1000).unref()
      : undefined
  cacheStatements(client)
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    async close() {
      clearInterval(watch)
      await client.close()
      lock?.release()
    },
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own database type
    migrate: () => migratePglite(db as any, { migrationsFolder }),
    // One process: PGlite calls the listener before the committing statement resolves.
    async listen(channel, h) {
      const stop = await client.listen(channel, () => h.onNotify())
      h.onState(true)
      return stop
    },
  }
}

/** Applies pending migrations; on PostgreSQL an advisory lock keeps two starting processes from racing. */
export function migrateDatabase(database: Database): Promise<void> {
  return database.migrate()
}
