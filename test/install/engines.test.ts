import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'))

interface LockedPackage {
  engines?: { node?: string } | string[]
}

describe('installing on the Node version the project supports', () => {
  // npm warns EBADENGINE for each of them on `npm install`: the overrides in package.json pin versions that support
  // Node 20 (docs/decisions.md D16).
  it('locks no package whose engines refuse the oldest supported Node', () => {
    const oldest = semver.minVersion(read('package.json').engines.node)?.version ?? ''
    expect(oldest).toMatch(/^20\./)
    const lock: { packages: Record<string, LockedPackage> } = read('package-lock.json')
    const refusing = Object.entries(lock.packages).flatMap(([where, p]) => {
      const wanted = p.engines && !Array.isArray(p.engines) ? p.engines.node : undefined
      if (!where || !wanted || semver.satisfies(oldest, wanted)) return []
      return [`${where.replace(/^.*node_modules\//, '')} wants node ${wanted}`]
    })
    expect(refusing).toEqual([])
  })
})
