// Prepares the embedded database the end-to-end server will use: migrations, the demo catalogue,
// then each area's own fixtures from e2e/data/*.ts (each exports `seed(db)`), so journeys never
// depend on incidental demo content.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { loadConfig } from '../src/server/config'
import { type Db, migrateDatabase, openDatabase } from '../src/server/db/client'
import { seedDemoIfEmpty } from '../src/server/db/seed-demo'

const config = loadConfig()
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') })
await migrateDatabase(database)
await seedDemoIfEmpty(database.db, config)
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data')
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { seed: (db: Db) => Promise<void> }
  await mod.seed(database.db)
}
await database.close()
