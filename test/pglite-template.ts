import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { migrateDatabase, migrationsFolder, openDatabase } from '../src/server/db/client'

/** One file per migration set: a changed migration makes a new template. */
export function templateFile(): string {
  const h = createHash('sha256')
  for (const f of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const p = path.join(migrationsFolder, f)
    if (f.endsWith('.sql') || f.endsWith('.json')) h.update(f).update(readFileSync(p))
  }
  return path.join(os.tmpdir(), `cradle-pglite-template-${h.digest('hex').slice(0, 16)}.tar`)
}

/** A migrated, empty PGlite data directory as a tar blob (opening PGlite from scratch runs initdb: ~10 s). */
export async function buildTemplate(): Promise<Blob> {
  const database = await openDatabase({ kind: 'pglite' })
  await migrateDatabase(database)
  // biome-ignore lint/suspicious/noExplicitAny: reach the PGlite client behind drizzle to dump it
  const client = (database.db as any).$client as PGlite
  const blob = await client.dumpDataDir('none')
  await database.close()
  return blob
}

/** Writes the template file once (atomically, so parallel runs never read half a file). */
export async function ensureTemplateFile(): Promise<string> {
  const file = templateFile()
  if (existsSync(file)) return file
  const blob = await buildTemplate()
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()))
  renameSync(tmp, file)
  return file
}
