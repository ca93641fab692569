// Counts imports between server feature areas (issue 28's metric): an import in src/server/features/<a>/
// that resolves into src/server/features/<b>/ with b != a. Test files are left out unless --tests is given.
// Usage: node scripts/cross-feature-imports.mjs [--tests] [--list]
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = resolve('src/server/features')
const withTests = process.argv.includes('--tests')
const list = process.argv.includes('--list')
const files = []
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) walk(p)
    // The registry (features/index.ts) registers every area and is not counted.
    else if (dir !== root && /\.tsx?$/.test(name) && (withTests || !/\.test\.tsx?$/.test(name))) files.push(p)
  }
}
walk(root)
const areaOf = (p) => relative(root, p).split('/')[0]
let count = 0
for (const file of files) {
  const from = areaOf(file)
  for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
    const target = resolve(dirname(file), m[1])
    const rel = relative(root, target)
    if (rel.startsWith('..') || rel === '' || rel === 'index') continue
    if (areaOf(target) !== from) {
      count++
      if (list) console.log(`${relative('.', file)} -> ${relative('.', target)}`)
    }
  }
}
console.log(count)
