import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
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
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onIdleError?: (err: Error) => void }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20 })
    // An idle connection the server drops (restart, failover) must not crash the process:
    // pg discards that client and the next query opens a fresh one.
    pool.on('error', (err) => opts.onIdleError?.(err))
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true })
  const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir })
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db
  return { db, kind: 'pglite', close: () => client.close() }
}

/** Applies pending migrations; an advisory lock keeps two starting processes from racing. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own database type
    await migratePglite(database.db as any, { migrationsFolder })
    return
  }
  await database.db.execute(sql`select pg_advisory_lock(727274)`)
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own database type
    await migratePg(database.db as any, { migrationsFolder })
  } finally {
    await database.db.execute(sql`select pg_advisory_unlock(727274)`)
  }
}
