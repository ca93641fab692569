// Builds an empty embedded-database cluster into the folder given as the argument (`npm run build` puts it in
// dist/server/pglite-cluster). A server whose data folder is empty copies it instead of running initdb itself:
// initdb grows PGlite's WebAssembly memory to ~700 MB, and WebAssembly memory never shrinks, so a server that ran
// it held ~590 MB until its next restart (decision D14). Here it runs in the build's own short-lived process.
import { renameSync, rmSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'

const target = process.argv[2]
if (!target) {
  console.error('usage: node scripts/pack-pglite-cluster.mjs <folder>')
  process.exit(2)
}
// Made aside and renamed into place: a build stopped midway leaves no half cluster where the server looks.
const partial = `${target}.partial`
rmSync(partial, { recursive: true, force: true })
const db = await PGlite.create({ dataDir: partial })
await db.query('select 1')
await db.close()
rmSync(target, { recursive: true, force: true })
renameSync(partial, target)
