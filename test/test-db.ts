import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import pg from 'pg'
import { type Database, migrateDatabase, openDatabase } from '../src/server/db/client'
import { buildTemplate, templateFile } from './pglite-template'

let template: Promise<Blob> | undefined

/** The migrated PGlite template: from the file the global setup wrote, else built here once per worker. */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = templateFile()
    return existsSync(file) ? new Blob([readFileSync(file)]) : buildTemplate()
  })()
  return template
}

export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || undefined

/** An empty PostgreSQL database of its own (for tests that start real server processes on it). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = testDatabaseUrl()
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `cradle_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

/** A fresh, migrated database: PGlite in memory, or a new PostgreSQL database when `kind` is postgres. */
export async function createTestDatabase(kind: 'pglite' | 'postgres' = 'pglite'): Promise<Database> {
  if (kind === 'pglite') {
    return openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate() })
  }
  const created = await createPostgresDatabase()
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 30 })
  await migrateDatabase(database)
  return {
    ...database,
    async close() {
      await database.close()
      await created.drop()
    },
  }
}

/** The database kinds a suite should run on: always PGlite, plus PostgreSQL when configured. */
export const databaseKinds = (): ('pglite' | 'postgres')[] =>
  testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite']
