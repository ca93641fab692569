// Builds an empty embedded-database cluster into the folder given as the argument (`npm run build` puts it in
// dist/server/pglite-cluster). A server whose data folder is empty copies it instead of running initdb itself:
// initdb grows PGlite's WebAssembly memory to ~700 MB, and WebAssembly memory never shrinks, so a server that ran
// it held ~590 MB until its next restart (decision D14). Here it runs in the build's own short-lived process.
import { rmSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'

const target = process.argv[2]
if (!target) {
  console.error('usage: node scripts/pack-pglite-cluster.mjs <folder>')
  process.exit(2)
}
rmSync(target, { recursive: true, force: true })
const db = await PGlite.create({ dataDir: target })
await db.query('select 1')
await db.close()
