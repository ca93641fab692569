import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheStatements } from './pglite-statements'

describe('cacheStatements (PGlite)', () => {
  let pg: PGlite
  beforeAll(async () => {
    pg = await PGlite.create()
    cacheStatements(pg)
    await pg.exec(`create table t (id int primary key, name text, at timestamptz, data jsonb, tags text[])`)
    await pg.exec(`insert into t values (1, 'one', '2026-01-02T03:04:05Z', '{"a":1}', '{x,y}')`)
  })
  afterAll(() => pg.close())

  it('answers parameterised statements as PGlite does, on first and later uses', async () => {
    const text = 'select id, name, at, data, tags from t where id = $1 and at < $2'
    for (let i = 0; i < 3; i++) {
      const res = await pg.query(text, [1, new Date('2030-01-01T00:00:00Z')])
      expect(res.rows).toEqual([
        { id: 1, name: 'one', at: new Date('2026-01-02T03:04:05Z'), data: { a: 1 }, tags: ['x', 'y'] },
      ])
      expect(res.fields.map((f) => f.name)).toEqual(['id', 'name', 'at', 'data', 'tags'])
    }
    expect((await pg.query(text, [2, new Date()])).rows).toEqual([])
    // Parsed once: the engine holds it as a named statement, reused by every later call.
    const held = await pg.exec('select statement from pg_prepared_statements')
    expect(held[0].rows.filter((r) => (r as { statement: string }).statement === text)).toHaveLength(1)
  })

  it('serializes values by the statement parameter types (json, arrays, null)', async () => {
    await pg.query('insert into t (id, name, data, tags) values ($1, $2, $3, $4)', [
      2,
      null,
      { b: [1, 2] },
      ['p', 'q'],
    ])
    const res = await pg.query<{ name: string | null; data: unknown; tags: string[] }>(
      'select name, data, tags from t where id = $1',
      [2],
    )
    expect(res.rows).toEqual([{ name: null, data: { b: [1, 2] }, tags: ['p', 'q'] }])
    expect(res.affectedRows).toBe(0)
  })

  it('keeps array row mode and custom parsers asked for by the caller (drizzle)', async () => {
    const res = await pg.query('select id, at from t where id = $1', [1], {
      rowMode: 'array',
      parsers: { 1184: (v: string) => v },
    })
    expect(res.rows).toEqual([[1, '2026-01-02 03:04:05+00']])
  })

  it('raises the database error with its code and the statement, and the engine stays usable', async () => {
    const bad = pg.query('select $1::int + 1 as n', ['not a number'])
    await expect(bad).rejects.toMatchObject({ code: '22P02', query: 'select $1::int + 1 as n' })
    await expect(pg.query('select nope from t where id = $1', [1])).rejects.toMatchObject({ code: '42703' })
    await expect(pg.query('insert into t (id) values ($1)', [1])).rejects.toMatchObject({ code: '23505' })
    expect((await pg.query('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }])
  })

  it('never runs inside another caller’s transaction', async () => {
    let inside = false
    const tx = pg.transaction(async (t) => {
      inside = true
      await t.query('update t set name = $1 where id = $2', ['changed', 1])
      await new Promise((r) => setTimeout(r, 20))
      await t.query('update t set name = $1 where id = $2', ['one', 1])
      inside = false
    })
    await new Promise((r) => setTimeout(r, 5))
    const read = pg
      .query<{ name: string; inside: boolean }>('select name from t where id = $1', [1])
      .then((r) => ({
        name: r.rows[0].name,
        inside,
      }))
    await tx
    expect(await read).toEqual({ name: 'one', inside: false })
  })
})
