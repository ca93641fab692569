import { randomBytes } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { type Database, migrateDatabase, openDatabase } from '../src/server/db/client'

let template: Promise<Blob> | undefined

/** A migrated PGlite data directory, made once per test worker and copied for each test app. */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase({ kind: 'pglite' })
    await migrateDatabase(database)
    // biome-ignore lint/suspicious/noExplicitAny: reach the PGlite client behind drizzle to dump it
    const client = (database.db as any).$client as PGlite
    const blob = await client.dumpDataDir('none')
    await database.close()
    return blob
  })()
  return template
}

export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || undefined

/** A fresh, migrated database: PGlite in memory, or a new PostgreSQL database when `kind` is postgres. */
export async function createTestDatabase(kind: 'pglite' | 'postgres' = 'pglite'): Promise<Database> {
  if (kind === 'pglite') {
    return openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate() })
  }
  const adminUrl = testDatabaseUrl()
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `cradle_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 30 })
  await migrateDatabase(database)
  return {
    ...database,
    async close() {
      await database.close()
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

/** The database kinds a suite should run on: always PGlite, plus PostgreSQL when configured. */
export const databaseKinds = (): ('pglite' | 'postgres')[] =>
  testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite']
