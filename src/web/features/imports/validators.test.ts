import { describe, expect, it } from 'vitest'
import { rememberPerRow } from './validators'

describe('row rules remembered per row values', () => {
  it('checks a row again only when its values object changes (one edit in 1 000 rows checks one row)', () => {
    let calls = 0
    const check = rememberPerRow((v: { title: string }) => {
      calls++
      return v.title ? [] : [{ path: 'title', message: 'Title is required' }]
    })
    const rows = Array.from({ length: 1000 }, (_, i) => ({ title: `Class ${i}` }))
    for (const r of rows) check(r)
    expect(calls).toBe(1000)
    rows[3] = { title: '' }
    for (const r of rows) check(r)
    expect(calls).toBe(1001)
    expect(check(rows[3])).toEqual([{ path: 'title', message: 'Title is required' }])
  })
})
