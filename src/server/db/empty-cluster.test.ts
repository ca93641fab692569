import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { integer, pgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTemplate, templateFile } from '../../../test/pglite-template'
import { openDatabase } from './client'

const marker = pgTable('packed_marker', { n: integer() })

// A first start copies the cluster `npm run build` packed instead of running initdb in the server (decision D14).
describe('an empty data folder starts from the packed cluster', () => {
  let folder: string
  let cluster: string
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'cradle-cluster-'))
    cluster = path.join(folder, 'packed')
    const file = templateFile()
    const template = existsSync(file) ? new Blob([readFileSync(file)]) : await buildTemplate()
    // A marker table tells a copy of this cluster from one initdb would make.
    const packed = await openDatabase({ kind: 'pglite', dataDir: cluster, loadDataDir: template })
    await packed.db.execute(sql`create table packed_marker (n int)`)
    await packed.db.insert(marker).values({ n: 7 })
    await packed.close()
  }, 60_000)
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('copies it into a new folder, whole, and never over a folder that holds a database', async () => {
    const dataDir = path.join(folder, 'data', 'pglite')
    const first = await openDatabase({ kind: 'pglite', dataDir, emptyCluster: cluster })
    const read = (d: typeof first) => d.db.select().from(marker)
    expect(await read(first)).toEqual([{ n: 7 }])
    await first.db.update(marker).set({ n: 8 })
    await first.close()
    expect(existsSync(`${dataDir}.copying`)).toBe(false)

    const again = await openDatabase({ kind: 'pglite', dataDir, emptyCluster: cluster })
    expect(await read(again)).toEqual([{ n: 8 }])
    await again.close()
  })
})
