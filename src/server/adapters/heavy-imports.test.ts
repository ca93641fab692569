import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// SDKs only some requests or some deployments need are imported on first use (see ./lazy.ts): statically
// imported, they held 33 (PostgreSQL) to 57 MB (PGlite) of every server process at rest (RSS 155 -> 122 MB).
const HEAVY = ['stripe', 'sharp', 'file-type', 'mammoth', 'nodemailer', 'openid-client', '@aws-sdk/']

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name)
    if (d.isDirectory()) return sources(p)
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [p] : []
  })
}

describe('heavy SDKs in the server', () => {
  it('are never imported at module load, only with import() when first needed', () => {
    const root = path.resolve(__dirname, '..')
    const offenders = sources(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)]
        .filter((m) => HEAVY.some((h) => m[1] === h || (h.endsWith('/') && m[1].startsWith(h))))
        .map((m) => `${path.relative(root, file)}: ${m[1]}`),
    )
    expect(offenders).toEqual([])
  })
})
