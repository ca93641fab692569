// Whether dist/ was built from the sources as they are now (decision D18).
//   node scripts/build-state.mjs clear   `npm run build` starts: the build in dist/ is no longer known to be whole
//   node scripts/build-state.mjs stamp   `npm run build` ended: dist/ is the build of the current sources
//   node scripts/build-state.mjs ensure  `npm start`: build only when there is no build of the current sources
// The stamp holds a hash of every file the build reads, so a checkout switched back and forth, or a file saved
// unchanged, needs no new build, and any changed source, dependency or build setting does.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** What the build reads: the sources, the static files, the locked dependencies and the build's own settings. */
export const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.public-chunk.ts',
  'scripts/pack-pglite-cluster.mjs',
  'scripts/build-state.mjs',
  'src',
  'public',
]
/** What the build writes that the server needs; a build missing one of them is no build. */
export const BUILD_OUTPUTS = ['dist/client/index.html', 'dist/server/main.js', 'dist/server/pglite-cluster']
export const STAMP = 'dist/.build-stamp'

// Tests are not bundled: editing one needs no new build.
const NOT_BUILT = /\.test\.tsx?$/

/** The input files under `entry` (a file or a folder), as paths relative to `root`. */
function files(root, entry) {
  const full = path.join(root, entry)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [entry]
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && !NOT_BUILT.test(d.name))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
}

/** A hash of the build's inputs: their paths and contents, in a fixed order. */
export function fingerprint(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256')
  for (const file of inputs.flatMap((entry) => files(root, entry)).sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`)
    hash.update(readFileSync(path.join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** True when dist/ holds a whole build of the inputs as they are now. */
export function isBuildCurrent(root, opts = {}) {
  const stamp = path.join(root, STAMP)
  if (!existsSync(stamp)) return false
  if (!(opts.outputs ?? BUILD_OUTPUTS).every((out) => existsSync(path.join(root, out)))) return false
  return readFileSync(stamp, 'utf8').trim() === fingerprint(root, opts.inputs)
}

export function writeStamp(root, inputs) {
  writeFileSync(path.join(root, STAMP), `${fingerprint(root, inputs)}\n`)
}

export function clearStamp(root) {
  rmSync(path.join(root, STAMP), { force: true })
}

/**
 * Builds when needed, quietly: one line while it builds and one when done; the build's own output only if it
 * fails. Resolves with the build's exit code (0 when no build was needed).
 */
export function ensureBuilt(root, opts = {}) {
  if (isBuildCurrent(root, opts)) return Promise.resolve(0)
  const [command, ...args] = opts.command ?? ['npm', 'run', 'build', '--silent']
  const log = opts.log ?? ((line) => process.stdout.write(`${line}\n`))
  const started = Date.now()
  log('Building Cradle (the build is missing or older than the sources); this takes a minute…')
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => {
      if (code === 0) log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`)
      else process.stderr.write(`${output}\nThe build failed (exit code ${code}).\n`)
      resolve(code ?? 1)
    })
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const mode = process.argv[2]
  if (mode === 'clear') clearStamp(root)
  else if (mode === 'stamp') writeStamp(root)
  else if (mode === 'ensure') process.exitCode = await ensureBuilt(root)
  else {
    console.error('usage: node scripts/build-state.mjs clear|stamp|ensure')
    process.exitCode = 2
  }
}
