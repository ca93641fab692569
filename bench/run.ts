// `npm run bench`: runs every bench/*.ts (except this file) one after another, each in its own process.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = path.dirname(fileURLToPath(import.meta.url))
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .sort()
let failed = 0
for (const f of files) {
  console.log(`--- ${f}`)
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, f)], { stdio: 'inherit' })
  if (r.status !== 0) failed++
}
process.exit(failed ? 1 : 0)
