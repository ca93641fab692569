import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ensureBuilt, isBuildCurrent, writeStamp } from '../../scripts/build-state.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const inputs = ['package.json', 'src']
const outputs = ['dist/client/index.html', 'dist/server/main.js']

/** `npm start` builds only when dist/ is not the build of the current sources (decision D18). */
describe('the build check of npm start', () => {
  let root: string
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), body)
  }
  const current = () => isBuildCurrent(root, { inputs, outputs })

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'cradle-build-state-'))
    write('package.json', '{}')
    write('src/web/page.tsx', 'export const a = 1')
    write('src/web/page.test.tsx', 'test')
    for (const out of outputs) write(out, 'built')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('knows no build without a stamp, and a stamped one while its sources stay as they were', () => {
    expect(current()).toBe(false)
    writeStamp(root, inputs)
    expect(current()).toBe(true)
  })

  it('builds again when a source, the dependencies or the settings change, not when a test does', () => {
    writeStamp(root, inputs)
    write('src/web/page.test.tsx', 'another test')
    expect(current()).toBe(true)
    write('src/web/page.tsx', 'export const a = 2')
    expect(current()).toBe(false)
    // Contents decide, not times: the checkout switched back is the stamped build again.
    write('src/web/page.tsx', 'export const a = 1')
    expect(current()).toBe(true)
    write('src/web/new.ts', '')
    expect(current()).toBe(false)
    rmSync(path.join(root, 'src/web/new.ts'))
    write('package.json', '{"dependencies":{}}')
    expect(current()).toBe(false)
  })

  it('builds again when an output is missing', () => {
    writeStamp(root, inputs)
    rmSync(path.join(root, 'dist/server/main.js'))
    expect(current()).toBe(false)
  })

  it('runs the build only when needed, saying so in a line, and passes a failure on', async () => {
    const lines: string[] = []
    const build = ['node', '-e', "require('fs').writeFileSync('built-now', 'yes')"]
    expect(await ensureBuilt(root, { inputs, outputs, command: build, log: (l) => lines.push(l) })).toBe(0)
    expect(existsSync(path.join(root, 'built-now'))).toBe(true)
    expect(lines[0]).toMatch(/^Building Cradle/)
    expect(lines[1]).toMatch(/^Built in \d+ s\.$/)

    rmSync(path.join(root, 'built-now'))
    writeStamp(root, inputs)
    expect(await ensureBuilt(root, { inputs, outputs, command: build, log: (l) => lines.push(l) })).toBe(0)
    expect(existsSync(path.join(root, 'built-now'))).toBe(false)

    write('src/web/page.tsx', 'broken')
    const failing = ['node', '-e', 'process.exit(3)']
    expect(await ensureBuilt(root, { inputs, outputs, command: failing, log: () => {} })).toBe(3)
  })

  it('is what npm start runs; npm run build clears the stamp first and writes it last; CI builds every time', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'))
    expect(scripts.start).toBe('node scripts/build-state.mjs ensure && sh scripts/serve.sh')
    expect(scripts.build).toMatch(
      /^node scripts\/build-state\.mjs clear && .* && node scripts\/build-state\.mjs stamp$/,
    )
    expect(scripts['test:e2e']).toMatch(/^npm run build && /)
  })
})
